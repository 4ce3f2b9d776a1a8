-- 20261125001300_create_driver_trip_step.sql restated set_booking_status from
-- 20261124002300_alter_dispatch_typed_results.sql and so lost the later change of
-- 20261124002500_alter_cancellation_reason_whitespace.sql: a reason made only of tabs or line
-- breaks reached the column's check (23514) instead of the readable 22023 "Give a reason for
-- cancelling.". This puts that trimming back; the vehicle and driver effects stay in the
-- bookings_apply_status_effects trigger. Comment and grants stand (create or replace keeps them).

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
    update public.bookings b set status = 'in-progress', started_at = now()
    where b.id = p_booking_id returning b.* into v_booking;

  elsif v_from = 'in-progress' and p_status = 'completed' then
    update public.bookings b set status = 'completed', completed_at = now()
    where b.id = p_booking_id returning b.* into v_booking;

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
