-- Baseline, part 7 of 17: bookings and dispatch. The booking row, its state machine (enforced for
-- every writer by triggers), create_booking, and the one rule book for assigning a driver and a
-- vehicle, shared by the dispatch list and the assignment itself.

create function public.new_booking_reference()
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select 'EKO-' || string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + floor(random() * 32)::int, 1), '')
  from generate_series(1, 6)
$$;

comment on function public.new_booking_reference() is 'A random booking reference such as EKO-7F3K2Q (no 0/O/1/I).';

revoke all on function public.new_booking_reference() from public, anon, authenticated;
grant execute on function public.new_booking_reference() to service_role;

-- Ride bookings. Created only through create_booking(); customers read their own, drivers the ones
-- assigned to them, admins all.
create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  reference text not null default public.new_booking_reference(),
  user_id uuid references auth.users (id) on delete set null,
  customer_name text not null,
  customer_phone text not null,
  customer_email text not null,
  pickup_location text not null,
  pickup_place_id uuid references public.places (id),
  dropoff_location text not null,
  dropoff_place_id uuid references public.places (id),
  booking_time timestamptz not null,
  service_type public.service_type not null default 'standard',
  status public.booking_status not null default 'pending',
  fare_kobo bigint not null,
  fare_breakdown jsonb not null default '{}',
  distance_km numeric(6, 1),
  duration_min integer,
  driver_id uuid references public.drivers (id) on delete set null,
  vehicle_id uuid references public.fleets (id) on delete set null,
  idempotency_key uuid not null default gen_random_uuid(),
  notes text,
  confirmed_at timestamptz,
  started_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  cancellation_reason text,
  -- Search columns for the admin list (src/features/bookings-admin/api/search.ts writes the
  -- ranges): C-collated copies a prefix search reads as a leakproof range on a btree index.
  -- "adaeze okonkwo": the name in lower case, accents removed, words split on anything else.
  search_name text collate "C" generated always as (
    btrim(regexp_replace(lower(regexp_replace(normalize(customer_name, NFD),
      '[\u0300-\u036f\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')), '[^a-z0-9]+', ' ', 'g'))
  ) stored,
  -- "okonkwo": the name's last word, so a surname alone finds the booking.
  search_surname text collate "C" generated always as (
    regexp_replace(
      btrim(regexp_replace(lower(regexp_replace(normalize(customer_name, NFD),
        '[\u0300-\u036f\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')), '[^a-z0-9]+', ' ', 'g')),
      '^.* ', '')
  ) stored,
  search_email text collate "C" generated always as (
    regexp_replace(lower(customer_email), '[^a-z0-9@._+-]+', '', 'g')
  ) stored,
  -- "7f3k2q": the reference without its EKO- prefix.
  search_code text collate "C" generated always as (
    lower(substr(reference, 5))
  ) stored,
  -- "8031234567" and its reversal "7654321308" (a prefix of the reversal is an "ends with").
  search_phone text collate "C" generated always as (
    substr(customer_phone, 5)
  ) stored,
  search_phone_reversed text collate "C" generated always as (
    reverse(substr(customer_phone, 5))
  ) stored,
  status_key text collate "C" generated always as (
    case status
      when 'pending' then 'pending'
      when 'confirmed' then 'confirmed'
      when 'in-progress' then 'in-progress'
      when 'completed' then 'completed'
      when 'cancelled' then 'cancelled'
    end
  ) stored,
  arrived_at timestamptz,
  flight_number text,
  cancelled_by text,
  constraint bookings_reference_key unique (reference),
  constraint bookings_idempotency_key_key unique (idempotency_key),
  constraint bookings_reference_format check (reference ~ '^EKO-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$'),
  constraint bookings_customer_name_not_blank check (btrim(customer_name) <> ''),
  constraint bookings_customer_name_at_most_120_characters check (char_length(customer_name) <= 120),
  constraint bookings_customer_phone_nigerian_mobile_e164 check (customer_phone ~ '^\+234[789][01][0-9]{8}$'),
  constraint bookings_customer_email_valid_address check (public.is_valid_email(customer_email)),
  constraint bookings_pickup_location_not_blank check (btrim(pickup_location) <> ''),
  constraint bookings_dropoff_location_not_blank check (btrim(dropoff_location) <> ''),
  constraint bookings_fare_kobo_not_negative check (fare_kobo >= 0),
  constraint bookings_fare_breakdown_is_object check (jsonb_typeof(fare_breakdown) = 'object'),
  constraint bookings_distance_km_not_negative check (distance_km >= 0),
  constraint bookings_duration_min_not_negative check (duration_min >= 0),
  constraint bookings_notes_at_most_1000_characters check (char_length(notes) <= 1000),
  constraint bookings_distance_km_finite check (distance_km < 'Infinity'::numeric),
  constraint bookings_cancellation_reason_not_blank check (cancellation_reason ~ '\S'),
  constraint bookings_cancellation_reason_at_most_500_characters
    check (char_length(cancellation_reason) <= 500),
  constraint bookings_cancelled_by_rider_or_operator check (cancelled_by in ('rider', 'operator')),
  constraint bookings_cancelled_by_only_when_cancelled
    check (cancelled_by is null or status = 'cancelled'),
  constraint bookings_flight_number_shape
    check (flight_number ~ '^([A-Z][A-Z0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$')
);

