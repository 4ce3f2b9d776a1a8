-- Dispatch answers "not found" as 404. assign_booking and set_booking_status raised P0002 for an
-- unknown booking, driver or vehicle ("Booking not found.", "Driver not found.", "Vehicle not
-- found."), which PostgREST maps to 500, a server fault to clients, monitoring and retries; they now
-- raise PT404 (HTTP 404) with the same messages. The other errors were already 4xx and stay as they
-- were: 42501 not an administrator (403), 22023 missing input (400), P0001 a rule refused the move
-- (400). Bodies are otherwise those of 20260601002200_create_booking_transitions.sql, with the
-- caller's rights set by 20260601002700_alter_dispatch_functions_invoker.sql; comments and grants
-- are kept.

create or replace function public.assert_assignable(
  p_booking public.bookings,
  p_driver_id uuid,
  p_vehicle_id uuid
)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_driver public.drivers;
  v_vehicle public.fleets;
  v_clash text;
  v_trip_date date := (p_booking.booking_time at time zone 'Africa/Lagos')::date;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can assign bookings.';
  end if;
  if p_driver_id is null or p_vehicle_id is null then
    raise exception using errcode = '22023', message = 'Choose a driver and a vehicle.';
  end if;

  select d.* into v_driver from public.drivers d where d.id = p_driver_id for update;
  if v_driver.id is null then
    raise exception using errcode = 'PT404', message = 'Driver not found.';
  end if;
  select f.* into v_vehicle from public.fleets f where f.id = p_vehicle_id for update;
  if v_vehicle.id is null then
    raise exception using errcode = 'PT404', message = 'Vehicle not found.';
  end if;

  if v_driver.status <> 'active' then
    raise exception using errcode = 'P0001', message = v_driver.name || ' is inactive.';
  end if;
  if v_driver.license_expiry < v_trip_date then
    if v_driver.license_expiry < (now() at time zone 'Africa/Lagos')::date then
      raise exception using
        errcode = 'P0001',
        message = v_driver.name || '''s licence expired on ' || to_char(v_driver.license_expiry, 'FMDD FMMonth YYYY') || '.';
    end if;
    raise exception using
      errcode = 'P0001',
      message = v_driver.name || '''s licence expires on ' || to_char(v_driver.license_expiry, 'FMDD FMMonth YYYY')
        || ', before this trip.';
  end if;
  if v_vehicle.status = 'maintenance' then
    raise exception using
      errcode = 'P0001',
      message = v_vehicle.model || ' (' || v_vehicle.registration_number || ') is in maintenance.';
  end if;

  select b.reference into v_clash
  from public.bookings b
  where b.driver_id = p_driver_id
    and b.id <> p_booking.id
    and b.status in ('pending', 'confirmed', 'in-progress')
    and b.booking_time > p_booking.booking_time - interval '2 hours'
    and b.booking_time < p_booking.booking_time + interval '2 hours'
  order by b.booking_time
  limit 1;
  if v_clash is not null then
    raise exception using
      errcode = 'P0001',
      message = v_driver.name || ' is already booked at that time (' || v_clash || ').';
  end if;

  select b.reference into v_clash
  from public.bookings b
  where b.vehicle_id = p_vehicle_id
    and b.id <> p_booking.id
    and b.status in ('pending', 'confirmed', 'in-progress')
    and b.booking_time > p_booking.booking_time - interval '2 hours'
    and b.booking_time < p_booking.booking_time + interval '2 hours'
  order by b.booking_time
  limit 1;
  if v_clash is not null then
    raise exception using
      errcode = 'P0001',
      message = v_vehicle.model || ' (' || v_vehicle.registration_number || ') is already booked at that time ('
        || v_clash || ').';
  end if;
end;
$$;

create or replace function public.assign_booking(p_booking_id uuid, p_driver_id uuid, p_vehicle_id uuid)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can assign bookings.';
  end if;
  select b.* into v_booking from public.bookings b where b.id = p_booking_id for update;
  if v_booking.id is null then
    raise exception using errcode = 'PT404', message = 'Booking not found.';
  end if;
  if v_booking.status not in ('pending', 'confirmed') then
    raise exception using
      errcode = 'P0001',
      message = 'Only pending or confirmed bookings can be assigned; ' || v_booking.reference || ' is '
        || v_booking.status::text || '.';
  end if;

  perform public.assert_assignable(v_booking, p_driver_id, p_vehicle_id);

  update public.bookings b
  set driver_id = p_driver_id, vehicle_id = p_vehicle_id
  where b.id = p_booking_id
  returning b.* into v_booking;
  return to_jsonb(v_booking);
end;
$$;

create or replace function public.set_booking_status(p_booking_id uuid, p_status public.booking_status)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_from public.booking_status;
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
    return to_jsonb(v_booking);
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
    update public.bookings b set status = 'cancelled', cancelled_at = now()
    where b.id = p_booking_id returning b.* into v_booking;

  else
    raise exception using
      errcode = 'P0001',
      message = case when v_from::text ~ '^[aeiou]' then 'An ' else 'A ' end
        || v_from::text || ' booking cannot become ' || p_status::text || '.';
  end if;

  return to_jsonb(v_booking);
end;
$$;
