-- The dispatch dialog's list: every driver, with the vehicle assigned to them, for one booking.
-- Each row says whether the pair can take the booking and, if not, why (the sentence
-- assign_booking would refuse it with: both come from private.assignment_problem). Assignable pairs
-- come first, then the nearest: the straight-line (haversine) distance from the vehicle's last
-- known position (vehicle_positions) to the pickup place; pairs without a position or a booking
-- without a known pickup place come after those with one; then by driver name.
--
-- One query over the drivers; each candidate's clash check reads only that driver's and that
-- vehicle's open bookings through the partial indexes of 20261124002000. Security definer to reach
-- the private rule book; it begins with is_admin() and reads nothing else for other callers.

create function public.dispatch_candidates(p_booking_id uuid)
returns table (
  driver_id uuid,
  driver_name text,
  driver_phone text,
  driver_rating numeric,
  vehicle_id uuid,
  vehicle_model text,
  registration_number text,
  seating_capacity integer,
  service_class public.service_type,
  distance_km numeric,
  last_seen_at timestamptz,
  assignable boolean,
  reason text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_booking public.bookings;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can assign bookings.';
  end if;
  select b.* into v_booking from public.bookings b where b.id = p_booking_id;
  if v_booking.id is null then
    raise exception using errcode = 'PT404', message = 'Booking not found.';
  end if;

  return query
  select
    d.id,
    d.name,
    d.phone,
    d.rating,
    f.id,
    f.model,
    f.registration_number,
    f.seating_capacity,
    f.service_class,
    round(distance.km::numeric, 1),
    vp.recorded_at,
    verdict.problem is null,
    verdict.problem
  from public.drivers d
  left join public.fleets f on f.id = d.assigned_vehicle_id
  left join public.vehicle_positions vp on vp.vehicle_id = f.id
  left join public.places pickup on pickup.id = v_booking.pickup_place_id
  cross join lateral (
    select private.assignment_problem(v_booking, d, f) as problem
  ) as verdict
  cross join lateral (
    select 2 * 6371 * asin(sqrt(
      power(sin(radians(pickup.lat - vp.lat) / 2), 2)
      + cos(radians(vp.lat)) * cos(radians(pickup.lat)) * power(sin(radians(pickup.lng - vp.lng) / 2), 2)
    )) as km
  ) as distance
  order by verdict.problem is null desc, distance.km asc nulls last, d.name, d.id;
end;
$$;

comment on function public.dispatch_candidates(uuid) is
  'Every driver with their assigned vehicle for a booking: driver (id, name, phone, rating), '
  'vehicle (id, model, plate, seats, class), straight-line distance in km (0.1) from the vehicle''s '
  'last position to the pickup and when that position was seen, assignable, and the reason when '
  'not (the sentence assign_booking would refuse with). Assignable first, then nearest (unknown '
  'distances last), then name. Administrators only (42501); PT404 for an unknown booking.';

revoke execute on function public.dispatch_candidates(uuid) from public, anon, authenticated;
grant execute on function public.dispatch_candidates(uuid) to authenticated, service_role;