create index bookings_created_at_idx on public.bookings (created_at desc);
create index bookings_status_created_at_idx on public.bookings (status, created_at desc);
create index bookings_user_id_created_at_idx
  on public.bookings (user_id, created_at desc) include (driver_id);
comment on index public.bookings_user_id_created_at_idx is
  'A customer''s bookings newest first; carries driver_id so a count under the read policy stays '
  'index-only. The read policy''s driver branch (driver_id = the caller''s drivers row) made the '
  'admin list''s count read driver_id besides user_id; no index held both and Postgres fell back '
  'to a sequential scan of every booking.';
create index bookings_driver_id_idx on public.bookings (driver_id);
create index bookings_vehicle_id_idx on public.bookings (vehicle_id);
create index bookings_booking_time_idx on public.bookings (booking_time);
create index bookings_pickup_place_id_idx on public.bookings (pickup_place_id);
create index bookings_dropoff_place_id_idx on public.bookings (dropoff_place_id);
create index bookings_customer_phone_created_at_idx on public.bookings (customer_phone, created_at);
create index bookings_lower_customer_email_created_at_idx
  on public.bookings (lower(customer_email), created_at);
create index bookings_open_driver_time_idx on public.bookings (driver_id, booking_time)
  where status in ('pending', 'confirmed', 'in-progress') and driver_id is not null;
comment on index public.bookings_open_driver_time_idx is
  'A driver''s open bookings in pickup order. Dispatch looks them up around a pickup time once per '
  'candidate, many times per screen; the partial index keeps each lookup to that driver''s open '
  'bookings however many finished ones pile up.';
create index bookings_open_vehicle_time_idx on public.bookings (vehicle_id, booking_time)
  where status in ('pending', 'confirmed', 'in-progress') and vehicle_id is not null;
comment on index public.bookings_open_vehicle_time_idx is
  'A vehicle''s open bookings in pickup order, for the dispatch clash check and the tracking '
  'board; partial, so finished bookings never slow the lookup.';
create index bookings_pending_booking_time_idx on public.bookings (booking_time)
  where status = 'pending';
comment on index public.bookings_pending_booking_time_idx is
  'Pending bookings by pickup time: dashboard_alerts finds the ones within 2 hours of pickup.';
create index bookings_completed_revenue_idx
  on public.bookings ((coalesce(completed_at, booking_time))) include (vehicle_id, fare_kobo)
  where status = 'completed';
comment on index public.bookings_completed_revenue_idx is
  'Completed trips by completion moment, carrying what dashboard_stats'' unreported-revenue match '
  'needs: an index-only range scan over this month and last, instead of matching every completed '
  'trip against its vehicle''s report (a sequential scan, over a second per call at 100 000 '
  'bookings).';
create index bookings_search_name_idx on public.bookings (search_name);
create index bookings_search_surname_idx on public.bookings (search_surname);
create index bookings_search_email_idx on public.bookings (search_email);
create index bookings_search_code_idx on public.bookings (search_code);
create index bookings_search_phone_idx on public.bookings (search_phone);
create index bookings_search_phone_reversed_idx on public.bookings (search_phone_reversed);
create index bookings_status_key_created_at_idx
  on public.bookings (status_key, created_at desc, id desc) include (user_id, driver_id);
comment on index public.bookings_status_key_created_at_idx is
  'The admin list filtered by status, newest first. Carries user_id and driver_id, which the read '
  'policy checks, so the exact count of a filtered view reads only the matching index entries.';
create index bookings_completed_vehicle_time_idx
  on public.bookings (vehicle_id, (coalesce(completed_at, booking_time)))
  include (fare_kobo, completed_at, booking_time)
  where status = 'completed' and vehicle_id is not null;
comment on index public.bookings_completed_vehicle_time_idx is
  'Completed trips per vehicle by completion moment, covering what owner_vehicles() reads (fare, '
  'completion and pickup times): its trips and utilisation are an index-only scan. It carries '
  'completed_at and booking_time besides the expression because owner_vehicles groups the trips by '
  'Lagos day: with the expression alone every trip in the range was fetched from the table (a year '
  'of one owner''s three vehicles went from ~40 ms to ~2.5 ms at 100 000 bookings).';

create trigger bookings_set_updated_at
  before update on public.bookings
  for each row execute function public.set_updated_at();
create trigger bookings_audit
  after insert or update or delete on public.bookings
  for each row execute function public.audit_row_change();

alter table public.bookings enable row level security;

create policy "bookings are created through create_booking only"
  on public.bookings for insert to authenticated
  with check (false);
