-- A driver's consent to sharing their phone's position while on duty (Nigeria Data Protection
-- Act 2023: the position of a person is personal data; the driver app asks before the first
-- shift and the answer is recorded here). One row per consent given: which version of the
-- privacy notice the driver agreed to, when (the server's clock) and, for the record, the browser
-- that sent it. Rows are never changed or removed through the API: a new version of the notice
-- means a new row. They go with the account (auth.users on delete cascade).
--
-- report_position refuses a driver without a consent row (PT403, 403):
--   'Agree to location sharing before going on duty.'
-- The telemetry simulator (service role) is not a person and is not asked.
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

create or replace function public.record_location_consent(p_policy_version text)
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
create or replace function public.my_location_consent()
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

create or replace function private.has_location_consent(p_user_id uuid)
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
