-- The driver's phone and the rider's ride page lacked what a trip needs on the road. A driver saw
-- no fare to collect: payments were readable by administrators only, so the driver app could not
-- say how much cash is still due; drivers now read the payments of the trips assigned to them
-- (the trip read embeds them next to bookings.fare_kobo and the places' coordinates for the maps
-- link). The ride page had no arrival estimate and no way to reach the chauffeur: ride_view gains
-- eta_minutes (from the vehicle's last position and the same Lagos speed model quote_fare uses for
-- trip times) and driver_phone, which only the rider's manage link receives, never a share link.

-- One read policy for both readers (two permissive policies would each be evaluated for every row).
drop policy "admins read payments" on public.payments;

create policy "admins read payments, drivers those of their trips"
  on public.payments for select to authenticated
  using (
    (select public.is_admin())
    or booking_id in (
      select b.id from public.bookings b
      where b.driver_id = (select d.id from public.drivers d where d.user_id = (select auth.uid()))
    )
  );

comment on policy "admins read payments, drivers those of their trips" on public.payments is
  'Administrators read every payment; a driver reads the payments of the bookings assigned to them, '
  'so the driver app can show what is left to collect (fare minus cash already recorded). One '
  'policy for both, as two permissive policies would each be evaluated for every row.';

-- The speed model of quote_fare, by itself, so an arrival estimate and a quote agree.
create function private.lagos_speed_kmh(p_at timestamptz)
returns integer
language sql
stable
set search_path = ''
as $$
  select case
    when extract(hour from p_at at time zone 'Africa/Lagos') >= 21
      or extract(hour from p_at at time zone 'Africa/Lagos') < 6 then 35
    when extract(isodow from p_at at time zone 'Africa/Lagos') in (6, 7) then 25
    when extract(hour from p_at at time zone 'Africa/Lagos') between 6 and 9
      or extract(hour from p_at at time zone 'Africa/Lagos') between 16 and 19 then 14
    else 22
  end
$$;

comment on function private.lagos_speed_kmh(timestamptz) is
  'Average road speed in Lagos at a moment, as quote_fare''s duration model has it (Africa/Lagos '
  'clock): night 21–06 35 km/h, weekend day 25 km/h, weekday rush 06–10 and 16–20 14 km/h, '
  'weekday off-peak 22 km/h. Kept beside quote_fare''s own copy; ride_status''s estimate is tested '
  'against quote_fare''s speed_kmh of the hour.';

revoke all on function private.lagos_speed_kmh(timestamptz) from public, anon, authenticated;

-- Minutes by road between two points now: quote_fare's road distance (haversine x 1.35) at the
-- speed of the hour, at least one minute; null when either end is unknown.
create function private.road_minutes(
  p_from_lat double precision,
  p_from_lng double precision,
  p_to_lat double precision,
  p_to_lng double precision,
  p_at timestamptz
)
returns integer
language sql
stable
set search_path = ''
as $$
  select case when p_from_lat is null or p_from_lng is null or p_to_lat is null or p_to_lng is null
    then null
    else greatest(1, ceil(
      2 * 6371 * asin(sqrt(
        power(sin(radians(p_to_lat - p_from_lat) / 2), 2)
        + cos(radians(p_from_lat)) * cos(radians(p_to_lat))
          * power(sin(radians(p_to_lng - p_from_lng) / 2), 2)
      )) * 1.35 * 60 / private.lagos_speed_kmh(p_at)
    )::integer)
  end
$$;

comment on function private.road_minutes(double precision, double precision, double precision, double precision, timestamptz) is
  'Predicted minutes by road from one point to another at p_at: haversine x 1.35 (quote_fare''s '
  'road factor) at private.lagos_speed_kmh(p_at), rounded up, at least 1; null when an end is unknown.';

revoke all on function private.road_minutes(double precision, double precision, double precision, double precision, timestamptz)
  from public, anon, authenticated;

alter type public.ride_view
  add attribute eta_minutes integer,
  add attribute driver_phone text;

comment on type public.ride_view is
  'What the ride page shows of one booking (ride_status, cancel_ride, rate_ride). access is manage '
  '(the rider''s link) or share (view only: no share token, fare, reason, rating, chauffeur''s '
  'phone; cannot cancel or rate). eta_minutes: minutes from the vehicle''s last position to the '
  'pickup while on_the_way, to the drop-off while in_progress (private.road_minutes), else null. '
  'driver_phone: the chauffeur''s number, manage access only, while the ride is confirmed or in '
  'progress.';

