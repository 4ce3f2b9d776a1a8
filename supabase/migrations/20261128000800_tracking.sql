-- Baseline, part 8 of 17: live tracking. The latest position of each vehicle (from a driver's
-- phone or the telemetry simulator), the drivers' consent to sharing it, the one write path for
-- positions, and the tracking board's first read.

-- Latest known position of each vehicle, streamed to the tracking screen over Realtime. Positions
-- come from two places: a driver's phone (browser geolocation, through report_position) and the
-- telemetry simulator (the service role, through the same function). Each row says which (source),
-- who reported it (driver_id, for a phone) and how precise the fix was (accuracy_m).
create table public.vehicle_positions (
  vehicle_id uuid primary key references public.fleets (id) on delete cascade,
  lat double precision not null,
  lng double precision not null,
  speed_kmh numeric(5, 1) not null default 0,
  heading smallint not null default 0,
  recorded_at timestamptz not null default now(),
  source text not null default 'simulator',
  driver_id uuid references public.drivers (id) on delete set null,
  accuracy_m numeric(7, 1),
  simulated boolean generated always as (source = 'simulator') stored,
  constraint vehicle_positions_lat_between_minus_90_and_90 check (lat between -90 and 90),
  constraint vehicle_positions_lng_between_minus_180_and_180 check (lng between -180 and 180),
  constraint vehicle_positions_speed_kmh_not_negative check (speed_kmh >= 0),
  constraint vehicle_positions_heading_between_0_and_359 check (heading between 0 and 359),
  constraint vehicle_positions_speed_kmh_finite check (speed_kmh < 'Infinity'::numeric),
  constraint vehicle_positions_source_phone_or_simulator check (source in ('phone', 'simulator')),
  constraint vehicle_positions_accuracy_m_between_0_and_100000 check (accuracy_m between 0 and 100000)
);

create index vehicle_positions_recorded_at_idx on public.vehicle_positions (recorded_at desc);
create index vehicle_positions_driver_id_idx on public.vehicle_positions (driver_id);

alter table public.vehicle_positions enable row level security;

create policy "admins add vehicle positions"
  on public.vehicle_positions for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins edit vehicle positions"
  on public.vehicle_positions for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete vehicle positions"
  on public.vehicle_positions for delete to authenticated
  using ((select public.is_admin()));
create policy "admins read vehicle positions, drivers their own vehicle's"
  on public.vehicle_positions for select to authenticated
  using (
    (select public.is_admin())
    or vehicle_id = (select d.assigned_vehicle_id from public.drivers d where d.user_id = (select auth.uid()))
  );
comment on policy "admins read vehicle positions, drivers their own vehicle's"
  on public.vehicle_positions is
  'Admins read every position, a driver the one of the vehicle assigned to them (which Realtime '
  'then sends them); one policy for both, found through a subquery the drivers policy filters.';

revoke all on table public.vehicle_positions from anon, authenticated;
grant select, insert, update, delete on table public.vehicle_positions to authenticated;

comment on table public.vehicle_positions is 'Latest position, speed and heading of each vehicle.';
comment on column public.vehicle_positions.speed_kmh is 'Speed in km/h.';
comment on column public.vehicle_positions.heading is 'Compass heading in degrees, 0 to 359.';
comment on column public.vehicle_positions.recorded_at is 'When the position was measured.';
comment on column public.vehicle_positions.simulated is
  'True when the position comes from the telemetry simulator (source = simulator); computed by '
  'Postgres. Kept for its readers from before source existed, it can no longer disagree with '
  'source; writers that never name a source (the seed, older tests) get ''simulator'', which is '
  'what their rows always were.';
comment on constraint vehicle_positions_speed_kmh_finite on public.vehicle_positions is
  'The speed is a finite number (never NaN or Infinity; see fare_rules_multiplier_finite).';
comment on column public.vehicle_positions.source is
  'Where the position came from: phone (a driver''s browser) or simulator (the telemetry simulator).';
comment on column public.vehicle_positions.driver_id is
  'The driver whose phone reported the position; null for simulated positions.';
comment on column public.vehicle_positions.accuracy_m is
  'Radius of the fix''s uncertainty in metres, as the browser reports it (0 to 100 000); null when unknown.';
comment on constraint vehicle_positions_source_phone_or_simulator on public.vehicle_positions is
  'A position comes from a driver''s phone or from the simulator.';
comment on constraint vehicle_positions_accuracy_m_between_0_and_100000 on public.vehicle_positions is
  'Accuracy is a finite number of metres, 0 to 100 000 (NaN is refused).';

-- Coordinates are stored to 7 decimal places, as for places (private.round_coordinates, part 4).
create trigger vehicle_positions_round_coordinates
  before insert or update of lat, lng on public.vehicle_positions
  for each row execute function private.round_coordinates();