create policy "admins edit bookings"
  on public.bookings for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete bookings"
  on public.bookings for delete to authenticated
  using ((select public.is_admin()));
create policy "customers read their own bookings, drivers the ones assigned to them, admins all"
  on public.bookings for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select public.is_admin())
    or driver_id = (select d.id from public.drivers d where d.user_id = (select auth.uid()))
  );
comment on policy "customers read their own bookings, drivers the ones assigned to them, admins all"
  on public.bookings is
  'One select policy for the three readers (several permissive policies would each be evaluated '
  'for every row); the driver branch finds the caller''s drivers row through a subquery the drivers '
  'policy filters.';

revoke all on table public.bookings from anon, authenticated;
grant select, update, delete on table public.bookings to authenticated;

comment on table public.bookings is 'Ride bookings with the customer''s details and the upfront fare.';
comment on column public.bookings.reference is 'Short human-readable reference, e.g. EKO-7F3K2Q.';
comment on column public.bookings.user_id is 'The signed-in customer who booked, if any.';
comment on column public.bookings.customer_phone is 'Nigerian mobile in E.164 (+234...).';
comment on column public.bookings.pickup_place_id is 'Known place the pickup text was chosen from.';
comment on column public.bookings.dropoff_place_id is 'Known place the destination text was chosen from.';
comment on column public.bookings.booking_time is 'Requested pickup date and time.';
comment on column public.bookings.fare_kobo is 'Upfront fare quoted at booking, in kobo.';
comment on column public.bookings.fare_breakdown is 'The quote_fare result the fare came from.';
comment on column public.bookings.idempotency_key is 'Client-generated key: a retried submit returns the first booking.';
comment on constraint bookings_customer_email_valid_address on public.bookings is
  'The customer''s e-mail follows public.is_valid_email().';
comment on constraint bookings_distance_km_finite on public.bookings is
  'The distance is a finite number (never NaN or Infinity; see fare_rules_multiplier_finite).';
comment on constraint bookings_cancellation_reason_not_blank on public.bookings is
  'A reason has a visible character: btrim() alone strips spaces, so a reason of tabs or line '
  'breaks was taken as given.';
comment on column public.bookings.cancellation_reason is
  'Why the booking was cancelled, as the administrator (set_booking_status) or the rider '
  '(cancel_ride) gave it (1 to 500 characters, at least one visible character); null for bookings '
  'that were not cancelled. The operator''s timeline shows it next to cancelled_at.';
comment on column public.bookings.search_name is
  'Customer name for the admin search: lower case, no accents, words of a-z and 0-9 (filled by '
  'Postgres). The admin reads bookings through the row-level policy, and Postgres uses an index '
  'for a filter under such a policy only when its operator is leakproof: text and timestamp '
  'comparisons are, full-text matching (@@) and enum equality are not. So the search columns are '
  'plain C-collated text a prefix search reads as a range (col >= ''ada'' and col < ''ada~'') on a '
  'btree index, one per column, combined by a bitmap OR; a GIN-indexed tsvector they replace was '
  'read by a sequential scan of every booking (0.2 s at 100 000 bookings). Values hold only a-z, '
  '0-9, spaces and, for the e-mail, @ . _ + -, all below ''~'', so that range is exactly "starts '
  'with". pg_trgm is not used: not every runtime this schema runs on has it.';
comment on column public.bookings.search_surname is
  'Last word of search_name, so the admin search finds a surname alone (filled by Postgres).';
comment on column public.bookings.search_email is
  'Customer e-mail in lower case for the admin search (filled by Postgres).';
comment on column public.bookings.search_code is
  'Reference code without EKO-, lower case, for the admin search (filled by Postgres).';
comment on column public.bookings.search_phone is
  'National number of the customer phone (8031234567) for the admin search (filled by Postgres).';
comment on column public.bookings.search_phone_reversed is
  'search_phone reversed: the admin search finds a number by its last digits (filled by Postgres).';
comment on column public.bookings.status_key is
  'status as text (filled by Postgres): the admin list filters on it, since text equality may use '
  'an index under the row policy and enum equality may not (status = any(…) read every booking to '
  'count a filtered view). A status added to the enum later needs its branch here; until then its '
  'key is null.';
comment on column public.bookings.arrived_at is
  'When the driver marked arrival at the pickup (driver mode); set once, while the trip is confirmed.';
comment on column public.bookings.flight_number is
  'Flight number of an airport transfer (upper case, no spaces), e.g. P47123; null otherwise.';
comment on column public.bookings.cancelled_by is
  'Who cancelled: rider (cancel_ride) or operator (set_booking_status or any other path); null '
  'unless the booking is cancelled.';
comment on constraint bookings_cancelled_by_rider_or_operator on public.bookings is
  'A cancellation is made by the rider or by the operator.';
comment on constraint bookings_cancelled_by_only_when_cancelled on public.bookings is
  'Only a cancelled booking says who cancelled it.';
