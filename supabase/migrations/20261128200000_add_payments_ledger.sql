-- Money moves by card and bank transfer (through Paystack) as well as in cash, so payments becomes
-- the one ledger of every naira: cash collected, online charges (pending until Paystack confirms
-- them), and refunds, each a row with its method, provider reference and status. A booking's
-- paid, unpaid or refunded state is read from these rows. Owners are paid out per closed month
-- (owner_payouts), to the bank account they verified (owner_bank_accounts). Paystack's own calls
-- happen in the edge functions, which hold the secret key; the database keeps the rules: what is
-- due, what may be refunded, each event counted once, and who may read what.

-- The ledger -------------------------------------------------------------------------------------

alter table public.payments
  add column kind text not null default 'charge',
  add column status text not null default 'succeeded',
  add column channel text,
  add column provider_reference text,
  add column provider_id text,
  add column refund_of uuid references public.payments (id),
  add column reason text,
  add column failure_reason text,
  add column sent_at timestamptz,
  alter column received_by drop not null;

alter table public.payments drop constraint payments_method_known;
alter table public.payments
  add constraint payments_method_known check (method in ('cash', 'paystack')),
  add constraint payments_kind_known check (kind in ('charge', 'refund')),
  add constraint payments_status_known
    check (status in ('pending', 'processing', 'succeeded', 'failed')),
  add constraint payments_cash_is_a_received_charge
    check (method <> 'cash' or (kind = 'charge' and status = 'succeeded' and received_by is not null)),
  add constraint payments_online_charge_has_reference
    check (method = 'cash' or kind = 'refund' or provider_reference is not null),
  add constraint payments_refund_names_its_charge check ((kind = 'refund') = (refund_of is not null)),
  add constraint payments_refund_has_reason
    check (kind <> 'refund' or (btrim(reason) <> '' and char_length(reason) <= 500)),
  add constraint payments_channel_at_most_40_characters check (char_length(channel) <= 40),
  add constraint payments_failure_reason_at_most_500_characters
    check (char_length(failure_reason) <= 500);

create unique index payments_provider_reference_once
  on public.payments (kind, provider_reference) where provider_reference is not null;
create index payments_refund_of_idx on public.payments (refund_of);

comment on table public.payments is
  'The ledger: cash collected, card and transfer charges through Paystack, and refunds, one row each.';
comment on column public.payments.kind is 'charge (money in) or refund (money back, naming its charge in refund_of).';
comment on column public.payments.method is 'cash, or paystack (card, bank transfer, USSD: see channel).';
comment on column public.payments.channel is 'Paystack''s channel once a charge succeeded (card, bank_transfer, ussd, …); null for cash.';
comment on column public.payments.status is
  'pending (a checkout opened, or a refund not yet sent), processing (a refund Paystack is working on), succeeded, failed. Only succeeded rows count.';
comment on column public.payments.provider_reference is
  'A charge''s own reference (PAY-<booking>-<hex>), given to Paystack; a refund''s Paystack id once sent.';
comment on column public.payments.received_by is 'Who took the cash (a driver or staff name); null for online money.';
comment on column public.payments.received_at is 'When the money moved: cash received, charge paid or refund processed.';
comment on column public.payments.reason is 'Why a refund was made.';
comment on column public.payments.sent_at is
  'When a refund was claimed for sending to Paystack (refunds_to_send), so two callers never send it twice.';

-- Admins still write cash rows directly (Collect Cash); online rows and refunds only come through
-- the functions below, so a hand-typed "card payment" cannot make a ride look paid.
drop policy "admins record payments" on public.payments;
drop policy "admins correct payments" on public.payments;
drop policy "admins delete payments" on public.payments;
create policy "admins record cash"
  on public.payments for insert to authenticated
  with check ((select public.is_admin()) and method = 'cash');
create policy "admins correct cash"
  on public.payments for update to authenticated
  using ((select public.is_admin()) and method = 'cash')
  with check ((select public.is_admin()) and method = 'cash');
create policy "admins delete cash"
  on public.payments for delete to authenticated
  using ((select public.is_admin()) and method = 'cash');

-- Net money kept on a booking: succeeded charges less succeeded refunds.
create function private.net_paid_kobo(p_booking_id uuid)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(case when p.kind = 'charge' then p.amount_kobo else -p.amount_kobo end), 0)::bigint
  from public.payments p
  where p.booking_id = p_booking_id and p.status = 'succeeded'
$$;

comment on function private.net_paid_kobo(uuid) is
  'A booking''s succeeded charges less its succeeded refunds, kobo; every row, whoever asks.';
revoke all on function private.net_paid_kobo(uuid) from public, anon, authenticated;

-- What is still refundable on one online charge: its amount less refunds not failed.
create function private.refundable_kobo(p_charge_id uuid)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select c.amount_kobo - coalesce((
    select sum(r.amount_kobo) from public.payments r
    where r.refund_of = c.id and r.status <> 'failed'
  ), 0)
  from public.payments c
  where c.id = p_charge_id and c.kind = 'charge' and c.method = 'paystack' and c.status = 'succeeded'
$$;

comment on function private.refundable_kobo(uuid) is
  'A succeeded online charge''s amount less its refunds that have not failed; null for anything else.';
revoke all on function private.refundable_kobo(uuid) from public, anon, authenticated;

create or replace function private.check_payment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_paid bigint;
  v_charge public.payments;
  v_returned bigint;
begin
  -- Locks the booking, so two cashiers (or a cashier and a refund) cannot both pass the checks.
  select b.* into v_booking from public.bookings b where b.id = new.booking_id for update;
  if v_booking.id is null then
    raise exception using errcode = 'PT404', message = 'Booking not found.';
  end if;

  if new.kind = 'refund' then
    select c.* into v_charge from public.payments c where c.id = new.refund_of;
    if v_charge.id is null or v_charge.booking_id <> new.booking_id or v_charge.kind <> 'charge'
      or v_charge.method <> 'paystack' or v_charge.status <> 'succeeded' then
      raise exception using
        errcode = 'P0001',
        message = 'A refund returns a card or transfer payment of the same booking.';
    end if;
    select coalesce(sum(r.amount_kobo), 0) into v_returned
    from public.payments r
    where r.refund_of = v_charge.id and r.id <> new.id and r.status <> 'failed';
    if new.status <> 'failed' and v_returned + new.amount_kobo > v_charge.amount_kobo then
      raise exception using
        errcode = 'P0001',
        message = 'That is more than the ' || private.naira_text(v_charge.amount_kobo - v_returned)
          || ' left to refund.';
    end if;
    return new;
  end if;

  -- Online charges are checked against the booking by record_paystack_charge, which refunds
  -- anything paid beyond the fare rather than refusing money that has already moved.
  if new.method <> 'cash' then
    return new;
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

  select coalesce(sum(case when p.kind = 'charge' then p.amount_kobo else -p.amount_kobo end), 0)
  into v_paid
  from public.payments p
  where p.booking_id = new.booking_id and p.id <> new.id and p.status = 'succeeded';
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
  'BEFORE INSERT/UPDATE on payments. Cash: completed bookings only, net paid at most the fare, received between the booking''s creation and now. A refund: returns a succeeded online charge of the same booking, never more than is left of it. Online charges: checked by record_paystack_charge. An unknown booking answers 404 "Booking not found." (PT404).';

-- Computed fields of a booking, now net of refunds ----------------------------------------------

