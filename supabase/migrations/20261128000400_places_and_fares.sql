-- Baseline, part 4 of 17: known Lagos places, the fare rules, and the upfront fare quote. The rows
-- themselves (places, fare rules) are reference data in part 17.

-- How typed place text finds a known place. Text and places are compared by a match key that
-- ignores what customers vary without meaning another place:
--
--   * case, accents and other diacritics (Ìkòyí = Ikoyi), spacing and punctuation (MMA 2 = MMA2,
--     V.I. = VI, Lekki-Ikoyi = Lekki Ikoyi), "&" written as "and", a leading "the", a trailing
--     "Lagos" or "Nigeria";
--   * common spellings: Mohammed / Mohamed / Muhammad … = Muhammed, Int'l / Intl / Int =
--     International, Center = Centre.
--
-- A place matches on its name, its name without a bracketed part ("… Airport (MMIA)"), its slug or
-- any alias. When the whole text matches nothing, the part before the first comma is tried
-- ("Eko Hotel, VI"), as the booking page's prefill does. Each place keeps the keys of all of these
-- in places.match_keys (GIN-indexed), so a lookup computes one key, not hundreds.
create function public.place_match_key(p_text text)
returns text
language plpgsql
immutable
strict
security invoker
set search_path = ''
as $$
declare
  -- Compatibility decomposition splits accented letters into letter + combining mark.
  v_key text := lower(regexp_replace(normalize(p_text, NFKD), '[\u0300-\u036f]', '', 'g'));
begin
  v_key := regexp_replace(v_key, '[''`´‘’]', '', 'g');
  v_key := replace(v_key, '&', ' and ');
  v_key := btrim(regexp_replace(v_key, '[^a-z0-9]+', ' ', 'g'));
  v_key := regexp_replace(v_key, '\m(mohammed|mohamed|mohammad|mohamad|muhammad|muhamed|muhamad)\M', 'muhammed', 'g');
  v_key := regexp_replace(v_key, '\m(intl|int)\M', 'international', 'g');
  v_key := regexp_replace(v_key, '\mcenter\M', 'centre', 'g');
  v_key := regexp_replace(v_key, '^the (.)', '\1');
  v_key := regexp_replace(v_key, '(.) nigeria$', '\1');
  v_key := regexp_replace(v_key, '(.) lagos$', '\1');
  return replace(v_key, ' ', '');
end;
$$;

comment on function public.place_match_key(text) is
  'The key place text is compared by: lower case without diacritics, spaces or punctuation; & = '
  'and; a leading "the" and a trailing "Lagos"/"Nigeria" dropped; Mohammed/Muhammad… = Muhammed, '
  'Int''l/Intl/Int = International, Center = Centre. Null for null. Before it, only an exact name, '
  'slug or alias matched, so "Murtala Muhammed International Airport" (the name without its '
  '"(MMIA)"), "Eko Hotel and Suites" or "Int''l" were unknown places.';

-- quote_fare runs with the caller's rights, anonymous visitors included, and resolve_place computes
-- the key of the text it is given.
revoke execute on function public.place_match_key(text) from public, anon, authenticated;
grant execute on function public.place_match_key(text) to anon, authenticated, service_role;

create function private.place_match_keys(p_name text, p_slug text, p_aliases text[])
returns text[]
language sql
immutable
security invoker
set search_path = ''
as $$
  select coalesce(array_agg(distinct k order by k) filter (where k <> ''), '{}')
  from unnest(
    array[p_name, regexp_replace(p_name, '\([^)]*\)', ' ', 'g'), p_slug] || coalesce(p_aliases, '{}')
  ) as t (label)
  cross join lateral (select public.place_match_key(t.label) as k) as keyed
$$;

comment on function private.place_match_keys(text, text, text[]) is
  'The match keys of a place: of its name, its name without a bracketed part, its slug and each '
  'alias. Private and called by the places_set_match_keys trigger only: as a public function '
  'taking an array, signed-in callers could call it over GET with an array literal such as '
  '[9007199254740991], which PostgreSQL 17 refuses with 54000, answered as a 500.';

revoke execute on function private.place_match_keys(text, text, text[]) from public, anon, authenticated;

create function private.set_place_match_keys()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.match_keys := private.place_match_keys(new.name, new.slug, new.aliases);
  return new;
end;
$$;

comment on function private.set_place_match_keys() is
  'Fills places.match_keys from the row''s name, slug and aliases on every write, overwriting '
  'whatever a writer sends. A trigger rather than a generated column, which would make every '
  'writer of places need EXECUTE on place_match_keys.';

