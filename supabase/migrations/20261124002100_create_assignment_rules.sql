-- One rule book for dispatch. The dispatch dialog lists every driver with the reason they cannot
-- take a booking, and assign_booking refuses the same pairs with the same sentence: both ask
-- private.assignment_problem(), so the list and the refusal cannot drift apart. A driver and a
-- vehicle can take a booking unless (first match wins, and is the reason given):
--   1. the driver is inactive;
--   2. the driver's licence has expired, or expires before the trip's date (Lagos);
--   3. the driver's licence or insurance is not verified or has expired
--      (private.driver_document_problem);
--   4. there is no vehicle (a driver without an assigned vehicle, in the dispatch list);
--   5. the vehicle is in maintenance;
--   6. the vehicle's class does not serve the ride: a premium, airport & hotel or corporate ride
--      needs a vehicle of that class; a standard ride may go in any class (an upgrade the
--      customer does not pay for);
--   7. the vehicle seats fewer than the ride needs, counting the driver's seat: 4 for standard,
--      premium and corporate rides (three passengers, the saloon the fares assume), 5 for airport
--      & hotel transfers (four travellers with luggage);
--   8. the driver, or 9. the vehicle, is on another pending, confirmed or in-progress booking
--      whose trip window overlaps this one's.
-- A trip window runs from the pickup time for the trip's predicted duration (bookings.duration_min,
-- from quote_fare) plus 30 minutes to reach the next pickup; a booking without a prediction is
-- taken to last 2 hours, the fixed window dispatch used before. So a 3-hour trip blocks its driver
-- for 3½ hours, and a 30-minute one for an hour.
--
-- assert_assignable becomes security definer again: the rule book and the document check live in
-- the private schema, which callers cannot reach; it still begins with is_admin().

create function private.service_label(p_service public.service_type)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select case p_service
    when 'standard' then 'Standard Ride'
    when 'premium' then 'Premium Ride'
    when 'airport_hotel' then 'Airport & Hotel Transfer'
    when 'corporate' then 'Corporate Ride'
  end
$$;

comment on function private.service_label(public.service_type) is
  'The service''s name as the site shows it (seed-spec §2), for dispatch messages.';
revoke execute on function private.service_label(public.service_type) from public, anon, authenticated;

create function private.service_min_seats(p_service public.service_type)
returns integer
language sql
immutable
security invoker
set search_path = ''
as $$
  select case p_service when 'airport_hotel' then 5 else 4 end
$$;

comment on function private.service_min_seats(public.service_type) is
  'Seats, the driver''s included, a vehicle needs for the service: 5 for airport & hotel '
  'transfers, 4 otherwise.';
revoke execute on function private.service_min_seats(public.service_type) from public, anon, authenticated;

create function private.trip_window_end(p_booking_time timestamptz, p_duration_min integer)
returns timestamptz
language sql
stable
security invoker
set search_path = ''
as $$
  select p_booking_time + make_interval(mins => coalesce(p_duration_min, 120) + 30)
$$;

comment on function private.trip_window_end(timestamptz, integer) is
  'When a booking''s driver and vehicle are free again: pickup + predicted duration (2 hours when '
  'unknown) + 30 minutes to reach the next pickup.';
revoke execute on function private.trip_window_end(timestamptz, integer) from public, anon, authenticated;

create function private.assignment_problem(
  p_booking public.bookings,
  p_driver public.drivers,
  p_vehicle public.fleets
)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_trip_date date := (p_booking.booking_time at time zone 'Africa/Lagos')::date;
  v_today date := (now() at time zone 'Africa/Lagos')::date;
  v_window_end timestamptz := private.trip_window_end(p_booking.booking_time, p_booking.duration_min);
  v_vehicle text := p_vehicle.model || ' (' || p_vehicle.registration_number || ')';
  v_min_seats integer := private.service_min_seats(p_booking.service_type);
  v_problem text;