-- Restated whole: the two new fields at the end; everything else as before.
create or replace function private.ride_view_of(p_booking_id uuid, p_access text)
returns public.ride_view
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_link public.ride_links;
  v_manage boolean := p_access = 'manage';
  v_minutes integer;
  v_stage text;
  v_cutoff timestamptz;
  v_shown boolean;
  v_live boolean;
  v_driver public.drivers;
  v_vehicle public.fleets;
  v_position public.vehicle_positions;
  v_pickup public.places;
  v_dropoff public.places;
  v_rating public.ride_ratings;
  v_eta integer;
begin
  select b.* into v_booking from public.bookings b where b.id = p_booking_id;
  if v_booking.id is null then
    raise exception using errcode = 'PT404', message = 'Ride not found.';
  end if;
  select l.* into v_link from public.ride_links l where l.booking_id = p_booking_id;
  select s.free_cancellation_minutes into v_minutes from public.operator_settings s where s.id;
  v_minutes := coalesce(v_minutes, 60);
  v_stage := private.ride_stage(v_booking, now());
  v_cutoff := v_booking.booking_time - make_interval(mins => v_minutes);
  v_shown := v_booking.status in ('confirmed', 'in-progress', 'completed');
  v_live := v_stage in ('on_the_way', 'arrived', 'in_progress');
  if v_shown then
    select d.* into v_driver from public.drivers d where d.id = v_booking.driver_id;
    select f.* into v_vehicle from public.fleets f where f.id = v_booking.vehicle_id;
  end if;
  if v_live then
    select p.* into v_position from public.vehicle_positions p where p.vehicle_id = v_booking.vehicle_id;
  end if;
  select p.* into v_pickup from public.places p where p.id = v_booking.pickup_place_id;
  select p.* into v_dropoff from public.places p where p.id = v_booking.dropoff_place_id;
  select r.* into v_rating from public.ride_ratings r where r.booking_id = p_booking_id;
  if v_stage = 'on_the_way' then
    v_eta := private.road_minutes(v_position.lat, v_position.lng, v_pickup.lat, v_pickup.lng, now());
  elsif v_stage = 'in_progress' then
    v_eta := private.road_minutes(v_position.lat, v_position.lng, v_dropoff.lat, v_dropoff.lng, now());
  end if;

  return row(
    v_booking.reference,
    p_access,
    case when v_manage then v_link.share_token end,
    v_booking.status,
    v_stage,
    v_booking.booking_time,
    v_booking.created_at,
    v_booking.confirmed_at,
    v_booking.arrived_at,
    v_booking.started_at,
    v_booking.completed_at,
    v_booking.cancelled_at,
    v_booking.cancelled_by,
    case when v_manage then v_booking.cancellation_reason end,
    v_booking.service_type,
    v_booking.pickup_location,
    v_booking.dropoff_location,
    v_pickup.lat,
    v_pickup.lng,
    v_dropoff.lat,
    v_dropoff.lng,
    case when v_manage then v_booking.fare_kobo end,
    case when v_manage then v_booking.fare_breakdown end,
    v_booking.distance_km,
    v_booking.duration_min,
    split_part(btrim(v_booking.customer_name), ' ', 1),
    v_booking.flight_number,
    v_pickup.meeting_point,
    v_driver.name,
    case when v_driver.id is not null then upper(
      left(split_part(btrim(v_driver.name), ' ', 1), 1)
      || case when btrim(v_driver.name) ~ '\s'
           then left(regexp_replace(btrim(v_driver.name), '^.*\s', ''), 1) else '' end
    ) end,
    case when v_driver.rating_count > 0 then v_driver.rating end,
    v_vehicle.model,
    v_vehicle.colour,
    v_vehicle.registration_number,
    v_position.lat,
    v_position.lng,
    v_position.heading::integer,
    v_position.speed_kmh,
    v_position.recorded_at,
    v_position.source,
    v_minutes,
    v_cutoff,
    v_manage and v_booking.status in ('pending', 'confirmed') and now() < v_cutoff,
    v_manage and v_booking.status = 'completed' and v_rating.booking_id is null,
    case when v_manage then v_rating.rating::integer end,
    case when v_manage then v_rating.comment end,
    v_eta,
    case when v_manage and v_booking.status in ('confirmed', 'in-progress') then v_driver.phone end
  )::public.ride_view;
end;
$$;

comment on function private.ride_view_of(uuid, text) is
  'public.ride_view of a booking for manage or share access; PT404 "Ride not found." if it is gone. '
  'Adds the arrival estimate (eta_minutes, both accesses) and the chauffeur''s phone (driver_phone, '
  'manage access only, while the ride is confirmed or in progress), so a share link can never '
  'reveal the number.';

revoke all on function private.ride_view_of(uuid, text) from public, anon, authenticated;