revoke execute on function private.set_place_match_keys() from public, anon, authenticated;

create function private.round_coordinates()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.lat := round(new.lat::numeric, 7)::double precision;
  new.lng := round(new.lng::numeric, 7)::double precision;
  return new;
end
$$;

comment on function private.round_coordinates() is
  'BEFORE INSERT OR UPDATE trigger (places, vehicle_positions): rounds lat and lng to 7 decimal '
  'places (about 1 cm), whoever writes them. A subnormal double such as 5e-324 passed every range '
  'check, and radians() in dispatch_candidates'' distance then failed with "value out of range: '
  'underflow" (a 500) for every booking; rounding on write turns such a value into 0. No GPS fix '
  'or map point needs more precision.';

revoke all on function private.round_coordinates() from public, anon, authenticated;

-- Known Lagos places (areas, landmarks, airport terminals, hotels) behind the server-side fare quote.
create table public.places (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  name text not null,
  kind public.place_kind not null,
  area text not null,
  lat double precision not null,
  lng double precision not null,
  aliases text[] not null default '{}',
  popular boolean not null default false,
  created_at timestamptz not null default now(),
  match_keys text[] not null,
  meeting_point text,
  constraint places_slug_key unique (slug),
  constraint places_slug_lowercase_words_and_hyphens check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint places_name_not_blank check (btrim(name) <> ''),
  constraint places_area_not_blank check (btrim(area) <> ''),
  constraint places_lat_between_minus_90_and_90 check (lat between -90 and 90),
  constraint places_lng_between_minus_180_and_180 check (lng between -180 and 180),
  constraint places_meeting_point_not_blank check (meeting_point ~ '\S'),
  constraint places_meeting_point_at_most_300_characters check (char_length(meeting_point) <= 300)
);

create index places_lower_name_idx on public.places (lower(name) text_pattern_ops);
create index places_popular_name_idx on public.places (name) where popular;
create index places_match_keys_idx on public.places using gin (match_keys);

create trigger places_set_match_keys
  before insert or update on public.places
  for each row execute function private.set_place_match_keys();
create trigger places_round_coordinates
  before insert or update of lat, lng on public.places
  for each row execute function private.round_coordinates();

alter table public.places enable row level security;

create policy "everyone reads places"
  on public.places for select to anon, authenticated
  using (true);
create policy "admins add places"
  on public.places for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins edit places"
  on public.places for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete places"
  on public.places for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.places from anon, authenticated;
grant select on table public.places to anon;
grant select, insert, update, delete on table public.places to authenticated;

comment on table public.places is 'Known Lagos places with coordinates, for pickup/destination search and fare quotes.';
comment on column public.places.slug is 'Stable URL-safe identifier.';
comment on column public.places.kind is 'airport and hotel ends add surcharges to a quote.';
comment on column public.places.area is 'Lagos area (LGA or district) the place is in.';
comment on column public.places.aliases is 'Other names a customer may type (matched case-insensitively).';
comment on column public.places.popular is 'Offered first in the place picker.';
comment on column public.places.match_keys is
  'place_match_key() of the name, the name without its bracketed part, the slug and every alias; '
  '(kept by a trigger, whatever a writer sends): what resolve_place() compares typed text with.';
comment on column public.places.meeting_point is
  'Where the driver waits for arriving passengers (airport terminals); null for other places.';

create function public.resolve_place(p_text text)
returns setof public.places
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_text text := btrim(coalesce(p_text, ''));
  v_candidates text[];
  v_candidate text;
  v_key text;
begin
  if v_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return query select p.* from public.places p where p.id = v_text::uuid;
    if found then
      return;
    end if;
  end if;

  v_candidates := array[v_text];
  if position(',' in v_text) > 0 then
    v_candidates := v_candidates || split_part(v_text, ',', 1);
  end if;
  foreach v_candidate in array v_candidates loop
    v_key := public.place_match_key(v_candidate);
    continue when v_key = '';
    return query
      select p.*
      from public.places p
      where p.match_keys @> array[v_key]
      order by
        public.place_match_key(p.name) = v_key desc,
        public.place_match_key(regexp_replace(p.name, '\([^)]*\)', ' ', 'g')) = v_key desc,
        public.place_match_key(p.slug) = v_key desc,
        p.slug
      limit 1;
    if found then
      return;
    end if;
  end loop;
end;
$$;

comment on function public.resolve_place(text) is
  'The known place that typed text means: a place id, or a name, bracket-less name, slug or alias '
  'with the same place_match_key(); failing that, the text before the first comma. No row when '
  'none matches. A name match wins over a slug match, which wins over an alias.';