begin
  if p_driver.status <> 'active' then
    return p_driver.name || ' is inactive.';
  end if;
  if p_driver.license_expiry < v_trip_date then
    return p_driver.name || '''s licence '
      || case when p_driver.license_expiry < v_today then 'expired on ' else 'expires on ' end
      || to_char(p_driver.license_expiry, 'FMDD FMMonth YYYY')
      || case when p_driver.license_expiry < v_today then '.' else ', before this trip.' end;
  end if;
  v_problem := private.driver_document_problem(p_driver.id);
  if v_problem is not null then
    return v_problem;
  end if;

  if p_vehicle.id is null then
    return 'No vehicle assigned.';
  end if;
  if p_vehicle.status = 'maintenance' then
    return v_vehicle || ' is in maintenance.';
  end if;
  if p_booking.service_type <> 'standard' and p_vehicle.service_class <> p_booking.service_type then
    return v_vehicle || ' serves ' || private.service_label(p_vehicle.service_class) || ', not '
      || private.service_label(p_booking.service_type) || '.';
  end if;
  if p_vehicle.seating_capacity < v_min_seats then
    return v_vehicle || ' has ' || p_vehicle.seating_capacity || ' seats; '
      || private.service_label(p_booking.service_type) || ' needs at least ' || v_min_seats || '.';
  end if;

  select p_driver.name || ' is already booked at that time (' || b.reference || ').' into v_problem
  from public.bookings b
  where b.driver_id = p_driver.id
    and b.status in ('pending', 'confirmed', 'in-progress')
    and b.id is distinct from p_booking.id
    and b.booking_time < v_window_end
    and private.trip_window_end(b.booking_time, b.duration_min) > p_booking.booking_time
  order by b.booking_time
  limit 1;
  if v_problem is not null then
    return v_problem;
  end if;

  select v_vehicle || ' is already booked at that time (' || b.reference || ').' into v_problem
  from public.bookings b
  where b.vehicle_id = p_vehicle.id
    and b.status in ('pending', 'confirmed', 'in-progress')
    and b.id is distinct from p_booking.id
    and b.booking_time < v_window_end
    and private.trip_window_end(b.booking_time, b.duration_min) > p_booking.booking_time
  order by b.booking_time
  limit 1;
  return v_problem;
end;
$$;

comment on function private.assignment_problem(public.bookings, public.drivers, public.fleets) is
  'Why the driver and vehicle cannot take the booking, as one sentence (the first of: inactive, '
  'licence, documents, no vehicle, maintenance, class, seats, driver clash, vehicle clash), or null '
  'when they can. The one rule book behind dispatch_candidates and assert_assignable.';
revoke execute on function private.assignment_problem(public.bookings, public.drivers, public.fleets)
  from public, anon, authenticated;

create or replace function public.assert_assignable(
  p_booking public.bookings,
  p_driver_id uuid,
  p_vehicle_id uuid
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_driver public.drivers;
  v_vehicle public.fleets;
  v_problem text;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can assign bookings.';
  end if;
  if p_driver_id is null or p_vehicle_id is null then
    raise exception using errcode = '22023', message = 'Choose a driver and a vehicle.';
  end if;

  -- Locked so two dispatchers cannot give the same driver or vehicle two trips at once.
  select d.* into v_driver from public.drivers d where d.id = p_driver_id for update;
  if v_driver.id is null then
    raise exception using errcode = 'PT404', message = 'Driver not found.';
  end if;
  select f.* into v_vehicle from public.fleets f where f.id = p_vehicle_id for update;
  if v_vehicle.id is null then
    raise exception using errcode = 'PT404', message = 'Vehicle not found.';
  end if;

  v_problem := private.assignment_problem(p_booking, v_driver, v_vehicle);
  if v_problem is not null then
    raise exception using errcode = 'P0001', message = v_problem;
  end if;
end;
$$;

comment on function public.assert_assignable(public.bookings, uuid, uuid) is
  'Raises P0001 with private.assignment_problem''s sentence when the driver and vehicle cannot take '
  'the booking (inactive, licence, documents, maintenance, class, seats, overlapping trip '
  'windows); PT404 for an unknown driver or vehicle. Locks both rows. Administrators only; '
  'security definer to reach the private rule book.';
