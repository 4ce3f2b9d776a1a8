-- A payment for an unknown booking answers 404 "Booking not found." (PT404) instead of P0002,
-- which PostgREST maps to 500, as 20261123000800 did for dispatch. The rest of the trigger is that
-- of 20261124003000_create_payments.sql.

create or replace function private.check_payment()
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