comment on constraint bookings_flight_number_shape on public.bookings is
  'A normalised flight number: airline code (2-character IATA or 3-letter ICAO), 1 to 4 digits, '
  'an optional letter; upper case, no spaces.';

-- The booking state machine holds for every write, not only for set_booking_status: an
-- administrator editing a row directly (or any other path) gets the same refusal.
--
--   pending ──confirm──▶ confirmed ──start──▶ in-progress ──finish──▶ completed
--      │                    │
--      └──────cancel────────┴──▶ cancelled
--
-- A booking becomes confirmed only with a driver and a vehicle. The moment of each step is stamped
-- (confirmed_at, started_at, completed_at, cancelled_at) when the writer did not set it. Writing a
-- row with its status unchanged is always allowed. The effects on the vehicle and the driver follow
-- from a second trigger, so they happen once whichever path changed the status.
create function public.guard_booking_status()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_from text := old.status::text;
  v_to text := new.status::text;
begin
  if old.status is not distinct from new.status then
    return new;
  end if;
  if not (
    (v_from = 'pending' and v_to in ('confirmed', 'cancelled'))
    or (v_from = 'confirmed' and v_to in ('in-progress', 'cancelled'))
    or (v_from = 'in-progress' and v_to = 'completed')
  ) then
    raise exception using
      errcode = 'P0001',
      message = case when v_from ~ '^[aeiou]' then 'An ' else 'A ' end
        || v_from || ' booking cannot become ' || v_to || '.';
  end if;
  if v_to = 'confirmed' and (new.driver_id is null or new.vehicle_id is null) then
    raise exception using
      errcode = 'P0001',
      message = 'Assign a driver and a vehicle before confirming ' || new.reference || '.';
  end if;
  case v_to
    when 'confirmed' then new.confirmed_at := coalesce(new.confirmed_at, now());
    when 'in-progress' then new.started_at := coalesce(new.started_at, now());
    when 'completed' then new.completed_at := coalesce(new.completed_at, now());
    when 'cancelled' then new.cancelled_at := coalesce(new.cancelled_at, now());
    else null;
  end case;
  return new;
end;
$$;

comment on function public.guard_booking_status() is
  'BEFORE UPDATE OF status trigger on bookings: refuses moves outside pending → confirmed → '
  'in-progress → completed and pending|confirmed → cancelled ("A <from> booking cannot become '
  '<to>."), requires a driver and vehicle to confirm, and stamps the step''s *_at column.';

revoke execute on function public.guard_booking_status() from public, anon, authenticated;

create trigger bookings_guard_status
  before update of status on public.bookings
  for each row execute function public.guard_booking_status();

create function private.apply_booking_status_effects()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'in-progress' then
    if exists (select 1 from public.fleets f where f.id = new.vehicle_id and f.status = 'maintenance') then
      raise exception using
        errcode = 'P0001',
        message = (select f.model || ' (' || f.registration_number || ') is in maintenance.'
                   from public.fleets f where f.id = new.vehicle_id);
    end if;
    update public.fleets f set status = 'on-trip'
    where f.id = new.vehicle_id and f.status <> 'on-trip';
  elsif new.status = 'completed' then
    update public.fleets f set status = 'available'
    where f.id = new.vehicle_id
      and f.status = 'on-trip'
      and not exists (
        select 1 from public.bookings o
        where o.vehicle_id = f.id and o.status = 'in-progress' and o.id <> new.id
      );
    update public.drivers d set trips = d.trips + 1 where d.id = new.driver_id;
  end if;
  return null;
end;
$$;

comment on function private.apply_booking_status_effects() is
  'AFTER UPDATE OF status trigger on bookings: in-progress turns the vehicle on-trip (refused, '
  'P0001, while it is in maintenance); completed frees the vehicle unless another of its trips is '
  'running and adds one to the driver''s trips. A trigger rather than code in set_booking_status, '
  'so the effects follow every status change (set_booking_status, driver_trip_step, a direct edit) '
  'exactly once.';

revoke all on function private.apply_booking_status_effects() from public, anon, authenticated;

create trigger bookings_apply_status_effects
  after update of status on public.bookings
  for each row
  when (old.status is distinct from new.status)
  execute function private.apply_booking_status_effects();

-- drivers.trips counts a driver's completed trips (their lifetime count, which for drivers who
-- joined with a history starts from that history). Completing a trip adds one; this keeps the count
-- right on the two other ways a completed trip can come or go: a completed booking is deleted (its
-- driver loses the trip), or a completed booking's driver is corrected (the trip moves). A booking
-- inserted already completed (an import, the seed) does not count: its trips are part of the
-- history the importer sets, as the seed does.
create function private.keep_driver_trips()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status = 'completed' and old.driver_id is not null then
      update public.drivers d set trips = greatest(d.trips - 1, 0) where d.id = old.driver_id;
    end if;
    return null;
  end if;
  -- UPDATE OF driver_id on a booking that was and stays completed.
  if old.status = 'completed' and new.status = 'completed'
    and old.driver_id is distinct from new.driver_id then
    update public.drivers d set trips = greatest(d.trips - 1, 0) where d.id = old.driver_id;
    update public.drivers d set trips = d.trips + 1 where d.id = new.driver_id;
  end if;
  return null;
