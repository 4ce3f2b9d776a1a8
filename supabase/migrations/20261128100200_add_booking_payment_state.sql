-- The bookings list shows whether each completed ride has been paid and filters the completed
-- rides still owing cash. Payment state is read from payments as two computed fields of a
-- booking (functions of its row, which PostgREST selects and filters like columns), rather than
-- a total kept on bookings: writing a total there on every payment would add a booking change to
-- the action log and the booking's timeline for each cash collection.

create function public.paid_kobo(b public.bookings)
returns bigint
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(sum(p.amount_kobo), 0)::bigint
  from public.payments p
  where p.booking_id = b.id
$$;

comment on function public.paid_kobo(public.bookings) is
  'Computed field of a booking: the cash recorded against it, in kobo (0 when none). Reads '
  'payments under the caller''s row policy, so only an administrator sees a non-zero total.';

revoke all on function public.paid_kobo(public.bookings) from public, anon, authenticated;
grant execute on function public.paid_kobo(public.bookings) to authenticated;

create function public.payment_state(b public.bookings)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select case
    when b.status <> 'completed' then null
    when public.paid_kobo(b) >= b.fare_kobo then 'paid'
    else 'unpaid'
  end
$$;

comment on function public.payment_state(public.bookings) is
  'Computed field of a booking for the admin list and its paid/unpaid filter: ''paid'' when a '
  'completed ride''s payments reach its fare, ''unpaid'' when a completed ride still owes some or '
  'all of it, null before completion (nothing is owed yet) and after a cancellation.';

revoke all on function public.payment_state(public.bookings) from public, anon, authenticated;
grant execute on function public.payment_state(public.bookings) to authenticated;
