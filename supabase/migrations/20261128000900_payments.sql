-- Baseline, part 9 of 17: payments collected for completed trips.

-- Cash payments collected for completed trips (the dashboard's Collect Cash action). Admins only;
-- every change is audited. The rules live in a trigger, so a direct insert by an administrator
-- keeps them as well as record_cash_payment() does:
--   * only a completed booking takes a payment;
--   * the payments of a booking never add up to more than its fare;
--   * cash is not received before the booking was made, nor in the future.
-- A booking is deleted only to remove test or mistaken data; its payments go with it (the audit
-- log keeps both).
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  amount_kobo bigint not null,
  method text not null default 'cash',
  received_by text not null,
  received_at timestamptz not null default now(),
  recorded_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint payments_amount_kobo_positive check (amount_kobo > 0),
  constraint payments_method_known check (method in ('cash')),
  constraint payments_received_by_not_blank check (btrim(received_by) <> ''),
  constraint payments_received_by_at_most_120_characters check (char_length(received_by) <= 120),
  constraint payments_received_at_finite check (isfinite(received_at))
);

create index payments_booking_id_idx on public.payments (booking_id);
create index payments_received_at_idx on public.payments (received_at desc);
create index payments_recorded_by_idx on public.payments (recorded_by);

create trigger payments_audit
  after insert or update or delete on public.payments
  for each row execute function public.audit_row_change();

alter table public.payments enable row level security;

create policy "admins read payments"
  on public.payments for select to authenticated
  using ((select public.is_admin()));
create policy "admins record payments"
  on public.payments for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins correct payments"
  on public.payments for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete payments"
  on public.payments for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.payments from anon, authenticated;
grant select, insert, update, delete on table public.payments to authenticated;

comment on table public.payments is 'Payments collected for completed bookings (cash for now).';
comment on column public.payments.amount_kobo is 'Amount in kobo, above zero; a booking''s payments add up to at most its fare.';
comment on column public.payments.method is 'How it was paid: cash.';
comment on column public.payments.received_by is 'Who took the money (a driver or staff name).';
comment on column public.payments.received_at is 'When the money was received.';
comment on column public.payments.recorded_by is 'The admin who recorded the payment.';

create function private.check_payment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_paid bigint;
begin
  -- Locks the booking, so two cashiers recording at once cannot both pass the fare check.
  select b.* into v_booking from public.bookings b where b.id = new.booking_id for update;
  if v_booking.id is null then
    raise exception using errcode = 'PT404', message = 'Booking not found.';
  end if;
  if v_booking.status <> 'completed' then
    raise exception using
      errcode = 'P0001',
      message = 'Cash can only be collected for a completed trip; ' || v_booking.reference
        || ' is ' || v_booking.status::text || '.';
  end if;
  if new.received_at > now() + interval '5 minutes' then
    raise exception using errcode = 'P0001', message = 'The time received cannot be in the future.';
  end if;
  if new.received_at < v_booking.created_at then
    raise exception using
      errcode = 'P0001', message = 'The time received cannot be before the booking was made.';
  end if;

  select coalesce(sum(p.amount_kobo), 0) into v_paid
  from public.payments p
  where p.booking_id = new.booking_id and p.id <> new.id;
  if v_paid + new.amount_kobo > v_booking.fare_kobo then
    raise exception using
      errcode = 'P0001',
      message = 'That is more than the fare: ' || v_booking.reference || ' has '
        || private.naira_text(greatest(v_booking.fare_kobo - v_paid, 0)) || ' left to pay.';
  end if;
  return new;
end
$$;

comment on function private.check_payment() is
  'BEFORE INSERT/UPDATE on payments: completed bookings only, total paid at most the fare, '
  'received between the booking''s creation and now. A payment for an unknown booking answers 404 '
  '"Booking not found." (PT404), not P0002, which PostgREST maps to 500.';

revoke all on function private.check_payment() from public, anon, authenticated;

create trigger payments_check
  before insert or update on public.payments
  for each row execute function private.check_payment();

-- record_cash_payment: the Collect Cash form's call. Returns the new row, typed.
-- Errors: 42501 not an administrator; 22023 missing input; PT404 booking not found; P0001 (400) a
-- rule refused it, with a sentence the form shows as is.
create function public.record_cash_payment(
  p_booking_id uuid,
  p_amount_kobo bigint,
  p_received_by text,
  p_received_at timestamptz default now()
)
returns public.payments
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_payment public.payments;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can record payments.';
  end if;
  if p_booking_id is null then
    raise exception using errcode = '22023', message = 'Choose a booking.';
  end if;
  if p_amount_kobo is null or p_amount_kobo <= 0 then
    raise exception using errcode = '22023', message = 'Enter an amount above zero.';
  end if;
  if p_received_by is null or btrim(p_received_by) = '' then
    raise exception using errcode = '22023', message = 'Say who received the cash.';
  end if;
  if char_length(btrim(p_received_by)) > 120 then
    raise exception using errcode = '22023', message = 'Received by is at most 120 characters.';
  end if;
  if p_received_at is null or not isfinite(p_received_at) then
    raise exception using errcode = '22023', message = 'Enter when the cash was received.';
  end if;

  insert into public.payments (booking_id, amount_kobo, method, received_by, received_at)
  values (p_booking_id, p_amount_kobo, 'cash', btrim(p_received_by), p_received_at)
  returning * into v_payment;
  return v_payment;
end
$$;

comment on function public.record_cash_payment(uuid, bigint, text, timestamptz) is
  'Records cash received for a completed booking and returns the payment. Administrators only; '
  'the total paid never exceeds the fare.';

revoke all on function public.record_cash_payment(uuid, bigint, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.record_cash_payment(uuid, bigint, text, timestamptz)
  to authenticated, service_role;