end;
$$;

comment on function private.keep_driver_trips() is
  'AFTER DELETE / UPDATE OF driver_id trigger on bookings: a deleted completed booking takes its '
  'trip off the driver''s count; a completed booking''s driver change moves the trip.';

revoke all on function private.keep_driver_trips() from public, anon, authenticated;

create trigger bookings_keep_driver_trips_on_delete
  after delete on public.bookings
  for each row
  when (old.status = 'completed' and old.driver_id is not null)
  execute function private.keep_driver_trips();

create trigger bookings_keep_driver_trips_on_driver_change
  after update of driver_id on public.bookings
  for each row
  when (old.status = 'completed' and new.status = 'completed'
    and old.driver_id is distinct from new.driver_id)
  execute function private.keep_driver_trips();

-- An airport booking carries the rider's flight number, so operations can follow the flight and
-- the chauffeur is in the car park when it lands. Stored normalised: upper case, no spaces or
-- hyphens ("w3 108" and "W3-108" are "W3108"). Its shape (bookings_flight_number_shape) is an
-- airline code, two characters (IATA: "P4", "W3", "BA", "5N" style codes, not two digits) or three
-- letters (ICAO: "BAW"), then one to four digits and an optional letter. Whether a booking needs
-- one (an airport at either end) depends on its places, which a check constraint cannot see:
-- create_booking enforces that.
create function private.normalize_flight_number(p_flight_number text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(upper(regexp_replace(coalesce(p_flight_number, ''), '[[:space:]-]+', '', 'g')), '');
$$;

comment on function private.normalize_flight_number(text) is
  'A typed flight number in its stored form: upper case without spaces or hyphens; null when '
  'nothing was typed. Does not check the shape (bookings_flight_number_shape does).';

revoke execute on function private.normalize_flight_number(text) from public, anon, authenticated;

create type public.booking_receipt as (
  id uuid,
  reference text,
  status public.booking_status,
  fare_kobo bigint,
  fare_breakdown jsonb,
  booking_time timestamptz,
  pickup_location text,
  dropoff_location text,
  service_type public.service_type,
  replayed boolean,
  ride_token text,
  flight_number text,
  meeting_point text
);

comment on type public.booking_receipt is
  'What create_booking answers: the new (or replayed) booking''s public fields, whether it was a '
  'replay of an earlier request with the same key, the manage token of its ride page (ride_token), '
  'its flight number and the pickup place''s meeting point. A named composite rather than jsonb, '
  'so the generated types describe the result and the booking form reads it without a cast; the '
  'JSON the caller receives has the same keys.';

create function private.booking_receipt(
  p_booking public.bookings,
  p_user uuid,
  p_phone text,
  p_replayed boolean
)
returns public.booking_receipt
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if p_replayed and (
    p_booking.user_id is distinct from p_user or p_booking.customer_phone is distinct from p_phone
  ) then
    raise exception using
      errcode = 'P0001',
      message = 'This booking request was already used for another booking. Please refresh the page and try again.';
  end if;
  return row(
    p_booking.id,
    p_booking.reference,
    p_booking.status,
    p_booking.fare_kobo,
    p_booking.fare_breakdown,
    p_booking.booking_time,
    p_booking.pickup_location,
    p_booking.dropoff_location,
    p_booking.service_type,
    p_replayed,
    (select l.manage_token from public.ride_links l where l.booking_id = p_booking.id),
    p_booking.flight_number,
    (select p.meeting_point from public.places p where p.id = p_booking.pickup_place_id)
  )::public.booking_receipt;
end;
$$;

comment on function private.booking_receipt(public.bookings, uuid, text, boolean) is
  'What create_booking answers for a booking, with its ride page token and the pickup''s meeting '
  'point. For a replayed request it first checks that the caller and phone match the booking made '
  'with that key. An internal helper, so it lives in the private schema, out of the API''s reach.';

revoke execute on function private.booking_receipt(public.bookings, uuid, text, boolean)
  from public, anon, authenticated;

-- create_booking: the only way a booking row is created from the web (public form, signed-in
-- customers and the admin booking form).
--
-- * Validates every field and answers with a sentence a customer understands (errcode 22023).
-- * Phones are accepted as 0803 123 4567, +234 803 123 4567 or 234803…, and stored in E.164; the
--   e-mail follows is_valid_email().
-- * The pickup time may be at most 5 minutes in the past (the form's clock and the server's may
--   differ a little) and at most 90 days ahead.
-- * Both ends must be known places (see quote_fare); the fare is always recomputed here from
--   fare_rules, never taken from the browser, and the full quote is kept in fare_breakdown.
-- * Flight number: required when the pickup or the drop-off is an airport (its kind, as
--   quote_fare resolves the places), stored normalised and checked against the shape of
--   bookings_flight_number_shape before the insert: 'Please enter the flight number for an
--   airport transfer.' or 'Enter a flight number like P4 7123.' A flight number typed for a trip
--   with no airport end is checked the same way but not kept.
-- * A signed-in customer's booking is linked to them (user_id = auth.uid()); an administrator
--   booking on a customer's behalf is not linked to the administrator.
-- * Idempotent on p_idempotency_key: a retried submit returns the booking already made
--   (replayed = true) instead of booking twice. Reusing a key for a different caller or a
--   different phone number is refused.
-- * The reference comes from new_booking_reference() (e.g. EKO-7F3K2Q); a collision is retried.
--
-- Security definer because callers (anon included) have no insert right on bookings.
create function public.create_booking(
  p_customer_name text,
  p_customer_phone text,
  p_customer_email text,
  p_pickup text,
  p_dropoff text,
  p_booking_time timestamptz,
  p_service_type public.service_type,
  p_idempotency_key uuid,
  p_notes text default null,
  p_flight_number text default null
)
returns public.booking_receipt
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := case when public.is_admin() then null else (select auth.uid()) end;
  v_name text := btrim(coalesce(p_customer_name, ''));
  v_phone text := public.normalize_ng_phone(p_customer_phone);
  v_email text := lower(btrim(coalesce(p_customer_email, '')));
  v_notes text := nullif(btrim(coalesce(p_notes, '')), '');
  v_flight text := private.normalize_flight_number(p_flight_number);
  v_service public.service_type := coalesce(p_service_type, 'standard');
  v_quote jsonb;
  v_airport boolean;
  v_row public.bookings;
  v_reference text;
  v_attempt int := 0;
begin
  if p_idempotency_key is null then
    raise exception using errcode = '22023', message = 'A booking request key is required.';
  end if;

  -- A retried submit: answer with the booking already made.
  select b.* into v_row from public.bookings b where b.idempotency_key = p_idempotency_key;
  if v_row.id is not null then
    return private.booking_receipt(v_row, v_user, v_phone, true);
  end if;

  if v_name = '' then
    raise exception using errcode = '22023', message = 'Please enter your full name.';
  end if;
  if length(v_name) > 120 then
    raise exception using errcode = '22023', message = 'Your name must be 120 characters or fewer.';
  end if;
  if btrim(coalesce(p_customer_phone, '')) = '' then
    raise exception using errcode = '22023', message = 'Please enter your phone number.';
  end if;
  if v_phone is null then
    raise exception using
      errcode = '22023',
      message = 'Please enter a valid Nigerian mobile number, e.g. 0803 123 4567.';
  end if;
  if v_email = '' then
    raise exception using errcode = '22023', message = 'Please enter your email address.';
  end if;
  if not public.is_valid_email(v_email) then
    raise exception using errcode = '22023', message = 'Please enter a valid email address.';
  end if;
  if p_booking_time is null then
    raise exception using errcode = '22023', message = 'Please choose a pickup date and time.';
  end if;
  if p_booking_time < now() - interval '5 minutes' then
    raise exception using errcode = '22023', message = 'The pickup time must be in the future.';
  end if;
  if p_booking_time > now() + interval '90 days' then
    raise exception using errcode = '22023', message = 'Rides can be booked up to 90 days ahead.';
  end if;
  if length(coalesce(v_notes, '')) > 1000 then
    raise exception using errcode = '22023', message = 'Notes must be 1000 characters or fewer.';
  end if;

  -- Unknown or identical places raise quote_fare's own messages.
  v_quote := public.quote_fare(p_pickup, p_dropoff, v_service, p_booking_time);

  -- Flight number: needed for an airport at either end, same shape as bookings_flight_number_shape.
  v_airport := coalesce('airport' in (v_quote -> 'pickup' ->> 'kind', v_quote -> 'dropoff' ->> 'kind'), false);
  if v_flight is null and v_airport then
    raise exception using
      errcode = '22023', message = 'Please enter the flight number for an airport transfer.';
  end if;
  if v_flight is not null
    and v_flight !~ '^([A-Z][A-Z0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$' then
    raise exception using errcode = '22023', message = 'Enter a flight number like P4 7123.';
  end if;
  if not v_airport then
    v_flight := null;
  end if;

  loop
    v_attempt := v_attempt + 1;
    v_reference := public.new_booking_reference();
    begin
      insert into public.bookings (
        reference, user_id, customer_name, customer_phone, customer_email,
        pickup_location, pickup_place_id, dropoff_location, dropoff_place_id,
        booking_time, service_type, status, fare_kobo, fare_breakdown, distance_km, duration_min,
        idempotency_key, notes, flight_number
      ) values (
        v_reference, v_user, v_name, v_phone, v_email,
        v_quote -> 'pickup' ->> 'name', (v_quote -> 'pickup' ->> 'id')::uuid,
        v_quote -> 'dropoff' ->> 'name', (v_quote -> 'dropoff' ->> 'id')::uuid,
        p_booking_time, v_service, 'pending', (v_quote ->> 'total_kobo')::bigint, v_quote,
        (v_quote ->> 'distance_km')::numeric, (v_quote ->> 'duration_min')::int,
        p_idempotency_key, v_notes, v_flight
      )
      returning * into v_row;
      exit;
    exception when unique_violation then
      -- Either the same request arrived twice at once, or the reference collided: retry.
      select b.* into v_row from public.bookings b where b.idempotency_key = p_idempotency_key;
      if v_row.id is not null then
        return private.booking_receipt(v_row, v_user, v_phone, true);
      end if;
      if v_attempt >= 5 then
        raise;
      end if;
    end;
  end loop;
  return private.booking_receipt(v_row, v_user, v_phone, false);
end;
$$;

comment on function public.create_booking(text, text, text, text, text, timestamptz, public.service_type, uuid, text, text) is
  'Creates a pending booking after validating the customer''s details (readable 22023 errors), '
  'normalising the phone to E.164, checking the e-mail with is_valid_email() (the old pattern '
  'accepted a 400-character address or <script>@x.io, which then reached the booking and the '
  'confirmation e-mail) and recomputing the fare with quote_fare (an unknown place is a 404); the '
  'predicted duration_min and distance_km are stored for dispatch. An airport at either end needs '
  'a flight number (normalised, shape of bookings_flight_number_shape). Links auth.uid() for '
  'signed-in customers (not for administrators). Idempotent on p_idempotency_key: a repeat returns '
  'the same booking with replayed = true, its ride token included, to the same caller and phone '
  'only. Returns a public.booking_receipt with the ride page''s manage token and the pickup''s '
  'meeting point.';

revoke execute on function public.create_booking(text, text, text, text, text, timestamptz, public.service_type, uuid, text, text)
  from public, anon, authenticated;
grant execute on function public.create_booking(text, text, text, text, text, timestamptz, public.service_type, uuid, text, text)
  to anon, authenticated, service_role;

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
-- taken to last 2 hours. So a 3-hour trip blocks its driver for 3½ hours, and a 30-minute one for
-- an hour.
--
-- Errors of the dispatch functions: 42501 not an administrator (403); PT404 unknown booking,
-- driver or vehicle (404); 22023 missing input (400); P0001 a rule refused the change, with its
-- sentence (400). Rows are locked (booking, then driver, then vehicle) so two dispatchers cannot
-- double-book the same driver or vehicle at once.
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

create function public.assert_assignable(
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
  'Raises P0001 with private.assignment_problem''s sentence when the driver and vehicle cannot '
  'take the booking (inactive, licence, documents, maintenance, class, seats, overlapping trip '
  'windows); PT404 for an unknown driver or vehicle. Locks both rows. Administrators only; '
  'security definer to reach the private rule book, which callers cannot reach; it still begins '
  'with is_admin().';

revoke execute on function public.assert_assignable(public.bookings, uuid, uuid) from public, anon, authenticated;
-- Invoker functions need their callers to hold EXECUTE on the check they share; it refuses
-- anyone but an administrator.
grant execute on function public.assert_assignable(public.bookings, uuid, uuid) to authenticated, service_role;

create function public.assign_booking(p_booking_id uuid, p_driver_id uuid, p_vehicle_id uuid)
returns public.bookings
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
  return v_booking;
end;
$$;

comment on function public.assign_booking(uuid, uuid, uuid) is
  'Assigns (or reassigns) a driver and a vehicle to a pending or confirmed booking after '
  'assert_assignable''s checks. Administrators only. Returns the booking row, typed as '
  'public.bookings so the generated types describe it (the same JSON object as the jsonb it once '
  'returned). Runs with the administrator''s own rights: administrators may read and change '
  'bookings, vehicles and drivers under row-level security, so it needs no elevated rights; it '
  'begins with is_admin() for a clear 42501 and RLS stands behind it. Not found is PT404 (HTTP '
  '404), not P0002, which PostgREST maps to 500.';

revoke execute on function public.assign_booking(uuid, uuid, uuid) from public, anon, authenticated;
grant execute on function public.assign_booking(uuid, uuid, uuid) to authenticated, service_role;

create function public.set_booking_status(
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

comment on function public.set_booking_status(uuid, public.booking_status, text) is
  'Moves a booking along pending → confirmed → in-progress → completed, or pending|confirmed → '
  'cancelled, stamping confirmed_at/started_at/completed_at/cancelled_at. Confirming needs an '
  'assignment that still passes assert_assignable; the vehicle and driver effects of starting and '
  'completing come from the bookings_apply_status_effects trigger; cancelling needs p_reason '
  '(1–500 characters after trimming every kind of white space, so a reason of tabs or line breaks '
  'gets the readable 22023 "Give a reason for cancelling." rather than the column''s check), '
  'stored in cancellation_reason. Same status: no change. Anything else: P0001 "A <from> booking '
  'cannot become <to>.", before the reason is looked at. Administrators only, with their own '
  'rights (as assign_booking); PT404 for an unknown booking. Returns the booking row. Every change '
  'lands in audit_log through bookings_audit, with the administrator as actor: the booking''s '
  'status timeline.';

revoke execute on function public.set_booking_status(uuid, public.booking_status, text) from public, anon, authenticated;
grant execute on function public.set_booking_status(uuid, public.booking_status, text) to authenticated, service_role;

-- The dispatch dialog's list: every driver, with the vehicle assigned to them, for one booking.
-- Each row says whether the pair can take the booking and, if not, why (the sentence assign_booking
-- would refuse it with). Assignable pairs come first, then the nearest: the straight-line
-- (haversine) distance from the vehicle's last known position (vehicle_positions) to the pickup
-- place; pairs without a position or a booking without a known pickup place come after those
-- with one; then by driver name.
--
-- One query over the drivers; each candidate's clash check reads only that driver's and that
-- vehicle's open bookings through the partial indexes above. Security definer to reach the
-- private rule book; it begins with is_admin() and reads nothing else for other callers.
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

-- Drivers move their own trips along: arrived at the pickup, trip started, trip completed, through
-- the same state machine as the dispatchers, with the same vehicle and driver effects.
-- driver_trip_step(p_booking_id, p_step) is security definer, since drivers may not write
-- bookings, vehicles or drivers; it acts only for the booking's own driver, and every change is
-- audited (bookings_audit, fleets_audit, drivers_audit) with the driver as actor.
--   arrived    confirmed trip: stamps arrived_at once (again: no change)
--   started    confirmed → in-progress (again: no change)
--   completed  in-progress → completed (again: no change)
-- Marking arrived is not required before starting: a driver who forgot still can start.
--
-- Errors: 42501 not a driver, not linked, inactive, or not their trip (403); PT404 unknown
-- booking (404); 22023 unknown step (400); P0001 wrong order, with a sentence (400).
create function public.driver_trip_step(p_booking_id uuid, p_step text)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_driver public.drivers;
  v_booking public.bookings;
  v_to public.booking_status;
begin
  perform private.assert_caller_active();
  if not public.is_driver() then
    raise exception using errcode = '42501', message = 'Only drivers can update their trips.';
  end if;
  select d.* into v_driver from public.drivers d where d.id = private.current_driver_id();
  if v_driver.id is null then
    raise exception using errcode = '42501', message = 'Your account is not linked to a driver.';
  end if;
  if v_driver.status <> 'active' then
    raise exception using errcode = '42501', message = 'Your driver account is inactive.';
  end if;
  if p_step is null or p_step not in ('arrived', 'started', 'completed') then
    raise exception using
      errcode = '22023',
      message = 'Unknown trip step. Use arrived, started or completed.';
  end if;

  select b.* into v_booking from public.bookings b where b.id = p_booking_id for update;
  if v_booking.id is null then
    raise exception using errcode = 'PT404', message = 'Booking not found.';
  end if;
  if v_booking.driver_id is distinct from v_driver.id then
    raise exception using errcode = '42501', message = 'This trip is not assigned to you.';
  end if;

  if p_step = 'arrived' then
    if v_booking.status <> 'confirmed' then
      raise exception using
        errcode = 'P0001',
        message = 'Only a confirmed trip can be marked arrived; ' || v_booking.reference || ' is '
          || v_booking.status::text || '.';
    end if;
    if v_booking.arrived_at is null then
      update public.bookings b set arrived_at = now()
      where b.id = p_booking_id returning b.* into v_booking;
    end if;
    return v_booking;
  end if;

  v_to := case p_step
    when 'started' then 'in-progress'::public.booking_status
    else 'completed'::public.booking_status
  end;
  if v_booking.status = v_to then
    return v_booking;
  end if;
  if p_step = 'started' and v_booking.status <> 'confirmed' then
    raise exception using
      errcode = 'P0001',
      message = 'Only a confirmed trip can start; ' || v_booking.reference || ' is ' || v_booking.status::text || '.';
  end if;
  if p_step = 'completed' and v_booking.status <> 'in-progress' then
    raise exception using
      errcode = 'P0001',
      message = 'Only a trip in progress can be completed; ' || v_booking.reference || ' is '
        || v_booking.status::text || '.';
  end if;

  update public.bookings b set status = v_to
  where b.id = p_booking_id returning b.* into v_booking;
  return v_booking;
end;
$$;

comment on function public.driver_trip_step(uuid, text) is
  'A driver moves their own trip: arrived (confirmed trip, stamps arrived_at once), started '
  '(confirmed → in-progress), completed (in-progress → completed), through the bookings state '
  'machine and its vehicle and driver effects. Repeating a step changes nothing. Others: 42501. '
  'Returns the booking row.';

revoke all on function public.driver_trip_step(uuid, text) from public, anon, authenticated;
grant execute on function public.driver_trip_step(uuid, text) to authenticated, service_role;