create or replace function public.paid_kobo(b public.bookings)
returns bigint
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(sum(case when p.kind = 'charge' then p.amount_kobo else -p.amount_kobo end), 0)::bigint
  from public.payments p
  where p.booking_id = b.id and p.status = 'succeeded'
$$;

comment on function public.paid_kobo(public.bookings) is
  'Computed field of a booking: money kept on it (succeeded charges, cash or online, less succeeded refunds), in kobo. Reads payments under the caller''s row policy: an administrator sees every booking''s total, a driver those of their own trips (the amount left to collect in the driver app), anyone else 0.';

create or replace function public.payment_state(b public.bookings)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select case
    when t.charged > 0 and t.refunds > 0 and t.charged <= t.refunds then 'refunded'
    when b.status = 'cancelled' then case when t.refunds > 0 then 'refunded' end
    when t.charged - t.refunds >= b.fare_kobo then 'paid'
    when b.status = 'completed' then 'unpaid'
  end
  from (
    select
      coalesce(sum(p.amount_kobo) filter (where p.kind = 'charge' and p.status = 'succeeded'), 0) as charged,
      coalesce(sum(p.amount_kobo) filter (where p.kind = 'refund' and p.status <> 'failed'), 0) as refunds
    from public.payments p
    where p.booking_id = b.id
  ) t
$$;

comment on function public.payment_state(public.bookings) is
  'Computed field of a booking for the admin list and its filter: ''paid'' when the money kept reaches the fare (before the ride too, once paid online), ''refunded'' when its payments are (being) returned, ''unpaid'' when a completed ride still owes some or all of it, null otherwise (nothing owed yet, or cancelled unpaid).';

-- The late-cancellation fee ---------------------------------------------------------------------

alter table public.operator_settings
  add column late_cancellation_fee_kobo bigint not null default 500000,
  add constraint operator_settings_late_cancellation_fee_kobo_between_0_and_10000000
    check (late_cancellation_fee_kobo between 0 and 10000000);
grant update (late_cancellation_fee_kobo) on table public.operator_settings to authenticated;
comment on column public.operator_settings.late_cancellation_fee_kobo is
  'Kept from a paid ride cancelled after the free-cancellation cut-off (the rest is refunded), kobo; default ₦5,000.';

-- Paying online --------------------------------------------------------------------------------