revoke execute on function public.resolve_place(text) from public, anon, authenticated;
grant execute on function public.resolve_place(text) to anon, authenticated, service_role;

-- Fare parameters per service type; read by the fare quote, edited by admins.
create table public.fare_rules (
  service_type public.service_type primary key,
  base_kobo bigint not null,
  per_km_kobo bigint not null,
  per_min_kobo bigint not null,
  minimum_kobo bigint not null,
  multiplier numeric(4, 2) not null default 1.00,
  airport_surcharge_kobo bigint not null default 0,
  hotel_surcharge_kobo bigint not null default 0,
  updated_at timestamptz not null default now(),
  constraint fare_rules_base_kobo_not_negative check (base_kobo >= 0),
  constraint fare_rules_per_km_kobo_not_negative check (per_km_kobo >= 0),
  constraint fare_rules_per_min_kobo_not_negative check (per_min_kobo >= 0),
  constraint fare_rules_minimum_kobo_not_negative check (minimum_kobo >= 0),
  constraint fare_rules_multiplier_positive check (multiplier > 0),
  constraint fare_rules_airport_surcharge_kobo_not_negative check (airport_surcharge_kobo >= 0),
  constraint fare_rules_hotel_surcharge_kobo_not_negative check (hotel_surcharge_kobo >= 0),
  constraint fare_rules_multiplier_finite check (multiplier < 'Infinity'::numeric)
);

create trigger fare_rules_set_updated_at
  before update on public.fare_rules
  for each row execute function public.set_updated_at();

alter table public.fare_rules enable row level security;

create policy "everyone reads fare rules"
  on public.fare_rules for select to anon, authenticated
  using (true);
create policy "fare rules are added by migrations only"
  on public.fare_rules for insert to authenticated
  with check (false);
create policy "admins edit fare rules"
  on public.fare_rules for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "fare rules are removed by migrations only"
  on public.fare_rules for delete to authenticated
  using (false);

revoke all on table public.fare_rules from anon, authenticated;
grant select on table public.fare_rules to anon;
grant select, update on table public.fare_rules to authenticated;

