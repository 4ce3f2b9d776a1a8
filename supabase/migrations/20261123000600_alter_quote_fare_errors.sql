-- quote_fare answers every error a caller can cause with a 4xx. An unknown place raised P0002,
-- which PostgREST maps to 500 (a server fault to clients, monitoring and retries); it is now PT404,
-- answered 404 with the same message "Unknown place: <text>", as is a service without fare rules.
-- Place text is resolved by resolve_place(), so spellings of a known place that differ only in
-- case, accents, spacing or punctuation, and the text before a comma, find it. The fare rules are
-- unchanged (see 20260601002000_create_quote_fare.sql); signature, rights and grants are kept.

create or replace function public.quote_fare(
  pickup text,
  dropoff text,
  service public.service_type default 'standard',
  pickup_at timestamptz default now()
)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_service public.service_type := coalesce(service, 'standard');
  v_at timestamptz := coalesce(pickup_at, now());
  v_local timestamp;
  v_hour int;
  v_weekend boolean;
  v_from public.places;
  v_to public.places;
  v_rule public.fare_rules;
  v_raw_km double precision;
  v_km numeric;
  v_speed int;
  v_rush boolean := false;
  v_min int;
  v_distance_kobo bigint;
  v_time_kobo bigint;
  v_trip bigint;
  v_minimum_applied boolean := false;
  v_airport bigint := 0;
  v_hotel bigint := 0;
  v_total bigint;
  v_text text;
  v_ends text[] := array[pickup, dropoff];
  v_found public.places;
  i int;
begin
  -- 1. Resolve both ends.
  for i in 1..2 loop
    v_text := btrim(coalesce(v_ends[i], ''));
    if v_text = '' then
      raise exception using
        errcode = '22023',
        message = case when i = 1 then 'Choose a pickup location.' else 'Choose a destination.' end;
    end if;
    select p.* into v_found from public.resolve_place(v_text) p;
    if v_found.id is null then
      raise exception using errcode = 'PT404', message = 'Unknown place: ' || v_text;
    end if;
    if i = 1 then
      v_from := v_found;
    else
      v_to := v_found;
    end if;
  end loop;

  if v_from.id = v_to.id then
    raise exception using errcode = '22023', message = 'Pickup and destination must be different.';
  end if;

  select r.* into v_rule from public.fare_rules r where r.service_type = v_service;
  if v_rule.service_type is null then
    raise exception using errcode = 'PT404', message = 'No fares are set for ' || v_service::text || ' rides.';
  end if;

  -- 2. Distance: haversine × 1.35, to 0.1 km.
  v_raw_km := 2 * 6371 * asin(sqrt(
    power(sin(radians(v_to.lat - v_from.lat) / 2), 2)
    + cos(radians(v_from.lat)) * cos(radians(v_to.lat)) * power(sin(radians(v_to.lng - v_from.lng) / 2), 2)
  ));
  v_km := round((v_raw_km * 1.35)::numeric, 1);

  -- 3. Duration from the Lagos speed model.
  v_local := v_at at time zone 'Africa/Lagos';
  v_hour := extract(hour from v_local)::int;
  v_weekend := extract(isodow from v_local)::int in (6, 7);
  if v_hour >= 21 or v_hour < 6 then
    v_speed := 35;
  elsif v_weekend then
    v_speed := 25;
  elsif (v_hour >= 6 and v_hour < 10) or (v_hour >= 16 and v_hour < 20) then
    v_speed := 14;
    v_rush := true;
  else
    v_speed := 22;
  end if;
  v_min := greatest(1, ceil(v_km * 60 / v_speed)::int);

  -- 4. Trip fare with the service multiplier and the minimum.
  v_distance_kobo := round(v_rule.per_km_kobo * v_km)::bigint;
  v_time_kobo := v_rule.per_min_kobo * v_min;
  v_trip := round((v_rule.base_kobo + v_distance_kobo + v_time_kobo) * v_rule.multiplier)::bigint;
  if v_trip < v_rule.minimum_kobo then
    v_trip := v_rule.minimum_kobo;
    v_minimum_applied := true;
  end if;

  -- 5. Surcharges.
  if v_from.kind = 'airport' or v_to.kind = 'airport' then
    v_airport := v_rule.airport_surcharge_kobo;
  end if;
  if v_service = 'airport_hotel' and (v_from.kind = 'hotel' or v_to.kind = 'hotel') then
    v_hotel := v_rule.hotel_surcharge_kobo;
  end if;

  -- 6. Round up to ₦100.
  v_total := ceil((v_trip + v_airport + v_hotel) / 10000.0)::bigint * 10000;

  return jsonb_build_object(
    'pickup', jsonb_build_object('id', v_from.id, 'name', v_from.name, 'kind', v_from.kind),
    'dropoff', jsonb_build_object('id', v_to.id, 'name', v_to.name, 'kind', v_to.kind),
    'service_type', v_service,
    'pickup_at', v_at,
    'distance_km', v_km,
    'duration_min', v_min,
    'speed_kmh', v_speed,
    'rush_hour', v_rush,
    'base_kobo', v_rule.base_kobo,
    'distance_kobo', v_distance_kobo,
    'time_kobo', v_time_kobo,
    'multiplier', v_rule.multiplier,
    'trip_kobo', v_trip,
    'minimum_kobo', v_rule.minimum_kobo,
    'minimum_applied', v_minimum_applied,
    'airport_surcharge_kobo', v_airport,
    'hotel_surcharge_kobo', v_hotel,
    'surcharge_kobo', v_airport + v_hotel,
    'total_kobo', v_total,
    'currency', 'NGN'
  );
end;
$$;

comment on function public.quote_fare(text, text, public.service_type, timestamptz) is
  'Upfront fare between two known places (id, name, slug or alias). Distance = haversine × 1.35 '
  'road factor (0.1 km); duration from the Africa/Lagos speed model (night 21–06 35 km/h, weekday '
  'rush 06–10 and 16–20 14 km/h, weekday off-peak 22 km/h, weekend day 25 km/h), rounded up to '
  'whole minutes; trip = (base + per_km × km + per_min × min) × multiplier, at least the minimum; '
  'plus airport surcharge (airport end) and hotel surcharge (hotel end, airport_hotel service); '
  'total rounded up to ₦100. Returns the breakdown as jsonb. Places are resolved by resolve_place(). '
  'Errors: 404 (PT404) "Unknown place: …" or no fare rule; 400 (22023) blank or identical ends.';

revoke execute on function public.quote_fare(text, text, public.service_type, timestamptz)
  from public, anon, authenticated;
grant execute on function public.quote_fare(text, text, public.service_type, timestamptz)
  to anon, authenticated, service_role;