-- begin_online_payment: the payments function calls it as the rider (anonymous with the ride's
-- manage token, or signed in), so the database decides who may pay and how much: what is due.
create function public.begin_online_payment(p_reference text, p_token text)
returns table (
  payment_id uuid,
  provider_reference text,
  amount_kobo bigint,
  email text,
  booking_id uuid,
  booking_reference text,
  manage_token text
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking_id uuid;
  v_access text;
  v_booking public.bookings;
  v_due bigint;
  v_payment public.payments;
begin
  select a.booking_id, a.access into v_booking_id, v_access
  from private.rider_access(p_reference, p_token) a;
  if v_booking_id is null then
    raise exception using errcode = 'PT404', message = 'Ride not found.';
  end if;
  if v_access <> 'manage' then
    raise exception using
      errcode = '42501', message = 'Only the person who booked this ride can pay for it.';
  end if;
  select b.* into v_booking from public.bookings b where b.id = v_booking_id for update;
  if v_booking.status = 'cancelled' then
    raise exception using errcode = 'PT409', message = 'This ride has been cancelled.';
  end if;
  v_due := v_booking.fare_kobo - private.net_paid_kobo(v_booking_id);
  if v_due <= 0 then
    raise exception using errcode = 'PT409', message = 'This ride is already paid.';
  end if;
  -- Each attempt opens a checkout at Paystack: a page reloaded in a loop must not open hundreds.
  if (select count(*) from public.payments p
      where p.booking_id = v_booking_id and p.method = 'paystack' and p.kind = 'charge'
        and p.created_at > now() - interval '1 hour') >= 10 then
    raise exception using
      errcode = 'PT429', message = 'Too many payment attempts. Please try again in a few minutes.';
  end if;

  insert into public.payments
    (booking_id, kind, method, status, amount_kobo, provider_reference, received_at, recorded_by)
  values (
    v_booking_id, 'charge', 'paystack', 'pending', v_due,
    'PAY-' || v_booking.reference || '-' || upper(left(replace(gen_random_uuid()::text, '-', ''), 8)),
    now(), null
  )
  returning * into v_payment;

  return query
  select v_payment.id, v_payment.provider_reference, v_payment.amount_kobo, v_booking.customer_email,
    v_booking.id, v_booking.reference, l.manage_token
  from public.ride_links l
  where l.booking_id = v_booking.id;
end;
$$;

comment on function public.begin_online_payment(text, text) is
  'Opens an online payment of what a ride still owes (fare less money kept): a pending charge with a fresh reference for Paystack, and the rider''s e-mail. By manage token, or signed in as its customer with p_token null. 404 unknown ride, 403 a share link, 409 cancelled or already paid, 429 after 10 attempts in an hour.';
revoke all on function public.begin_online_payment(text, text) from public, anon, authenticated;
grant execute on function public.begin_online_payment(text, text) to anon, authenticated, service_role;

-- A refund row for money that goes back: pending until the payments function sends it.
create function private.queue_refund(p_charge_id uuid, p_amount_kobo bigint, p_reason text)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into public.payments
    (booking_id, kind, method, status, amount_kobo, refund_of, reason, received_at, recorded_by)
  select c.booking_id, 'refund', 'paystack', 'pending', p_amount_kobo, c.id, p_reason, now(), auth.uid()
  from public.payments c
  where c.id = p_charge_id
  returning id
$$;

comment on function private.queue_refund(uuid, bigint, text) is
  'Adds a pending refund of p_amount_kobo against a succeeded online charge (check_payment keeps it within the charge); returns its id. recorded_by is the caller, if any.';
revoke all on function private.queue_refund(uuid, bigint, text) from public, anon, authenticated;

create function public.record_paystack_charge(
  p_provider_reference text,
  p_status text,
  p_amount_kobo bigint,
  p_currency text,
  p_channel text,
  p_paid_at timestamptz,
  p_provider_id text,
  p_message text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.payments;
  v_booking public.bookings;
  v_kept bigint;
  v_excess bigint;
  v_reason text;
  v_refunds uuid[] := '{}'::uuid[];
  v_result jsonb;
begin
  if p_status is null or p_status not in ('success', 'failed', 'abandoned') then
    raise exception using errcode = '22023', message = 'Unknown charge status.';
  end if;
  select p.* into v_payment from public.payments p
  where p.provider_reference = p_provider_reference and p.kind = 'charge' and p.method = 'paystack'
  for update;
  if v_payment.id is null then
    return jsonb_build_object('outcome', 'unknown', 'refund_ids', '[]'::jsonb);
  end if;
  select b.* into v_booking from public.bookings b where b.id = v_payment.booking_id for update;
  v_result := jsonb_build_object(
    'payment_id', v_payment.id, 'booking_id', v_booking.id,
    'booking_reference', v_booking.reference, 'refund_ids', '[]'::jsonb);

  -- Counted once: a succeeded charge never changes again; a failure never undoes a success.
  if v_payment.status = 'succeeded' or (v_payment.status = 'failed' and p_status <> 'success') then
    return v_result || jsonb_build_object('outcome', 'unchanged');
  end if;
  if p_status <> 'success' then
    update public.payments p
    set status = 'failed', failure_reason = left(coalesce(nullif(btrim(p_message), ''), 'Not completed.'), 500)
    where p.id = v_payment.id;
    return v_result || jsonb_build_object('outcome', 'failed');
  end if;
  if p_amount_kobo is distinct from v_payment.amount_kobo or upper(coalesce(p_currency, '')) <> 'NGN' then
    update public.payments p
    set status = 'failed',
      failure_reason = 'Paystack reported ' || coalesce(upper(p_currency), '?') || ' '
        || coalesce(p_amount_kobo::text, '?') || ' kobo; expected NGN ' || v_payment.amount_kobo || ' kobo.'
    where p.id = v_payment.id;
    return v_result || jsonb_build_object('outcome', 'mismatch');
  end if;

  v_kept := private.net_paid_kobo(v_booking.id);
  update public.payments p
  set status = 'succeeded', channel = left(nullif(btrim(p_channel), ''), 40), provider_id = p_provider_id,
    received_at = least(coalesce(p_paid_at, now()), now()), failure_reason = null
  where p.id = v_payment.id;

  -- Money that arrived for a ride already cancelled, or beyond the fare (two tabs, two payments),
  -- goes straight back rather than being refused after it has moved.
  if v_booking.status = 'cancelled' then
    v_excess := v_payment.amount_kobo;
    v_reason := 'Paid after the ride was cancelled.';
  else
    v_excess := least(greatest(v_kept + v_payment.amount_kobo - v_booking.fare_kobo, 0), v_payment.amount_kobo);
    v_reason := 'Paid more than the fare: the difference is returned.';
  end if;
  if v_excess > 0 then
    v_refunds := array[private.queue_refund(v_payment.id, v_excess, v_reason)];
  end if;
  return v_result || jsonb_build_object('outcome', 'recorded', 'refund_ids', to_jsonb(v_refunds));
end;
$$;

comment on function public.record_paystack_charge(text, text, bigint, text, text, timestamptz, text, text) is
  'Records what Paystack verified about a charge we opened, once: success (amount and currency must match the pending row, else it fails as a mismatch), failed or abandoned. A success on a cancelled booking, or beyond the fare, queues a refund of the excess. Outcome: recorded, unchanged (already final), failed, mismatch or unknown (not our reference). Service role only.';
revoke all on function public.record_paystack_charge(text, text, bigint, text, text, timestamptz, text, text)
  from public, anon, authenticated;
grant execute on function public.record_paystack_charge(text, text, bigint, text, text, timestamptz, text, text)
  to service_role;

-- Refunds ----------------------------------------------------------------------------------------

-- Spreads p_amount_kobo over a booking's refundable online charges, oldest first, as pending
-- refunds; returns their ids. The caller has checked the total fits.
create function private.queue_refunds(p_booking_id uuid, p_amount_kobo bigint, p_reason text)
returns uuid[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_left bigint := p_amount_kobo;
  v_part bigint;
  v_ids uuid[] := '{}'::uuid[];
  r record;
begin
  for r in
    select c.id, private.refundable_kobo(c.id) as refundable
    from public.payments c
    where c.booking_id = p_booking_id and c.kind = 'charge' and c.method = 'paystack'
      and c.status = 'succeeded'
    order by c.received_at, c.id
  loop
    exit when v_left <= 0;
    v_part := least(v_left, r.refundable);
    if v_part > 0 then
      v_ids := v_ids || private.queue_refund(r.id, v_part, p_reason);
      v_left := v_left - v_part;
    end if;
  end loop;
  return v_ids;
end;
$$;

comment on function private.queue_refunds(uuid, bigint, text) is
  'Queues p_amount_kobo of refunds over a booking''s refundable online charges, oldest first; returns the new rows'' ids.';
revoke all on function private.queue_refunds(uuid, bigint, text) from public, anon, authenticated;

create function private.refundable_on_booking(p_booking_id uuid)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(private.refundable_kobo(c.id)), 0)::bigint
  from public.payments c
  where c.booking_id = p_booking_id and c.kind = 'charge' and c.method = 'paystack'
    and c.status = 'succeeded'
$$;

comment on function private.refundable_on_booking(uuid) is
  'What can still be refunded on a booking: its succeeded online charges less refunds not failed.';
revoke all on function private.refundable_on_booking(uuid) from public, anon, authenticated;

-- The cancellation policy, applied to money: a paid ride cancelled before the free-cancellation
-- cut-off is refunded in full; after it (only the operator can cancel then) the fee the operator
-- set is kept and the rest refunded. The refunds are queued here, in the cancelling transaction,
-- so no cancellation can leave money behind; the payments function sends them.
create function private.refund_on_cancel()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_minutes integer;
  v_fee bigint;
  v_paid bigint;
  v_keep bigint := 0;
  v_reason text := 'Cancelled inside the free-cancellation window.';
begin
  v_paid := private.refundable_on_booking(new.id);
  if v_paid <= 0 then
    return null;
  end if;
  select s.free_cancellation_minutes, s.late_cancellation_fee_kobo into v_minutes, v_fee
  from public.operator_settings s where s.id;
  if coalesce(new.cancelled_at, now()) >= new.booking_time - make_interval(mins => coalesce(v_minutes, 60))
    and coalesce(v_fee, 0) > 0 then
    v_keep := least(v_fee, v_paid);
    v_reason := 'Cancelled after the free-cancellation cut-off: ' || private.naira_text(v_keep) || ' kept.';
  end if;
  if v_paid - v_keep > 0 then
    perform private.queue_refunds(new.id, v_paid - v_keep, v_reason);
  end if;
  return null;
end;
$$;

comment on function private.refund_on_cancel() is
  'AFTER UPDATE OF status on bookings, on cancelling: queues refunds of the online money kept, in full before the free-cancellation cut-off, less operator_settings.late_cancellation_fee_kobo after it.';
revoke all on function private.refund_on_cancel() from public, anon, authenticated;

create trigger bookings_refund_on_cancel
  after update of status on public.bookings
  for each row
  when (new.status = 'cancelled' and old.status is distinct from 'cancelled')
  execute function private.refund_on_cancel();

create function public.request_refund(p_booking_id uuid, p_amount_kobo bigint, p_reason text)
returns setof public.payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_left bigint;
  v_reason text := nullif(regexp_replace(coalesce(p_reason, ''), '^\s+|\s+$', '', 'g'), '');
  v_ids uuid[];
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can refund payments.';
  end if;
  if v_reason is null then
    raise exception using errcode = '22023', message = 'Give a reason for the refund.';
  end if;
  if char_length(v_reason) > 500 then
    raise exception using errcode = '22023', message = 'The reason must be 500 characters or fewer.';
  end if;
  if p_amount_kobo is null or p_amount_kobo <= 0 then
    raise exception using errcode = '22023', message = 'Enter an amount above zero.';
  end if;
  select b.* into v_booking from public.bookings b where b.id = p_booking_id for update;
  if v_booking.id is null then
    raise exception using errcode = 'PT404', message = 'Booking not found.';
  end if;
  v_left := private.refundable_on_booking(v_booking.id);
  if v_left <= 0 then
    raise exception using
      errcode = 'PT409', message = 'Nothing left to refund on ' || v_booking.reference || '.';
  end if;
  if p_amount_kobo > v_left then
    raise exception using
      errcode = 'PT409',
      message = 'That is more than the ' || private.naira_text(v_left) || ' left to refund.';
  end if;
  v_ids := private.queue_refunds(v_booking.id, p_amount_kobo, v_reason);
  return query select p.* from public.payments p where p.id = any (v_ids) order by p.created_at, p.id;
end;
$$;

comment on function public.request_refund(uuid, bigint, text) is
  'An administrator refunds part or all of a booking''s online payments, with a reason (1–500 characters): queues pending refunds (the action log records them with the administrator as actor) for the payments function to send. 403 not an administrator, 400 bad input, 404 unknown booking, 409 nothing or not that much left to refund.';
revoke all on function public.request_refund(uuid, bigint, text) from public, anon, authenticated;
grant execute on function public.request_refund(uuid, bigint, text) to authenticated, service_role;

-- The rider's page, the admin's sheet and a webhook may all ask to send a booking's refunds at
-- once: each refund is claimed (processing, sent_at) by exactly one caller before it is sent, as
-- Paystack's refund API takes no reference of ours to refuse a second request for the same money.
create function public.refunds_to_send(
  p_booking_id uuid default null,
  p_booking_reference text default null
)
returns table (
  refund_id uuid,
  booking_id uuid,
  booking_reference text,
  amount_kobo bigint,
  charge_reference text,
  reason text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return query
  with claimed as (
    update public.payments r
    set status = 'processing', sent_at = now()
    where r.id in (
      select x.id from public.payments x
      where x.kind = 'refund' and x.provider_id is null
        and (x.status = 'pending'
          -- A claim whose sender never came back (it crashed) is taken again after five minutes.
          or (x.status = 'processing' and x.sent_at < now() - interval '5 minutes'))
        and (p_booking_id is null or x.booking_id = p_booking_id)
        and (p_booking_reference is null or x.booking_id = (
          select b.id from public.bookings b where b.reference = upper(btrim(p_booking_reference))))
      order by x.created_at, x.id
      for update skip locked
    )
    returning r.id, r.booking_id, r.amount_kobo, r.refund_of, r.reason, r.created_at
  )
  select c.id, b.id, b.reference, c.amount_kobo, ch.provider_reference, c.reason
  from claimed c
  join public.payments ch on ch.id = c.refund_of
  join public.bookings b on b.id = c.booking_id
  order by c.created_at, c.id;
end;
$$;

comment on function public.refunds_to_send(uuid, text) is
  'Claims the refunds waiting to be sent to Paystack (of one booking, by id or reference, or all) and returns them with the charge reference Paystack refunds against: each is marked processing with sent_at, so a concurrent caller gets nothing; a claim left unanswered for five minutes is handed out again. Release one that could not be sent with mark_refund_sent(…, ''pending''). Service role only.';
revoke all on function public.refunds_to_send(uuid, text) from public, anon, authenticated;
grant execute on function public.refunds_to_send(uuid, text) to service_role;

create function public.mark_refund_sent(
  p_refund_id uuid,
  p_provider_id text,
  p_status text,
  p_message text
)
returns public.payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_refund public.payments;
begin
  if p_status is null or p_status not in ('pending', 'processing', 'succeeded', 'failed') then
    raise exception using errcode = '22023', message = 'Unknown refund status.';
  end if;
  select p.* into v_refund from public.payments p
  where p.id = p_refund_id and p.kind = 'refund' for update;
  if v_refund.id is not null and p_status = 'pending' then
    -- Paystack could not be reached: the claim is released for the next attempt.
    update public.payments p
    set status = 'pending', sent_at = null
    where p.id = v_refund.id and p.status = 'processing' and p.provider_id is null;
    select p.* into v_refund from public.payments p where p.id = p_refund_id;
    return v_refund;
  end if;
  if v_refund.id is null then
    raise exception using errcode = 'PT404', message = 'Refund not found.';
  end if;
  -- A webhook may have settled it already; it only ever moves forward.
  update public.payments p
  set provider_reference = coalesce(p.provider_reference, nullif(p_provider_id, '')),
    provider_id = coalesce(p.provider_id, nullif(p_provider_id, '')),
    status = case when p.status in ('pending', 'processing') then p_status else p.status end,
    failure_reason = case
      when p.status in ('pending', 'processing') and p_status = 'failed'
        then left(coalesce(nullif(btrim(p_message), ''), 'Refund failed.'), 500)
      else p.failure_reason end,
    received_at = case
      when p.status in ('pending', 'processing') and p_status = 'succeeded' then now()
      else p.received_at end
  where p.id = v_refund.id
  returning * into v_refund;
  return v_refund;
end;
$$;

comment on function public.mark_refund_sent(uuid, text, text, text) is
  'Stamps a refund after asking Paystack for it: its Paystack id and processing, succeeded or failed; pending releases a claim that could not be sent. Never moves a settled refund back. Service role only.';
revoke all on function public.mark_refund_sent(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.mark_refund_sent(uuid, text, text, text) to service_role;

create function public.record_paystack_refund(
  p_charge_reference text,
  p_provider_id text,
  p_status text,
  p_amount_kobo bigint,
  p_message text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_refund public.payments;
  v_booking_reference text;
begin
  if p_status is null or p_status not in ('processed', 'failed') then
    raise exception using errcode = '22023', message = 'Unknown refund status.';
  end if;
  -- By Paystack's id when we stamped it; else (the webhook beat our own stamp) the oldest open
  -- refund of that charge for that amount.
  select r.* into v_refund
  from public.payments r
  join public.payments c on c.id = r.refund_of
  where c.provider_reference = p_charge_reference and r.kind = 'refund'
    and (r.provider_id = p_provider_id
      or (r.status in ('pending', 'processing') and r.amount_kobo = p_amount_kobo))
  order by (r.provider_id = p_provider_id) desc nulls last, r.created_at
  limit 1
  for update of r;
  if v_refund.id is null then
    return jsonb_build_object('outcome', 'unknown');
  end if;
  select b.reference into v_booking_reference from public.bookings b where b.id = v_refund.booking_id;
  if v_refund.status not in ('pending', 'processing') then
    return jsonb_build_object(
      'outcome', 'unchanged', 'refund_id', v_refund.id, 'booking_reference', v_booking_reference);
  end if;
  update public.payments p
  set status = case p_status when 'processed' then 'succeeded' else 'failed' end,
    provider_id = coalesce(p.provider_id, nullif(p_provider_id, '')),
    provider_reference = coalesce(p.provider_reference, nullif(p_provider_id, '')),
    received_at = case when p_status = 'processed' then now() else p.received_at end,
    failure_reason = case
      when p_status = 'failed' then left(coalesce(nullif(btrim(p_message), ''), 'Refund failed.'), 500)
    end
  where p.id = v_refund.id;
  return jsonb_build_object(
    'outcome', 'recorded', 'refund_id', v_refund.id, 'booking_reference', v_booking_reference);
end;
$$;

comment on function public.record_paystack_refund(text, text, text, bigint, text) is
  'Records Paystack''s refund.processed / refund.failed for a refund of one of our charges, once: outcome recorded, unchanged (already settled) or unknown. Service role only.';
revoke all on function public.record_paystack_refund(text, text, text, bigint, text) from public, anon, authenticated;
grant execute on function public.record_paystack_refund(text, text, text, bigint, text) to service_role;

-- What the ride page shows ----------------------------------------------------------------------

create function public.ride_payment(p_reference text, p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_booking_id uuid;
  v_access text;
  v_booking public.bookings;
  v_charged bigint;
  v_refunded bigint;
  v_refunding bigint;
  v_paid bigint;
  v_manage boolean;
begin
  select a.booking_id, a.access into v_booking_id, v_access
  from private.rider_access(p_reference, p_token) a;
  if v_booking_id is null then
    raise exception using errcode = 'PT404', message = 'Ride not found.';
  end if;
  v_manage := v_access = 'manage';
  select b.* into v_booking from public.bookings b where b.id = v_booking_id;
  select
    coalesce(sum(p.amount_kobo) filter (where p.kind = 'charge' and p.status = 'succeeded'), 0),
    coalesce(sum(p.amount_kobo) filter (where p.kind = 'refund' and p.status = 'succeeded'), 0),
    coalesce(sum(p.amount_kobo) filter (where p.kind = 'refund' and p.status in ('pending', 'processing')), 0)
  into v_charged, v_refunded, v_refunding
  from public.payments p
  where p.booking_id = v_booking_id;
  v_paid := v_charged - v_refunded;

  return jsonb_build_object(
    'state', case
      when v_charged = 0 then 'unpaid'
      when v_refunding > 0 then 'refund_pending'
      when v_refunded >= v_charged then 'refunded'
      when v_refunded > 0 then 'part_refunded'
      when v_paid >= v_booking.fare_kobo then 'paid'
      else 'part_paid'
    end,
    'fare_kobo', v_booking.fare_kobo,
    'paid_kobo', v_paid,
    'refunded_kobo', v_refunded,
    'due_kobo', case when v_booking.status = 'cancelled' then 0
      else greatest(v_booking.fare_kobo - v_paid, 0) end,
    'can_pay', v_manage and v_booking.status <> 'cancelled' and v_booking.fare_kobo - v_paid > 0,
    'customer_name', case when v_manage then v_booking.customer_name end,
    'customer_email', case when v_manage then v_booking.customer_email end,
    'payments', case when not v_manage then '[]'::jsonb else coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', p.id, 'kind', p.kind, 'method', p.method, 'channel', p.channel, 'status', p.status,
          'amount_kobo', p.amount_kobo,
          'provider_reference', case when p.kind = 'charge' then p.provider_reference
            else (select c.provider_reference from public.payments c where c.id = p.refund_of) end,
          'reason', p.reason, 'at', p.received_at)
        order by p.received_at, p.created_at)
      from public.payments p
      where p.booking_id = v_booking_id
        and (p.kind = 'refund' and p.status <> 'failed' or p.kind = 'charge' and p.status = 'succeeded')
    ), '[]'::jsonb) end
  );
end;
$$;

comment on function public.ride_payment(text, text) is
  'A ride''s payment as its page and receipt show it: state (unpaid, paid, part_paid, refund_pending, refunded, part_refunded), fare, money kept, refunded, due, whether the caller can pay, and (manage access only) the customer and the ledger rows (succeeded charges, refunds not failed; a refund carries its charge''s reference). By manage or share token, or signed in as its customer. 404 "Ride not found.".';
revoke all on function public.ride_payment(text, text) from public, anon, authenticated;
grant execute on function public.ride_payment(text, text) to anon, authenticated, service_role;

-- Webhook events, each handled once ---------------------------------------------------------------

create table public.paystack_events (
  id bigint generated always as identity primary key,
  event text not null,
  event_key text not null,
  payload jsonb not null,
  outcome text,
  received_at timestamptz not null default now(),
  handled_at timestamptz,
  constraint paystack_events_once unique (event, event_key),
  constraint paystack_events_event_at_most_60_characters check (char_length(event) <= 60),
  constraint paystack_events_event_key_at_most_200_characters check (char_length(event_key) <= 200)
);

create index paystack_events_received_at_idx on public.paystack_events (received_at desc);

alter table public.paystack_events enable row level security;
create policy "admins read paystack events"
  on public.paystack_events for select to authenticated
  using ((select public.is_admin()));
revoke all on table public.paystack_events from anon, authenticated;
grant select on table public.paystack_events to authenticated;
revoke all on sequence public.paystack_events_id_seq from anon, authenticated;

comment on table public.paystack_events is
  'Every signed Paystack webhook event, once per (event, key): the charge or transfer reference, or the refund id. Written by paystack-webhook through claim_paystack_event.';

create function public.claim_paystack_event(p_event text, p_key text, p_payload jsonb)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.paystack_events (event, event_key, payload)
  values (p_event, p_key, coalesce(p_payload, '{}'::jsonb))
  on conflict on constraint paystack_events_once do nothing;
  if found then
    return true;
  end if;
  -- Seen before: handle it again only if the earlier attempt never finished.
  return exists (
    select 1 from public.paystack_events e
    where e.event = p_event and e.event_key = p_key and e.handled_at is null
  );
end;
$$;

comment on function public.claim_paystack_event(text, text, jsonb) is
  'Stores a webhook event and says whether to handle it: true the first time, and again while an earlier attempt has not finished; false for a replay. Service role only.';
revoke all on function public.claim_paystack_event(text, text, jsonb) from public, anon, authenticated;
grant execute on function public.claim_paystack_event(text, text, jsonb) to service_role;

create function public.finish_paystack_event(p_event text, p_key text, p_outcome text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.paystack_events e
  set outcome = left(p_outcome, 60), handled_at = now()
  where e.event = p_event and e.event_key = p_key
$$;

comment on function public.finish_paystack_event(text, text, text) is
  'Marks a webhook event handled, with its outcome. Service role only.';
revoke all on function public.finish_paystack_event(text, text, text) from public, anon, authenticated;
grant execute on function public.finish_paystack_event(text, text, text) to service_role;

-- Owners' payout accounts ------------------------------------------------------------------------

-- Written only by the payouts function after Paystack resolved the account's name and created a
-- transfer recipient, so the name shown is the bank's, not what was typed.
create table public.owner_bank_accounts (
  owner_id uuid primary key references auth.users (id) on delete cascade,
  id uuid not null default gen_random_uuid() unique,
  bank_code text not null,
  bank_name text not null,
  account_number text not null,
  account_name text not null,
  recipient_code text not null,
  verified_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint owner_bank_accounts_account_number_ten_digits check (account_number ~ '^[0-9]{10}$'),
  constraint owner_bank_accounts_bank_code_valid check (bank_code ~ '^[0-9A-Za-z]{1,20}$'),
  constraint owner_bank_accounts_bank_name_not_blank
    check (btrim(bank_name) <> '' and char_length(bank_name) <= 120),
  constraint owner_bank_accounts_account_name_not_blank
    check (btrim(account_name) <> '' and char_length(account_name) <= 200),
  constraint owner_bank_accounts_recipient_code_not_blank
    check (btrim(recipient_code) <> '' and char_length(recipient_code) <= 60)
);

create trigger owner_bank_accounts_audit
  after insert or update or delete on public.owner_bank_accounts
  for each row execute function public.audit_row_change();

alter table public.owner_bank_accounts enable row level security;
create policy "owners read their payout account, admins all"
  on public.owner_bank_accounts for select to authenticated
  using ((select public.is_admin()) or owner_id = (select auth.uid()));
revoke all on table public.owner_bank_accounts from anon, authenticated;
grant select on table public.owner_bank_accounts to authenticated;

comment on column public.owner_bank_accounts.id is 'Surrogate key, so the action log can name the row.';
comment on table public.owner_bank_accounts is
  'Where each owner is paid: a Nigerian bank account whose name Paystack resolved, with its Paystack transfer recipient. Written by save_owner_bank_account (service role) only.';

create function public.save_owner_bank_account(
  p_owner_id uuid,
  p_bank_code text,
  p_bank_name text,
  p_account_number text,
  p_account_name text,
  p_recipient_code text
)
returns public.owner_bank_accounts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_account public.owner_bank_accounts;
begin
  if not exists (
    select 1 from auth.users u
    where u.id = p_owner_id and u.raw_app_meta_data ->> 'role' = 'owner'
  ) then
    raise exception using errcode = '42501', message = 'Only vehicle owners have a payout account.';
  end if;
  insert into public.owner_bank_accounts as a
    (owner_id, bank_code, bank_name, account_number, account_name, recipient_code)
  values (p_owner_id, btrim(p_bank_code), btrim(p_bank_name), btrim(p_account_number),
    btrim(p_account_name), btrim(p_recipient_code))
  on conflict (owner_id) do update
  set bank_code = excluded.bank_code, bank_name = excluded.bank_name,
    account_number = excluded.account_number, account_name = excluded.account_name,
    recipient_code = excluded.recipient_code, verified_at = now(), updated_at = now()
  returning * into v_account;
  return v_account;
end;
$$;

comment on function public.save_owner_bank_account(uuid, text, text, text, text, text) is
  'Saves (or replaces) an owner''s verified payout account. 403 when the user is not an owner. Service role only: the payouts function calls it after Paystack resolved the account.';
revoke all on function public.save_owner_bank_account(uuid, text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.save_owner_bank_account(uuid, text, text, text, text, text) to service_role;

-- Owners' payouts ------------------------------------------------------------------------------

create table public.owner_payouts (
  id uuid primary key default gen_random_uuid(),
  period date not null references public.report_periods (period) on delete restrict,
  owner_id uuid references auth.users (id) on delete set null,
  owner_name text not null,
  amount_kobo bigint not null,
  method text not null,
  status text not null default 'pending',
  reference text not null unique,
  transfer_code text,
  bank_reference text,
  account_label text,
  failure_reason text,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  constraint owner_payouts_amount_kobo_positive check (amount_kobo > 0),
  constraint owner_payouts_method_known check (method in ('paystack_transfer', 'bank_transfer')),
  constraint owner_payouts_status_known check (status in ('pending', 'succeeded', 'failed', 'reversed')),
  constraint owner_payouts_bank_transfer_has_reference
    check (method <> 'bank_transfer' or btrim(bank_reference) <> ''),
  constraint owner_payouts_bank_reference_at_most_100_characters check (char_length(bank_reference) <= 100),
  constraint owner_payouts_failure_reason_at_most_500_characters check (char_length(failure_reason) <= 500),
  constraint owner_payouts_owner_name_not_blank check (btrim(owner_name) <> '')
);

-- One live payout per owner and month: a failed or reversed one can be retried, never doubled.
create unique index owner_payouts_live_once
  on public.owner_payouts (period, coalesce(owner_id::text, 'name:' || owner_name))
  where status in ('pending', 'succeeded');
create index owner_payouts_owner_id_idx on public.owner_payouts (owner_id, period desc);
create index owner_payouts_created_by_idx on public.owner_payouts (created_by);

create trigger owner_payouts_audit
  after insert or update or delete on public.owner_payouts
  for each row execute function public.audit_row_change();

alter table public.owner_payouts enable row level security;
create policy "owners read their payouts, admins all"
  on public.owner_payouts for select to authenticated
  using ((select public.is_admin()) or owner_id = (select auth.uid()));
revoke all on table public.owner_payouts from anon, authenticated;
grant select on table public.owner_payouts to authenticated;

comment on table public.owner_payouts is
  'What each owner was paid for a month: by Paystack transfer (pending until Paystack says success, failed or reversed) or by an outside bank transfer with its reference. Written through pay_period and retry_payout.';

-- The month's owners and what each is owed: vehicles linked to an owner account are grouped by
-- account, the others by the owner name typed on the vehicle.
create function private.period_owner_amounts(p_period date)
returns table (owner_id uuid, owner_name text, amount_kobo bigint, vehicles integer)
language sql
stable
security definer
set search_path = ''
as $$
  select f.owner_id, max(f.owner), sum(r.payout_kobo)::bigint, count(*)::integer
  from public.revenue_reports r
  join public.fleets f on f.id = r.vehicle_id
  where r.period = p_period
  group by f.owner_id, case when f.owner_id is null then f.owner end
$$;

comment on function private.period_owner_amounts(date) is
  'Each owner''s payout for a month (sum of their vehicles'' revenue reports): by owner account, else by the vehicle''s owner name.';
revoke all on function private.period_owner_amounts(date) from public, anon, authenticated;

create function private.account_label(a public.owner_bank_accounts)
returns text
language sql
immutable
set search_path = ''
as $$
  select a.bank_name || ' ••••' || right(a.account_number, 4) || ' · ' || a.account_name
$$;

comment on function private.account_label(public.owner_bank_accounts) is
  'How a payout account is shown: bank, last four digits, account name.';
revoke all on function private.account_label(public.owner_bank_accounts) from public, anon, authenticated;

create function public.period_payout_plan(p_period date)
returns table (
  owner_id uuid,
  owner_name text,
  amount_kobo bigint,
  vehicles integer,
  account_label text,
  can_transfer boolean,
  payout_id uuid,
  payout_status text,
  payout_method text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can pay owners.';
  end if;
  return query
  select o.owner_id, o.owner_name, o.amount_kobo, o.vehicles,
    private.account_label(a), a.owner_id is not null,
    p.id, p.status, p.method
  from private.period_owner_amounts(p_period) o
  left join public.owner_bank_accounts a on a.owner_id = o.owner_id
  left join lateral (
    select x.* from public.owner_payouts x
    where x.period = p_period
      and coalesce(x.owner_id::text, 'name:' || x.owner_name)
        = coalesce(o.owner_id::text, 'name:' || o.owner_name)
    order by x.created_at desc
    limit 1
  ) p on true
  order by o.owner_name, o.owner_id;
end;
$$;

comment on function public.period_payout_plan(date) is
  'The owners of a closed month with what each is owed, their verified payout account (if any) and their latest payout. Administrators only (403).';
revoke all on function public.period_payout_plan(date) from public, anon, authenticated;
grant execute on function public.period_payout_plan(date) to authenticated, service_role;

create function private.new_payout_reference(p_period date)
returns text
language sql
volatile
set search_path = ''
as $$
  select 'po-' || to_char(p_period, 'YYYYMM') || '-' || left(replace(gen_random_uuid()::text, '-', ''), 12)
$$;

comment on function private.new_payout_reference(date) is
  'A payout''s own reference for Paystack, which takes lower-case transfer references only: po-<yyyymm>-<12 hex>.';
revoke all on function private.new_payout_reference(date) from public, anon, authenticated;

-- One payout row as the admin chose it: by Paystack transfer (pending, needs a verified account)
-- or recorded as an outside bank transfer (paid, with its reference).
create function private.insert_payout(
  p_period date,
  p_owner_id uuid,
  p_owner_name text,
  p_amount_kobo bigint,
  p_method text,
  p_bank_reference text
)
returns public.owner_payouts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_account public.owner_bank_accounts;
  v_reference text := nullif(btrim(coalesce(p_bank_reference, '')), '');
  v_payout public.owner_payouts;
begin
  if p_method is null or p_method not in ('paystack_transfer', 'bank_transfer') then
    raise exception using errcode = '22023', message = 'Choose how to pay ' || p_owner_name || '.';
  end if;
  if p_method = 'bank_transfer' then
    if v_reference is null then
      raise exception using
        errcode = '22023', message = 'Enter the bank transfer reference for ' || p_owner_name || '.';
    end if;
    if char_length(v_reference) > 100 then
      raise exception using
        errcode = '22023', message = 'A transfer reference is at most 100 characters.';
    end if;
  else
    select a.* into v_account from public.owner_bank_accounts a where a.owner_id = p_owner_id;
    if v_account.owner_id is null then
      raise exception using
        errcode = 'PT409', message = p_owner_name || ' has no verified bank account.';
    end if;
  end if;
  insert into public.owner_payouts
    (period, owner_id, owner_name, amount_kobo, method, status, reference, bank_reference,
     account_label, completed_at)
  values (
    p_period, p_owner_id, p_owner_name, p_amount_kobo, p_method,
    case p_method when 'bank_transfer' then 'succeeded' else 'pending' end,
    private.new_payout_reference(p_period),
    case p_method when 'bank_transfer' then v_reference end,
    case when v_account.owner_id is not null then private.account_label(v_account) end,
    case p_method when 'bank_transfer' then now() end
  )
  returning * into v_payout;
  return v_payout;
end;
$$;

comment on function private.insert_payout(date, uuid, text, bigint, text, text) is
  'Adds one owner payout: a pending Paystack transfer (409 without a verified account) or a paid outside bank transfer (400 without its reference).';
revoke all on function private.insert_payout(date, uuid, text, bigint, text, text) from public, anon, authenticated;

create function public.pay_period(p_period date, p_payouts jsonb)
returns setof public.owner_payouts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_period public.report_periods;
  v_choice jsonb;
  v_ids uuid[] := '{}'::uuid[];
  r record;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can pay owners.';
  end if;
  perform private.check_period(p_period, 'pay');
  if p_payouts is null or jsonb_typeof(p_payouts) <> 'array' then
    raise exception using errcode = '22023', message = 'Say how each owner is paid.';
  end if;
  select p.* into v_period from public.report_periods p where p.period = p_period for update;
  if v_period.period is null then
    raise exception using
      errcode = 'PT404',
      message = private.period_name(p_period) || ' has not been closed: close it before paying owners.';
  end if;
  if v_period.status = 'paid' then
    raise exception using errcode = 'PT409', message = private.period_name(p_period) || ' is already paid.';
  end if;
  if not exists (select 1 from public.revenue_reports x where x.period = p_period) then
    raise exception using
      errcode = 'PT409',
      message = private.period_name(p_period) || ' has no revenue reports: there is nothing to pay.';
  end if;

  for r in select o.* from private.period_owner_amounts(p_period) o where o.amount_kobo > 0
    order by o.owner_name
  loop
    v_choice := null;
    select c.value into v_choice
    from jsonb_array_elements(p_payouts) as c (value)
    where case when r.owner_id is not null then c.value ->> 'owner_id' = r.owner_id::text
      else c.value ->> 'owner_id' is null and c.value ->> 'owner_name' = r.owner_name end
    limit 1;
    if v_choice is null then
      raise exception using errcode = '22023', message = 'Choose how to pay ' || r.owner_name || '.';
    end if;
    v_ids := v_ids || (private.insert_payout(
      p_period, r.owner_id, r.owner_name, r.amount_kobo, v_choice ->> 'method',
      v_choice ->> 'bank_reference')).id;
  end loop;

  update public.report_periods p
  set status = 'paid', paid_at = now(), paid_by = auth.uid()
  where p.period = p_period;
  return query select x.* from public.owner_payouts x where x.id = any (v_ids) order by x.owner_name;
end;
$$;

comment on function public.pay_period(date, jsonb) is
  'Pays a closed month''s owners and marks it paid (its reports locked for good): p_payouts says, per owner owed money ({owner_id, or owner_name for a vehicle without an owner account; method paystack_transfer | bank_transfer; bank_reference}), how. Bank transfers are recorded as paid; Paystack transfers are pending for the payouts function to send. Administrators only; 400 a choice missing or incomplete, 404 never closed, 409 already paid, nothing to pay or no verified account.';
revoke all on function public.pay_period(date, jsonb) from public, anon, authenticated;
grant execute on function public.pay_period(date, jsonb) to authenticated, service_role;

create function public.retry_payout(p_payout_id uuid, p_method text, p_bank_reference text)
returns public.owner_payouts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.owner_payouts;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can pay owners.';
  end if;
  select p.* into v_old from public.owner_payouts p where p.id = p_payout_id for update;
  if v_old.id is null then
    raise exception using errcode = 'PT404', message = 'Payout not found.';
  end if;
  if v_old.status not in ('failed', 'reversed') then
    raise exception using
      errcode = 'PT409', message = 'Only a failed or reversed payout can be paid again.';
  end if;
  if exists (
    select 1 from public.owner_payouts p
    where p.period = v_old.period and p.status in ('pending', 'succeeded')
      and coalesce(p.owner_id::text, 'name:' || p.owner_name)
        = coalesce(v_old.owner_id::text, 'name:' || v_old.owner_name)
  ) then
    raise exception using
      errcode = 'PT409', message = v_old.owner_name || ' has already been paid again for this month.';
  end if;
  return private.insert_payout(
    v_old.period, v_old.owner_id, v_old.owner_name, v_old.amount_kobo, p_method, p_bank_reference);
end;
$$;

comment on function public.retry_payout(uuid, text, text) is
  'Pays a failed or reversed owner payout again, as a new row (the old one stays for the record): by Paystack transfer or as an outside bank transfer with its reference. Administrators only; 404 unknown, 409 not failed or reversed, or already paid again.';
revoke all on function public.retry_payout(uuid, text, text) from public, anon, authenticated;
grant execute on function public.retry_payout(uuid, text, text) to authenticated, service_role;

create function public.payouts_to_send(p_period date default null)
returns table (
  payout_id uuid,
  reference text,
  amount_kobo bigint,
  recipient_code text,
  owner_name text,
  period date
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.reference, p.amount_kobo, a.recipient_code, p.owner_name, p.period
  from public.owner_payouts p
  join public.owner_bank_accounts a on a.owner_id = p.owner_id
  where p.method = 'paystack_transfer' and p.status = 'pending' and p.transfer_code is null
    and (p_period is null or p.period = p_period)
  order by p.created_at, p.id
$$;

comment on function public.payouts_to_send(date) is
  'Paystack payouts not yet sent (no transfer code), with the owner''s transfer recipient. Service role only.';
revoke all on function public.payouts_to_send(date) from public, anon, authenticated;
grant execute on function public.payouts_to_send(date) to service_role;

create function public.mark_payout_sent(
  p_payout_id uuid,
  p_transfer_code text,
  p_status text,
  p_message text
)
returns public.owner_payouts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payout public.owner_payouts;
begin
  if p_status is null or p_status not in ('pending', 'succeeded', 'failed') then
    raise exception using errcode = '22023', message = 'Unknown payout status.';
  end if;
  update public.owner_payouts p
  set transfer_code = coalesce(p.transfer_code, nullif(p_transfer_code, '')),
    status = case when p.status = 'pending' then p_status else p.status end,
    failure_reason = case when p.status = 'pending' and p_status = 'failed'
      then left(coalesce(nullif(btrim(p_message), ''), 'Transfer failed.'), 500) else p.failure_reason end,
    completed_at = case when p.status = 'pending' and p_status = 'succeeded' then now() else p.completed_at end
  where p.id = p_payout_id
  returning * into v_payout;
  if v_payout.id is null then
    raise exception using errcode = 'PT404', message = 'Payout not found.';
  end if;
  return v_payout;
end;
$$;

comment on function public.mark_payout_sent(uuid, text, text, text) is
  'Stamps a payout after asking Paystack for the transfer: its transfer code and pending, succeeded or failed. Never moves a settled payout. Service role only.';
revoke all on function public.mark_payout_sent(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.mark_payout_sent(uuid, text, text, text) to service_role;

create function public.record_paystack_transfer(
  p_reference text,
  p_transfer_code text,
  p_status text,
  p_amount_kobo bigint,
  p_message text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payout public.owner_payouts;
  v_next text;
begin
  if p_status is null or p_status not in ('success', 'failed', 'reversed') then
    raise exception using errcode = '22023', message = 'Unknown transfer status.';
  end if;
  select p.* into v_payout from public.owner_payouts p
  where p.reference = lower(p_reference) and p.method = 'paystack_transfer' for update;
  if v_payout.id is null then
    return jsonb_build_object('outcome', 'unknown');
  end if;
  if p_amount_kobo is distinct from v_payout.amount_kobo then
    return jsonb_build_object('outcome', 'mismatch', 'payout_id', v_payout.id);
  end if;
  v_next := case p_status when 'success' then 'succeeded' else p_status end;
  -- Forward only: pending → succeeded | failed | reversed, succeeded → reversed. A success
  -- arriving after a reversal is stale.
  if not (v_payout.status = 'pending' or (v_payout.status = 'succeeded' and v_next = 'reversed')) then
    return jsonb_build_object('outcome', 'unchanged', 'payout_id', v_payout.id);
  end if;
  update public.owner_payouts p
  set status = v_next,
    transfer_code = coalesce(p.transfer_code, nullif(p_transfer_code, '')),
    failure_reason = case when v_next in ('failed', 'reversed')
      then left(coalesce(nullif(btrim(p_message), ''), 'Transfer ' || v_next || '.'), 500) end,
    completed_at = now()
  where p.id = v_payout.id;
  return jsonb_build_object('outcome', 'recorded', 'payout_id', v_payout.id);
end;
$$;

comment on function public.record_paystack_transfer(text, text, text, bigint, text) is
  'Records Paystack''s transfer.success / failed / reversed for one of our payouts, forward only (pending → succeeded, failed or reversed; succeeded → reversed): outcome recorded, unchanged, mismatch (amount differs: nothing changed) or unknown. Service role only.';
revoke all on function public.record_paystack_transfer(text, text, text, bigint, text) from public, anon, authenticated;
grant execute on function public.record_paystack_transfer(text, text, text, bigint, text) to service_role;

-- How a month's trips were paid ------------------------------------------------------------------

create function private.paid_how(p_method text, p_channel text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_method = 'cash' then 'Cash'
    when p_channel = 'card' then 'Card'
    when p_channel = 'bank_transfer' then 'Bank transfer'
    when p_channel = 'ussd' then 'USSD'
    when p_channel is null or p_channel = '' then 'Online'
    else initcap(replace(p_channel, '_', ' '))
  end
$$;

comment on function private.paid_how(text, text) is 'A payment''s method in words: Cash, Card, Bank transfer, USSD, …';
revoke all on function private.paid_how(text, text) from public, anon, authenticated;

create function public.period_payments(p_period date)
returns table (
  booking_reference text,
  vehicle_plate text,
  completed_at timestamptz,
  fare_kobo bigint,
  paid_kobo bigint,
  refunded_kobo bigint,
  paid_how text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can read payments.';
  end if;
  return query
  select b.reference, f.registration_number, b.completed_at, b.fare_kobo,
    coalesce(m.charged, 0) - coalesce(m.refunded, 0), coalesce(m.refunded, 0),
    coalesce(m.how, 'Unpaid')
  from public.revenue_report_sources s
  join public.bookings b on b.id = s.booking_id
  join public.fleets f on f.id = s.vehicle_id
  left join lateral (
    select
      sum(p.amount_kobo) filter (where p.kind = 'charge')::bigint as charged,
      sum(p.amount_kobo) filter (where p.kind = 'refund')::bigint as refunded,
      string_agg(distinct private.paid_how(p.method, p.channel), ' + '
        order by private.paid_how(p.method, p.channel))
        filter (where p.kind = 'charge') as how
    from public.payments p
    where p.booking_id = b.id and p.status = 'succeeded'
  ) m on true
  where s.period = p_period and s.kind = 'trip'
  order by b.completed_at, b.reference;
end;
$$;

comment on function public.period_payments(date) is
  'The trips a closed month summed, each with its fare, money kept, refunds and how it was paid (Cash, Card, Bank transfer, USSD, joined with + when mixed; Unpaid when nothing was received). Administrators only (403).';
revoke all on function public.period_payments(date) from public, anon, authenticated;
grant execute on function public.period_payments(date) to authenticated, service_role;

-- The payment and refund e-mails go once each, whatever the address --------------------------------

drop index public.email_outbox_booking_update_once_idx;
create unique index email_outbox_booking_update_once_idx
  on public.email_outbox (related_id, type)
  where type in ('booking_assigned', 'booking_receipt', 'booking_cancelled', 'payment_received',
      'refund_processed')
    and status <> 'failed';
comment on index public.email_outbox_booking_update_once_idx is
  'At most one queued or sent e-mail of each kind after booking, whatever the address: booking_assigned, booking_receipt and booking_cancelled per booking (related_id is the booking), payment_received per charge and refund_processed per refund (related_id is the payment row). A failed send does not count, so asking again retries it.';

-- Money received, from the ledger ------------------------------------------------------------------

-- The reports screen shows what was earned (closed months' revenue reports) beside what was
-- actually received in the same months: each way of paying, and the refunds, summed here.
create function public.report_collections(p_from date default null, p_to date default null)
returns table (how text, entries integer, amount_kobo bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_start timestamptz := date_trunc('month', p_from)::timestamp at time zone 'Africa/Lagos';
  v_end timestamptz :=
    (date_trunc('month', p_to) + interval '1 month')::timestamp at time zone 'Africa/Lagos';
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can see revenue reports.';
  end if;
  if p_from is not null and p_to is not null
    and date_trunc('month', p_from) > date_trunc('month', p_to) then
    raise exception using
      errcode = '22023', message = 'The start month must be on or before the end month.';
  end if;
  return query
  select case when p.kind = 'refund' then 'Refunds' else private.paid_how(p.method, p.channel) end,
    count(*)::integer,
    sum(case when p.kind = 'refund' then -p.amount_kobo else p.amount_kobo end)::bigint
  from public.payments p
  where p.status = 'succeeded'
    and (p_from is null or p.received_at >= v_start)
    and (p_to is null or p.received_at < v_end)
  group by 1
  order by min(case when p.kind = 'refund' then 1 else 0 end), 3 desc, 1;
end;
$$;

comment on function public.report_collections(date, date) is
  'Money received in the Lagos months p_from..p_to (either end null = open), from the ledger: one row per way of paying (Card, Bank transfer, USSD, Cash, …) with how many payments and their sum, then Refunds as a negative sum. Administrators only (403); 400 when the start is after the end.';
revoke all on function public.report_collections(date, date) from public, anon, authenticated;
grant execute on function public.report_collections(date, date) to authenticated, service_role;
