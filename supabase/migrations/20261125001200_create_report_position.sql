-- The one write path for live positions. A driver's phone calls it every few seconds while the
-- driver is on duty; the telemetry simulator calls it with the service role for each vehicle it
-- moves. The vehicle's single row in vehicle_positions is replaced (upsert), and Realtime sends
-- the change to the tracking screen.
--
-- * A driver (live session, role driver, linked, active) reports for their assigned vehicle only:
--   p_vehicle_id may be left out or must name that vehicle. The row says source 'phone' and the
--   driver's id.
-- * The service role must name the vehicle; the row says source 'simulator'.
-- * Anyone else is refused (42501, 403); visitors cannot execute the function at all.
-- * Input: latitude -90..90 and longitude -180..180 (finite), speed 0..300 km/h (unknown: 0),
--   heading in degrees, any integer, stored as 0..359 (unknown: the vehicle's previous heading),
--   accuracy 0..100 000 m or unknown. A bad value is 22023 (400) with a sentence.
--   recorded_at is the server's clock: a phone's clock cannot be trusted.
--
-- Write limits. The row is replaced, never added, so a flood cannot grow the table; what it costs
-- is the update and one Realtime message per call. Rather than count events in
-- private.rate_limit_events (an insert per report, heavier than the report itself), the stored
-- row's own recorded_at bounds the rate: a phone report less than a second after that vehicle's
-- previous phone report is not stored, and the stored row is returned unchanged (no error, so a
-- phone whose geolocation fires several times a second needs no throttle of its own). The
-- simulator is trusted and not limited, but it does not overwrite a real phone fix younger than
-- two minutes (the tracking screen's stale threshold): a real position beats a simulated one.

create or replace function public.report_position(
  p_lat double precision,
  p_lng double precision,
  p_speed_kmh numeric default null,
  p_heading integer default null,
  p_accuracy_m numeric default null,
  p_vehicle_id uuid default null
)
returns public.vehicle_positions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_is_service boolean := coalesce(auth.jwt() ->> 'role', '') = 'service_role';
  v_driver public.drivers;
  v_vehicle_id uuid;
  v_source text;
  v_previous public.vehicle_positions;
  v_position public.vehicle_positions;
begin
  perform private.assert_caller_active();

  if v_is_service then
    if p_vehicle_id is null then
      raise exception using errcode = '22023', message = 'Choose a vehicle.';
    end if;
    if not exists (select 1 from public.fleets f where f.id = p_vehicle_id) then
      raise exception using errcode = 'PT404', message = 'Vehicle not found.';
    end if;
    v_vehicle_id := p_vehicle_id;
    v_source := 'simulator';
  else
    if not public.is_driver() then
      raise exception using errcode = '42501', message = 'Only drivers can share their position.';
    end if;
    select d.* into v_driver from public.drivers d where d.id = private.current_driver_id();
    if v_driver.id is null then
      raise exception using errcode = '42501', message = 'Your account is not linked to a driver.';
    end if;
    if v_driver.status <> 'active' then
      raise exception using errcode = '42501', message = 'Your driver account is inactive.';
    end if;
    if v_driver.assigned_vehicle_id is null then
      raise exception using errcode = 'P0001', message = 'You have no vehicle assigned.';
    end if;
    if p_vehicle_id is not null and p_vehicle_id <> v_driver.assigned_vehicle_id then
      raise exception using
        errcode = '42501',
        message = 'You can share the position of your assigned vehicle only.';
    end if;
    v_vehicle_id := v_driver.assigned_vehicle_id;
    v_source := 'phone';
  end if;

  if p_lat is null or p_lng is null then
    raise exception using errcode = '22023', message = 'Give a latitude and a longitude.';
  end if;
  if not (p_lat between -90 and 90) then
    raise exception using errcode = '22023', message = 'Latitude must be between -90 and 90.';
  end if;
  if not (p_lng between -180 and 180) then
    raise exception using errcode = '22023', message = 'Longitude must be between -180 and 180.';
  end if;
  if p_speed_kmh is not null and not (p_speed_kmh between 0 and 300) then
    raise exception using errcode = '22023', message = 'Speed must be between 0 and 300 km/h.';
  end if;
  if p_accuracy_m is not null and not (p_accuracy_m between 0 and 100000) then
    raise exception using errcode = '22023', message = 'Accuracy must be between 0 and 100000 metres.';
  end if;

  select p.* into v_previous from public.vehicle_positions p where p.vehicle_id = v_vehicle_id;

  insert into public.vehicle_positions as p
    (vehicle_id, lat, lng, speed_kmh, heading, accuracy_m, source, driver_id, recorded_at)
  values (
    v_vehicle_id,
    p_lat,
    p_lng,
    round(coalesce(p_speed_kmh, 0), 1),
    coalesce(((p_heading % 360) + 360) % 360, v_previous.heading, 0),
    round(p_accuracy_m, 1),
    v_source,
    v_driver.id,
    now()
  )
  on conflict (vehicle_id) do update
  set lat = excluded.lat,
    lng = excluded.lng,
    speed_kmh = excluded.speed_kmh,
    heading = excluded.heading,
    accuracy_m = excluded.accuracy_m,
    source = excluded.source,
    driver_id = excluded.driver_id,
    recorded_at = excluded.recorded_at
  where not (
      excluded.source = 'phone' and p.source = 'phone'
      and p.recorded_at > excluded.recorded_at - interval '1 second'
    )
    and not (
      excluded.source = 'simulator' and p.source = 'phone'
      and p.recorded_at > excluded.recorded_at - interval '2 minutes'
    )
  returning p.* into v_position;

  if v_position.vehicle_id is null then
    select p.* into v_position from public.vehicle_positions p where p.vehicle_id = v_vehicle_id;
  end if;
  return v_position;
end;
$$;

comment on function public.report_position(double precision, double precision, numeric, integer, numeric, uuid) is
  'Stores a vehicle''s live position (upsert of its vehicle_positions row, recorded now). A '
  'driver: their assigned vehicle only, source phone. The service role: p_vehicle_id required, '
  'source simulator. Others: 42501. A phone report within 1 s of the previous phone report, and '
  'a simulated one within 2 minutes of a phone report, leave the row as it is. Returns the '
  'vehicle''s row.';

revoke all on function public.report_position(double precision, double precision, numeric, integer, numeric, uuid)
  from public, anon, authenticated;
grant execute on function public.report_position(double precision, double precision, numeric, integer, numeric, uuid)
  to authenticated, service_role;