comment on table public.fare_rules is 'Upfront fare parameters per service type (amounts in kobo).';
comment on column public.fare_rules.base_kobo is 'Flag-fall amount in kobo.';
comment on column public.fare_rules.per_km_kobo is 'Amount per road kilometre in kobo.';
comment on column public.fare_rules.per_min_kobo is 'Amount per estimated minute in kobo.';
comment on column public.fare_rules.minimum_kobo is 'Lowest fare charged, in kobo.';
comment on column public.fare_rules.multiplier is 'Service-class multiplier applied to base + distance + time.';
comment on column public.fare_rules.airport_surcharge_kobo is 'Added when either end is an airport.';
comment on column public.fare_rules.hotel_surcharge_kobo is 'Added for airport & hotel transfers with a hotel end.';
comment on constraint fare_rules_multiplier_finite on public.fare_rules is
  'The multiplier is a finite number (never NaN or Infinity). Postgres sorts NaN above every '
  'value, so multiplier > 0 alone accepted ''NaN'' and every quote for that service then failed; < '
  '''Infinity'' is false for NaN and +Infinity. The same rule holds bookings.distance_km and '
  'vehicle_positions.speed_kmh.';

-- quote_fare: the upfront fare for a ride between two known places.
--
-- Rules (every step is visible in the returned breakdown, so a screen can show it):
--
-- 1. Places. pickup and dropoff are a place id (uuid text), or text that resolve_place() matches
--    to a known place. Nothing found: PT404 'Unknown place: <text>' (HTTP 404). Both ends the
--    same place: error 22023 'Pickup and destination must be different.'
-- 2. Distance. Great-circle (haversine, earth radius 6371 km) between the two places, times a road
--    factor of 1.35 for Lagos's indirect roads, rounded to 0.1 km.
-- 3. Duration. distance_km / speed × 60, rounded up to whole minutes (at least 1). The speed
--    depends on the pickup time in Africa/Lagos:
--      21:00–05:59 any day                          35 km/h (night)
--      Mon–Fri 06:00–09:59 and 16:00–19:59          14 km/h (rush hour; rush_hour = true)
--      Mon–Fri 10:00–15:59 and 20:00–20:59          22 km/h (weekday off-peak)
--      Sat–Sun 06:00–20:59                          25 km/h (weekend daytime)
-- 4. Trip fare. base_kobo + round(per_km_kobo × distance_km) + per_min_kobo × duration_min, times
--    the service's multiplier, rounded to the kobo. If that is below the service's minimum_kobo,
--    the minimum is charged instead (minimum_applied = true).
-- 5. Surcharges, flat, not multiplied, added after the minimum: airport_surcharge_kobo when either
--    end is an airport (any service); hotel_surcharge_kobo when either end is a hotel and the
--    service is airport_hotel.
-- 6. Total. trip fare + surcharges, rounded up to the next ₦100 (10 000 kobo).
--
-- The rates themselves live in public.fare_rules (one row per service type). Everyone may quote;
-- the function reads only tables everyone may read, so it runs with the caller's rights.
create function public.quote_fare(
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
  'total rounded up to ₦100. Returns the breakdown as jsonb. Places are resolved by '
  'resolve_place(). Errors: 404 (PT404) "Unknown place: …" or no fare rule; 400 (22023) blank or '
  'identical ends. Every error a caller can cause is a 4xx: an unknown place used to raise P0002, '
  'which PostgREST maps to 500 (a server fault to clients, monitoring and retries).';

revoke execute on function public.quote_fare(text, text, public.service_type, timestamptz)
  from public, anon, authenticated;
grant execute on function public.quote_fare(text, text, public.service_type, timestamptz)
  to anon, authenticated, service_role;

-- The departure-time advisor on the booking form: for one route and service, the fare and the
-- predicted trip time of leaving at the chosen time and every 30 minutes from 90 minutes before to
-- 90 minutes after it, so a rider sees that leaving at 06:30 instead of 07:30 misses the rush.
--
-- Each row is exactly quote_fare at that time, so the advisor and the fare the booking is charged
-- never disagree. Times already past are left out (so is the chosen time, if it has passed); a
-- time past the 90-day booking horizon is left out too, as create_booking would refuse it.
--
-- Cost: at most seven quote_fare calls. The first resolves the typed places (raising quote_fare's
-- own 404/400 messages for an unknown, blank or identical place, or a service without fares); the
-- others pass the resolved ids, which resolve_place finds by key. Security invoker: callers need
-- nothing beyond quote_fare, which everyone may call.
create function public.quote_departures(
  p_pickup text,
  p_dropoff text,
  p_service public.service_type,
  p_at timestamptz
)
returns table (
  departure_at timestamptz,
  fare_kobo bigint,
  duration_min integer,
  distance_km numeric,
  is_chosen boolean
)
language plpgsql
stable
security invoker
rows 7
set search_path = ''
as $$
declare
  v_service public.service_type := coalesce(p_service, 'standard');
  v_first jsonb;
  v_quote jsonb;
  v_from text;
  v_to text;
  v_offset int;
  v_at timestamptz;
begin
  if p_at is null then
    raise exception using errcode = '22023', message = 'Please choose a pickup date and time.';
  end if;

  -- Resolve the places once, at the chosen time, even when it has passed: a wrong place is an
  -- error whatever the time.
  v_first := public.quote_fare(p_pickup, p_dropoff, v_service, p_at);
  v_from := v_first -> 'pickup' ->> 'id';
  v_to := v_first -> 'dropoff' ->> 'id';

  for v_offset in select g from generate_series(-90, 90, 30) g loop
    v_at := p_at + make_interval(mins => v_offset);
    continue when v_at <= now() or v_at > now() + interval '90 days';
    v_quote := case when v_offset = 0 then v_first
      else public.quote_fare(v_from, v_to, v_service, v_at) end;
    departure_at := v_at;
    fare_kobo := (v_quote ->> 'total_kobo')::bigint;
    duration_min := (v_quote ->> 'duration_min')::int;
    distance_km := (v_quote ->> 'distance_km')::numeric;
    is_chosen := v_offset = 0;
    return next;
  end loop;
end;
$$;

comment on function public.quote_departures(text, text, public.service_type, timestamptz) is
  'Departure-time advisor: quote_fare''s fare (total_kobo) and predicted duration for leaving at '
  'p_at and at 30-minute steps from 90 minutes before to 90 minutes after it, in time order, '
  'future times within the 90-day booking horizon only; is_chosen marks p_at. Errors are '
  'quote_fare''s (404 unknown place or service without fares, 400 blank or identical places) '
  'and 400 (22023) for a missing time.';

revoke execute on function public.quote_departures(text, text, public.service_type, timestamptz)
  from public, anon, authenticated;
grant execute on function public.quote_departures(text, text, public.service_type, timestamptz)
  to anon, authenticated, service_role;
