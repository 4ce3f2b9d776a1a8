-- A cancellation reason made only of tabs or line breaks was taken as given: btrim() strips spaces
-- alone. set_booking_status now trims every kind of white space before it checks the reason, and
-- the column refuses a reason without a visible character from any writer. Everything else in
-- set_booking_status is as in 20261124002300_alter_dispatch_typed_results.sql; its comment and
-- grants stand (create or replace keeps them).

alter table public.bookings
  drop constraint bookings_cancellation_reason_not_blank,
  add constraint bookings_cancellation_reason_not_blank check (cancellation_reason ~ '\S');

create or replace function public.set_booking_status(
  p_booking_id uuid,
  p_status public.booking_status,
  p_reason text default null
)
returns public.bookings
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_from public.booking_status;
  -- Trimmed of every kind of white space (btrim alone keeps tabs and line breaks).
  v_reason text := nullif(regexp_replace(coalesce(p_reason, ''), '^\s+|\s+$', '', 'g'), '');
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can change bookings.';
  end if;
  if p_status is null then
    raise exception using errcode = '22023', message = 'Choose a status.';
  end if;
  select b.* into v_booking from public.bookings b where b.id = p_booking_id for update;
  if v_booking.id is null then
    raise exception using errcode = 'PT404', message = 'Booking not found.';
  end if;
  v_from := v_booking.status;

  if v_from = p_status then
    return v_booking;
  end if;

  if v_from = 'pending' and p_status = 'confirmed' then
    if v_booking.driver_id is null or v_booking.vehicle_id is null then
      raise exception using
        errcode = 'P0001',
        message = 'Assign a driver and a vehicle before confirming ' || v_booking.reference || '.';
    end if;
    perform public.assert_assignable(v_booking, v_booking.driver_id, v_booking.vehicle_id);
    update public.bookings b set status = 'confirmed', confirmed_at = now()
    where b.id = p_booking_id returning b.* into v_booking;

  elsif v_from = 'confirmed' and p_status = 'in-progress' then
    if exists (select 1 from public.fleets f where f.id = v_booking.vehicle_id and f.status = 'maintenance') then
      raise exception using
        errcode = 'P0001',
        message = (select f.model || ' (' || f.registration_number || ') is in maintenance.'
                   from public.fleets f where f.id = v_booking.vehicle_id);
    end if;
    update public.fleets f set status = 'on-trip' where f.id = v_booking.vehicle_id;
    update public.bookings b set status = 'in-progress', started_at = now()
    where b.id = p_booking_id returning b.* into v_booking;

  elsif v_from = 'in-progress' and p_status = 'completed' then
    update public.bookings b set status = 'completed', completed_at = now()
    where b.id = p_booking_id returning b.* into v_booking;
    update public.fleets f set status = 'available'
    where f.id = v_booking.vehicle_id
      and f.status = 'on-trip'
      and not exists (
        select 1 from public.bookings o
        where o.vehicle_id = f.id and o.status = 'in-progress' and o.id <> v_booking.id
      );
    update public.drivers d set trips = d.trips + 1 where d.id = v_booking.driver_id;

  elsif v_from in ('pending', 'confirmed') and p_status = 'cancelled' then
    if v_reason is null then
      raise exception using errcode = '22023', message = 'Give a reason for cancelling.';
    end if;
    if char_length(v_reason) > 500 then
      raise exception using errcode = '22023', message = 'The reason must be 500 characters or fewer.';
    end if;
    update public.bookings b
    set status = 'cancelled', cancelled_at = now(), cancellation_reason = v_reason
    where b.id = p_booking_id returning b.* into v_booking;

  else
    raise exception using
      errcode = 'P0001',
      message = case when v_from::text ~ '^[aeiou]' then 'An ' else 'A ' end
        || v_from::text || ' booking cannot become ' || p_status::text || '.';
  end if;

  return v_booking;
end;
$$;