-- A driver's consent to sharing their phone's position while on duty (Nigeria Data Protection
-- Act 2023: the position of a person is personal data; the driver app asks before the first
-- shift and the answer is recorded here). One row per consent given: which version of the
-- privacy notice the driver agreed to, when (the server's clock) and, for the record, the browser
-- that sent it. Rows are never changed or removed through the API: a new version of the notice
-- means a new row. They go with the account (auth.users on delete cascade).
--
-- record_location_consent(p_policy_version)   driver only (42501 otherwise)
--   22023 'Say which version of the location notice was agreed to.'   blank version
--   22023 'The notice version must be 40 characters or fewer.'
-- my_location_consent()                        the caller's latest row, or no row
create table public.location_consents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  policy_version text not null,
  consented_at timestamptz not null default now(),
  user_agent text,
  constraint location_consents_policy_version_not_blank check (btrim(policy_version) <> ''),
  constraint location_consents_policy_version_at_most_40_characters
    check (char_length(policy_version) <= 40),
  constraint location_consents_user_agent_at_most_500_characters
    check (char_length(user_agent) <= 500)
);

create index location_consents_user_id_consented_at_idx
  on public.location_consents (user_id, consented_at desc);

alter table public.location_consents enable row level security;

create policy "drivers read their own consents, admins read all"
  on public.location_consents for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "drivers record their own consent"
  on public.location_consents for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.is_driver())
    and (select public.caller_is_active())
  );
create policy "consents are never changed"
  on public.location_consents for update to authenticated
  using (false);
create policy "consents are never removed through the API"
  on public.location_consents for delete to authenticated
  using (false);

revoke all on table public.location_consents from anon, authenticated;
grant select on table public.location_consents to authenticated;
grant insert (user_id, policy_version, user_agent) on table public.location_consents to authenticated;

comment on table public.location_consents is
  'A driver''s consent to sharing their position while on duty: notice version, when, browser. '
  'Insert-only; report_position requires one.';
comment on column public.location_consents.user_id is 'The driver''s auth user.';
comment on column public.location_consents.policy_version is
  'Version of the location-sharing notice the driver agreed to (as the app shows it).';
comment on column public.location_consents.consented_at is 'When the consent was recorded (server clock).';
comment on column public.location_consents.user_agent is 'The browser''s User-Agent when consent was given, for the record.';

create function public.record_location_consent(p_policy_version text)
returns public.location_consents
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_version text := nullif(regexp_replace(coalesce(p_policy_version, ''), '^\s+|\s+$', '', 'g'), '');
  v_agent text;
  v_row public.location_consents;
begin
  perform private.assert_caller_active();
  if not public.is_driver() then
    raise exception using errcode = '42501', message = 'Only drivers give consent to location sharing.';
  end if;
  if v_version is null then
    raise exception using errcode = '22023', message = 'Say which version of the location notice was agreed to.';
  end if;
  if char_length(v_version) > 40 then
    raise exception using errcode = '22023', message = 'The notice version must be 40 characters or fewer.';
  end if;
  v_agent := left(nullif(btrim(
    nullif(current_setting('request.headers', true), '')::json ->> 'user-agent'
  ), ''), 500);

  insert into public.location_consents (user_id, policy_version, user_agent)
  values (auth.uid(), v_version, v_agent)
  returning * into v_row;
  return v_row;
end;
$$;

comment on function public.record_location_consent(text) is
  'Records the calling driver''s consent to location sharing for the given notice version (the '
  'request''s User-Agent kept with it). Drivers only (42501). Returns the new row.';

revoke all on function public.record_location_consent(text) from public, anon, authenticated;
grant execute on function public.record_location_consent(text) to authenticated;

-- A set of at most one row rather than a composite: "no consent yet" then arrives as no row
-- (maybeSingle() → null) instead of a row of nulls.
create function public.my_location_consent()
returns setof public.location_consents
language sql
stable
security definer
set search_path = ''
rows 1
as $$
  select c.*
  from public.location_consents c
  where c.user_id = auth.uid() and public.caller_is_active()
  order by c.consented_at desc, c.id
  limit 1
$$;

comment on function public.my_location_consent() is
  'The caller''s latest location-sharing consent (one row), or no row when they have given none.';

revoke all on function public.my_location_consent() from public, anon, authenticated;
grant execute on function public.my_location_consent() to authenticated;

create function private.has_location_consent(p_user_id uuid)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (select 1 from public.location_consents c where c.user_id = p_user_id)
$$;

comment on function private.has_location_consent(uuid) is
  'True when the user has recorded a consent to location sharing.';

revoke all on function private.has_location_consent(uuid) from public, anon, authenticated;

-- The one write path for live positions. A driver's phone calls it every few seconds while the
-- driver is on duty; the telemetry simulator calls it with the service role for each vehicle it
-- moves. The vehicle's single row in vehicle_positions is replaced (upsert), and Realtime sends
-- the change to the tracking screen.
--
-- * A driver (live session, role driver, linked, active, with a location consent) reports for
--   their assigned vehicle only: p_vehicle_id may be left out or must name that vehicle. The row
--   says source 'phone' and the driver's id. Without a consent row: PT403 (403) 'Agree to
--   location sharing before going on duty.'
-- * The service role must name the vehicle; the row says source 'simulator'. The simulator is not
--   a person and is not asked for consent.
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
create function public.report_position(
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
    if not private.has_location_consent(auth.uid()) then
      raise exception using
        errcode = 'PT403',
        message = 'Agree to location sharing before going on duty.';
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
  'driver who has consented to location sharing (else PT403): their assigned vehicle only, '
  'source phone. The service role: p_vehicle_id required, source simulator. Others: 42501. A '
  'phone report within 1 s of the previous phone report, and a simulated one within 2 minutes of '
  'a phone report, leave the row as it is. Returns the vehicle''s row.';

revoke all on function public.report_position(double precision, double precision, numeric, integer, numeric, uuid)
  from public, anon, authenticated;
grant execute on function public.report_position(double precision, double precision, numeric, integer, numeric, uuid)
  to authenticated, service_role;

-- The tracking screen's first read: every vehicle with its latest position, the driver on it and
-- the booking it is serving, in one statement. Live updates then arrive over Realtime
-- (vehicle_positions changes), so this runs on page load and when a booking changes status.
--
-- * Every vehicle is listed; one without a position has null position fields.
-- * The driver: the driver whose phone sent the position, else the booking's driver, else the
--   driver assigned to the vehicle.
-- * The booking: the vehicle's in-progress one, else its earliest confirmed one of the Lagos day
--   (the next trip it serves; one whose pickup time has passed but has not started is still next).
-- * Each lookup is by key: vehicle_positions by its primary key, drivers by theirs or by the
--   unique assigned vehicle, bookings through bookings_open_vehicle_time_idx (vehicle, time,
--   open statuses only), so the cost follows the fleet, not the booking history.
-- * Administrators only (42501 for anyone else).
create function public.tracking_board()
returns table (
  vehicle_id uuid,
  model text,
  registration_number text,
  vehicle_status public.vehicle_status,
  lat double precision,
  lng double precision,
  speed_kmh numeric,
  heading integer,
  recorded_at timestamptz,
  source text,
  driver_id uuid,
  driver_name text,
  booking_id uuid,
  booking_reference text,
  booking_status public.booking_status,
  pickup_location text,
  dropoff_location text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'Africa/Lagos')::date;
  v_day_start timestamptz := v_today::timestamp at time zone 'Africa/Lagos';
  v_day_end timestamptz := (v_today + 1)::timestamp at time zone 'Africa/Lagos';
begin
  if not public.is_admin() then
    raise exception using
      errcode = '42501',
      message = 'Only administrators can see the tracking board.';
  end if;
  return query
  select
    f.id,
    f.model,
    f.registration_number,
    f.status,
    p.lat,
    p.lng,
    p.speed_kmh,
    p.heading::integer,
    p.recorded_at,
    p.source,
    d.id,
    d.name,
    b.id,
    b.reference,
    b.status,
    b.pickup_location,
    b.dropoff_location
  from public.fleets f
  left join public.vehicle_positions p on p.vehicle_id = f.id
  left join lateral (
    select ob.id, ob.reference, ob.status, ob.pickup_location, ob.dropoff_location, ob.driver_id
    from public.bookings ob
    where ob.vehicle_id = f.id
      and ob.status in ('confirmed', 'in-progress')
      and (
        ob.status = 'in-progress'
        or (ob.booking_time >= v_day_start and ob.booking_time < v_day_end)
      )
    order by ob.status = 'in-progress' desc, ob.booking_time
    limit 1
  ) b on true
  left join public.drivers assigned on assigned.assigned_vehicle_id = f.id
  left join public.drivers d
    on d.id = coalesce(
      case when p.source = 'phone' then p.driver_id end,
      b.driver_id,
      assigned.id
    )
  order by f.registration_number;
end;
$$;

comment on function public.tracking_board() is
  'Every vehicle with its latest position (null when none), the driver on it (the phone''s '
  'driver, else the booking''s, else the assigned one) and the booking it serves (in progress, '
  'else the earliest confirmed one of the Lagos day). Administrators only.';

revoke all on function public.tracking_board() from public, anon;
grant execute on function public.tracking_board() to authenticated;
