-- Baseline, part 10 of 17: the rider's side after booking. Two unguessable links per booking, the
-- live ride page, My rides, cancelling and rating.

-- Every booking gets two links: a manage token (the rider's own link: e-mails, the confirmation,
-- My rides; it can cancel and rate) and a share token (a view-only link the rider sends to
-- family: no cancel, no rate, no fare). Tokens are 128 random bits as 32 hex characters. Nobody
-- reads the table over the API: ride_status, my_rides, cancel_ride and rate_ride (security
-- definer) and the service role (e-mails) do.
create function private.new_ride_token()
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select encode(extensions.gen_random_bytes(16), 'hex');
$$;

comment on function private.new_ride_token() is
  'A ride link token: 128 random bits as 32 lower-case hex characters (URL-safe).';

revoke all on function private.new_ride_token() from public, anon, authenticated;

create table public.ride_links (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  manage_token text not null default private.new_ride_token(),
  share_token text not null default private.new_ride_token(),
  created_at timestamptz not null default now(),
  constraint ride_links_manage_token_key unique (manage_token),
  constraint ride_links_share_token_key unique (share_token),
  constraint ride_links_manage_token_32_hex check (manage_token ~ '^[0-9a-f]{32}$'),
  constraint ride_links_share_token_32_hex check (share_token ~ '^[0-9a-f]{32}$'),
  constraint ride_links_tokens_differ check (manage_token <> share_token)
);

alter table public.ride_links enable row level security;

-- No policies and no grants: anon and authenticated never read or write the tokens directly.
revoke all on table public.ride_links from anon, authenticated;
grant select, insert, update, delete on table public.ride_links to service_role;

comment on table public.ride_links is
  'The two links of each booking''s ride page: manage (the rider''s own) and share (view only). '
  'Read by security-definer ride functions and the service role only.';
comment on column public.ride_links.manage_token is
  'The rider''s own link token: reads the whole ride, cancels and rates. In e-mails, the '
  'confirmation and My rides.';
comment on column public.ride_links.share_token is
  'The view-only link token the rider shares with family: no fare, no cancel, no rate.';

-- Every new booking gets its links, whoever inserts it (create_booking, the seed, an admin, a
-- bulk load): one statement-level insert per statement, so bulk loads stay fast.
create function private.create_ride_links()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.ride_links (booking_id)
  select n.id from new_bookings n
  on conflict (booking_id) do nothing;
  return null;
end;
$$;

comment on function private.create_ride_links() is
  'AFTER INSERT (statement) trigger on bookings: gives every new booking its manage and share tokens.';

revoke all on function private.create_ride_links() from public, anon, authenticated;

create trigger bookings_create_ride_links
  after insert on public.bookings
  referencing new table as new_bookings
  for each statement execute function private.create_ride_links();

-- Cancellations by anyone but the rider (set_booking_status, a direct edit, a booking imported
-- already cancelled) are the operator's.
create function private.default_cancelled_by()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.status = 'cancelled' and (tg_op = 'INSERT' or old.status is distinct from new.status) then
    new.cancelled_by := coalesce(new.cancelled_by, 'operator');
  end if;
  return new;
end;
$$;

comment on function private.default_cancelled_by() is
  'BEFORE INSERT / UPDATE OF status trigger on bookings: a cancellation that does not say who made '
  'it (set_booking_status, a direct edit, an import) records cancelled_by = operator; cancel_ride '
  'sets rider.';

revoke all on function private.default_cancelled_by() from public, anon, authenticated;

create trigger bookings_default_cancelled_by
  before insert or update of status on public.bookings
  for each row execute function private.default_cancelled_by();

-- Riders rate a completed ride once, 1 to 5 stars with an optional comment, through rate_ride.
-- The driver's rating is the average of their ratings and rating_count how many there are, both
-- kept by a trigger on this table.
--
-- Reading: administrators read every rating; a customer reads the ratings of their own bookings.
-- Writing: only rate_ride adds a rating. Administrators moderate: they may blank out an abusive
-- comment (the stars stay) or remove a rating altogether; the driver's average follows.
--
-- With no ratings at all (a new driver, or after the last one was removed) drivers.rating keeps
-- its value (5.0 for a new driver, the column default) and rating_count is 0: readers show such a
-- driver as new rather than as a 5.0 (ride_status answers driver_rating null then).
create table public.ride_ratings (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  driver_id uuid references public.drivers (id) on delete set null,
  rating smallint not null,
  comment text,
  created_at timestamptz not null default now(),
  constraint ride_ratings_rating_between_1_and_5 check (rating between 1 and 5),
  constraint ride_ratings_comment_not_blank check (comment ~ '\S'),
  constraint ride_ratings_comment_at_most_500_characters check (char_length(comment) <= 500)
);

create index ride_ratings_driver_id_idx on public.ride_ratings (driver_id);

alter table public.ride_ratings enable row level security;

-- One read policy (two permissive ones would each be evaluated for every row).
create policy "customers read the ratings of their own rides, admins read all"
  on public.ride_ratings for select to authenticated
  using (
    (select public.is_admin())
    or exists (
      select 1 from public.bookings b
      where b.id = ride_ratings.booking_id and b.user_id = (select auth.uid())
    )
  );
create policy "admins moderate ride rating comments"
  on public.ride_ratings for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins remove ride ratings"
  on public.ride_ratings for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.ride_ratings from anon, authenticated;
grant select, delete on table public.ride_ratings to authenticated;
grant update (comment) on table public.ride_ratings to authenticated;
grant select, insert, update, delete on table public.ride_ratings to service_role;

comment on table public.ride_ratings is
  'One rating per completed booking, by its rider through rate_ride: 1 to 5 and an optional comment.';
comment on column public.ride_ratings.driver_id is 'The driver of the rated trip, when it was rated.';
comment on column public.ride_ratings.rating is 'Stars, a whole number from 1 to 5.';
comment on column public.ride_ratings.comment is 'Optional words from the rider, at most 500 characters.';

-- drivers.rating (average, one decimal) and drivers.rating_count follow the ratings.
create function private.refresh_driver_rating(p_driver_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.drivers d
  set rating = coalesce(s.average, d.rating),
      rating_count = s.total
  from (
    select round(avg(r.rating), 1) as average, count(*)::int as total
    from public.ride_ratings r
    where r.driver_id = p_driver_id
  ) as s
  where d.id = p_driver_id
    and (d.rating is distinct from coalesce(s.average, d.rating) or d.rating_count <> s.total);
$$;

comment on function private.refresh_driver_rating(uuid) is
  'Sets the driver''s rating to the average of their ride ratings (one decimal) and rating_count '
  'to their number; with no ratings the rating keeps its value and the count is 0.';

revoke all on function private.refresh_driver_rating(uuid) from public, anon, authenticated;

create function private.keep_driver_rating()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.driver_id is not null and (
    tg_op = 'DELETE' or new.driver_id is distinct from old.driver_id or new.rating <> old.rating
  ) then
    perform private.refresh_driver_rating(old.driver_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.driver_id is not null
    and (tg_op = 'INSERT' or new.driver_id is distinct from old.driver_id or new.rating <> old.rating) then
    perform private.refresh_driver_rating(new.driver_id);
  end if;
  return null;
end;
$$;

comment on function private.keep_driver_rating() is
  'AFTER INSERT/UPDATE/DELETE trigger on ride_ratings: refreshes the rated drivers'' rating and '
  'rating_count.';

revoke all on function private.keep_driver_rating() from public, anon, authenticated;

create trigger ride_ratings_keep_driver_rating
  after insert or update or delete on public.ride_ratings
  for each row execute function private.keep_driver_rating();

-- The rider's reads: the live ride page (ride_status, by reference and token, no sign-in), My rides
-- (my_rides, signed-in customers) and the free-cancellation policy (ride_policy).
--
-- ride_status(reference, token) answers public.ride_view for the booking whose manage or share
-- token matches; anything else (unknown reference, wrong token, another booking's token, nulls) is
-- the same PT404 "Ride not found." so a guess learns nothing. The share view leaves out what is
-- only the rider's: the share token, the fare and its breakdown, the cancellation reason, the
-- rating and its comment, and it can neither cancel nor rate.
--
-- Stages: requested (pending), confirmed, on_the_way (confirmed with a driver and vehicle, from
-- 60 minutes before pickup), arrived (the driver marked arrival, trip not started), in_progress,
-- completed, cancelled. The driver and vehicle are shown once the booking is confirmed (not while
-- pending, not once cancelled); the vehicle's live position only while on_the_way, arrived or
-- in_progress, from the same vehicle_positions the administrators' tracking board reads.
create type public.ride_view as (
  reference text,
  access text,
  share_token text,
  status public.booking_status,
  stage text,
  booking_time timestamptz,
  created_at timestamptz,
  confirmed_at timestamptz,
  arrived_at timestamptz,
  started_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  cancelled_by text,
  cancellation_reason text,
  service_type public.service_type,
  pickup_location text,
  dropoff_location text,
  pickup_lat double precision,
  pickup_lng double precision,
  dropoff_lat double precision,
  dropoff_lng double precision,
  fare_kobo bigint,
  fare_breakdown jsonb,
  distance_km numeric,
  duration_min integer,
  customer_first_name text,
  flight_number text,
  meeting_point text,
  driver_name text,
  driver_initials text,
  driver_rating numeric,
  vehicle_model text,
  vehicle_colour text,
  vehicle_plate text,
  vehicle_lat double precision,
  vehicle_lng double precision,
  vehicle_heading integer,
  vehicle_speed_kmh numeric,
  position_at timestamptz,
  position_source text,
  free_cancellation_minutes integer,
  cancel_cutoff_at timestamptz,
  can_cancel boolean,
  can_rate boolean,
  rating integer,
  rating_comment text
);

comment on type public.ride_view is
  'What the ride page shows of one booking (ride_status, cancel_ride, rate_ride). access is manage '
  '(the rider''s link) or share (view only: no share token, fare, reason, rating; cannot cancel or rate).';

-- The operator's cut-off, for the ride page, My rides and the booking form's small print. Rows of
-- a named composite rather than a one-column table: the API answers a one-column table function
-- with bare values ([60]); a composite keeps the rows objects ([{"free_cancellation_minutes": 60}]).
create type public.ride_policy_row as (free_cancellation_minutes integer);

comment on type public.ride_policy_row is 'One row of ride_policy(): the rider''s cancellation terms.';

create function public.ride_policy()
returns setof public.ride_policy_row
language sql
stable
security definer
set search_path = ''
as $$
  select row(s.free_cancellation_minutes)::public.ride_policy_row
  from public.operator_settings s where s.id;
$$;

comment on function public.ride_policy() is
  'The rider''s free-cancellation cut-off in minutes before pickup (operator_settings). Anyone.';

revoke all on function public.ride_policy() from public, anon, authenticated;
grant execute on function public.ride_policy() to anon, authenticated, service_role;

-- A booking's stage on the ride page's timeline.
create function private.ride_stage(p_booking public.bookings, p_now timestamptz)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select case p_booking.status
    when 'pending' then 'requested'
    when 'in-progress' then 'in_progress'
    when 'completed' then 'completed'
    when 'cancelled' then 'cancelled'
    else case
      when p_booking.arrived_at is not null and p_booking.started_at is null then 'arrived'
      when p_booking.driver_id is not null and p_booking.vehicle_id is not null
        and p_now >= p_booking.booking_time - interval '60 minutes' then 'on_the_way'
      else 'confirmed'
    end
  end;
$$;

comment on function private.ride_stage(public.bookings, timestamptz) is
  'requested | confirmed | on_the_way (confirmed, assigned, from 60 min before pickup) | arrived '
  '(arrival marked, not started) | in_progress | completed | cancelled.';

revoke all on function private.ride_stage(public.bookings, timestamptz) from public, anon, authenticated;

-- Builds the view of one booking for a caller with the given access ('manage' or 'share').
create function private.ride_view_of(p_booking_id uuid, p_access text)
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
    case when v_manage then v_rating.comment end
  )::public.ride_view;
end;
$$;

comment on function private.ride_view_of(uuid, text) is
  'public.ride_view of a booking for manage or share access; PT404 "Ride not found." if it is gone.';

revoke all on function private.ride_view_of(uuid, text) from public, anon, authenticated;

-- Which booking a reference and token open, and how: 'manage' or 'share'; no row when none.
create function private.ride_access(p_reference text, p_token text)
returns table (booking_id uuid, access text)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, case when l.manage_token = t.token then 'manage' else 'share' end
  from public.bookings b
  join public.ride_links l on l.booking_id = b.id
  cross join lateral (select lower(btrim(p_token)) as token) t
  where b.reference = upper(btrim(p_reference))
    and t.token in (l.manage_token, l.share_token)
  limit 1;
$$;

comment on function private.ride_access(text, text) is
  'The booking a ride link opens and its access (manage or share); no row for any mismatch.';

revoke all on function private.ride_access(text, text) from public, anon, authenticated;

create function public.ride_status(p_reference text, p_token text)
returns public.ride_view
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_booking_id uuid;
  v_access text;
begin
  select a.booking_id, a.access into v_booking_id, v_access
  from private.ride_access(p_reference, p_token) a;
  if v_booking_id is null then
    raise exception using errcode = 'PT404', message = 'Ride not found.';
  end if;
  return private.ride_view_of(v_booking_id, v_access);
end;
$$;

comment on function public.ride_status(text, text) is
  'The live ride page: the booking a reference and its manage or share token open, as '
  'public.ride_view. Any mismatch: PT404 "Ride not found.". Anyone holding the link; no sign-in.';

revoke all on function public.ride_status(text, text) from public, anon, authenticated;
grant execute on function public.ride_status(text, text) to anon, authenticated, service_role;

create function public.my_rides(
  p_scope text default 'upcoming',
  p_limit integer default 10,
  p_offset integer default 0
)
returns table (
  reference text,
  manage_token text,
  status public.booking_status,
  stage text,
  booking_time timestamptz,
  service_type public.service_type,
  pickup_location text,
  dropoff_location text,
  fare_kobo bigint,
  can_cancel boolean,
  can_rate boolean,
  rating integer,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_minutes integer;
begin
  if v_user is null then
    raise exception using errcode = '42501', message = 'Sign in to see your rides.';
  end if;
  perform private.assert_caller_active();
  if p_scope is null or p_scope not in ('upcoming', 'past') then
    raise exception using errcode = '22023', message = 'Choose upcoming or past rides.';
  end if;
  if p_limit is null or p_limit not between 1 and 50 then
    raise exception using errcode = '22023', message = 'Show between 1 and 50 rides at a time.';
  end if;
  if p_offset is null or p_offset not between 0 and 1000000 then
    raise exception using errcode = '22023', message = 'The page must be 0 or more.';
  end if;
  select s.free_cancellation_minutes into v_minutes from public.operator_settings s where s.id;
  v_minutes := coalesce(v_minutes, 60);

  return query
  select b.reference,
    l.manage_token,
    b.status,
    private.ride_stage(b, now()),
    b.booking_time,
    b.service_type,
    b.pickup_location,
    b.dropoff_location,
    b.fare_kobo,
    b.status in ('pending', 'confirmed') and now() < b.booking_time - make_interval(mins => v_minutes),
    b.status = 'completed' and r.booking_id is null,
    r.rating::integer,
    count(*) over ()
  from public.bookings b
  left join public.ride_links l on l.booking_id = b.id
  left join public.ride_ratings r on r.booking_id = b.id
  where b.user_id = v_user
    and case p_scope
      when 'upcoming' then b.status in ('pending', 'confirmed', 'in-progress')
      else b.status in ('completed', 'cancelled')
    end
  order by
    case when p_scope = 'upcoming' then b.booking_time end asc,
    case when p_scope = 'past' then b.booking_time end desc,
    b.reference
  limit p_limit offset p_offset;
end;
$$;

comment on function public.my_rides(text, integer, integer) is
  'The signed-in customer''s own bookings (user_id = auth.uid()) with their manage links: upcoming '
  '(pending, confirmed, in progress; soonest first) or past (completed, cancelled; newest first), '
  'a page at a time (limit 1–50) with the scope''s total_count. Anon: 42501.';

revoke all on function public.my_rides(text, integer, integer) from public, anon, authenticated;
grant execute on function public.my_rides(text, integer, integer) to authenticated, service_role;

-- The rider cancels and rates from the ride page (manage token) or from My rides (signed in, no
-- token). Both are security definer: riders hold no write right on bookings or ride_ratings; each
-- acts only on the booking the caller proved theirs, and answers the booking's public.ride_view.
--
-- Who: p_token = the booking's manage token (anyone holding the rider's link), or p_token null and
-- the signed-in customer whose booking it is (user_id = auth.uid()). The share token is refused
-- with 42501; anything else (unknown reference, wrong token, someone else's booking) is PT404
-- "Ride not found.", the same answer ride_status gives.
--
-- cancel_ride(reference, token, reason)
--   P0001 'This ride can no longer be cancelled.'          not pending or confirmed
--   P0001 'Free cancellation closed N minutes before pickup. Please call us to cancel this ride.'
--                                                          now >= pickup - N minutes (operator_settings)
--   22023 'Please tell us why you are cancelling.'         reason missing or only white space
--   22023 'The reason must be 500 characters or fewer.'
--   Sets status cancelled, cancellation_reason (trimmed) and cancelled_by 'rider'.
-- rate_ride(reference, token, rating, comment)
--   22023 'A rating is a whole number from 1 to 5.'       (p_rating is numeric so 4.5 gets this
--                                                          sentence rather than a cast error)
--   22023 'A comment can be at most 500 characters.'       (trimmed; blank means no comment)
--   P0001 'You can rate a ride once it is completed.'
--   23505 'This ride has already been rated.'              (409)
-- The booking a caller may act on as its rider, and how they reached it.
create function private.rider_access(p_reference text, p_token text)
returns table (booking_id uuid, access text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_token is not null then
    return query select a.booking_id, a.access from private.ride_access(p_reference, p_token) a;
    return;
  end if;
  if auth.uid() is null then
    return;
  end if;
  perform private.assert_caller_active();
  return query
  select b.id, 'manage'::text
  from public.bookings b
  where b.reference = upper(btrim(p_reference)) and b.user_id = auth.uid();
end;
$$;

comment on function private.rider_access(text, text) is
  'The booking a rider acts on: by its manage or share token, or (token null) the signed-in '
  'customer''s own booking with that reference. No row when neither matches.';

revoke all on function private.rider_access(text, text) from public, anon, authenticated;

create function public.cancel_ride(p_reference text, p_token text, p_reason text)
returns public.ride_view
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_booking_id uuid;
  v_access text;
  v_booking public.bookings;
  v_minutes integer;
  -- Trimmed of every kind of white space (btrim alone keeps tabs and line breaks).
  v_reason text := nullif(regexp_replace(coalesce(p_reason, ''), '^\s+|\s+$', '', 'g'), '');
begin
  select a.booking_id, a.access into v_booking_id, v_access
  from private.rider_access(p_reference, p_token) a;
  if v_booking_id is null then
    raise exception using errcode = 'PT404', message = 'Ride not found.';
  end if;
  if v_access <> 'manage' then
    raise exception using errcode = '42501', message = 'Only the person who booked this ride can cancel it.';
  end if;

  select b.* into v_booking from public.bookings b where b.id = v_booking_id for update;
  if v_booking.status not in ('pending', 'confirmed') then
    raise exception using errcode = 'P0001', message = 'This ride can no longer be cancelled.';
  end if;
  select s.free_cancellation_minutes into v_minutes from public.operator_settings s where s.id;
  v_minutes := coalesce(v_minutes, 60);
  if now() >= v_booking.booking_time - make_interval(mins => v_minutes) then
    raise exception using
      errcode = 'P0001',
      message = 'Free cancellation closed ' || v_minutes || ' minutes before pickup. '
        || 'Please call us to cancel this ride.';
  end if;
  if v_reason is null then
    raise exception using errcode = '22023', message = 'Please tell us why you are cancelling.';
  end if;
  if char_length(v_reason) > 500 then
    raise exception using errcode = '22023', message = 'The reason must be 500 characters or fewer.';
  end if;

  update public.bookings b
  set status = 'cancelled', cancelled_at = now(), cancellation_reason = v_reason, cancelled_by = 'rider'
  where b.id = v_booking_id;

  return private.ride_view_of(v_booking_id, 'manage');
end;
$$;

comment on function public.cancel_ride(text, text, text) is
  'The rider cancels a pending or confirmed ride before the free-cancellation cut-off, with a '
  'reason (1–500 characters): by manage token, or signed in as its customer with p_token null. '
  'Records cancelled_by rider. Returns the ride''s public.ride_view.';

revoke all on function public.cancel_ride(text, text, text) from public, anon, authenticated;
grant execute on function public.cancel_ride(text, text, text) to anon, authenticated, service_role;

create function public.rate_ride(
  p_reference text,
  p_token text,
  p_rating numeric,
  p_comment text default null
)
returns public.ride_view
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_booking_id uuid;
  v_access text;
  v_booking public.bookings;
  v_comment text := nullif(regexp_replace(coalesce(p_comment, ''), '^\s+|\s+$', '', 'g'), '');
begin
  select a.booking_id, a.access into v_booking_id, v_access
  from private.rider_access(p_reference, p_token) a;
  if v_booking_id is null then
    raise exception using errcode = 'PT404', message = 'Ride not found.';
  end if;
  if v_access <> 'manage' then
    raise exception using errcode = '42501', message = 'Only the person who booked this ride can rate it.';
  end if;
  if p_rating is null or p_rating = 'NaN'::numeric or p_rating <> trunc(p_rating)
    or p_rating not between 1 and 5 then
    raise exception using errcode = '22023', message = 'A rating is a whole number from 1 to 5.';
  end if;
  if char_length(v_comment) > 500 then
    raise exception using errcode = '22023', message = 'A comment can be at most 500 characters.';
  end if;

  select b.* into v_booking from public.bookings b where b.id = v_booking_id for update;
  if v_booking.status <> 'completed' then
    raise exception using errcode = 'P0001', message = 'You can rate a ride once it is completed.';
  end if;

  begin
    insert into public.ride_ratings (booking_id, driver_id, rating, comment)
    values (v_booking_id, v_booking.driver_id, p_rating::smallint, v_comment);
  exception when unique_violation then
    raise exception using errcode = '23505', message = 'This ride has already been rated.';
  end;

  return private.ride_view_of(v_booking_id, 'manage');
end;
$$;

comment on function public.rate_ride(text, text, numeric, text) is
  'The rider rates a completed ride once, 1 to 5 with an optional comment (at most 500 '
  'characters): by manage token, or signed in as its customer with p_token null. The driver''s '
  'rating and rating_count follow. Returns the ride''s public.ride_view.';

revoke all on function public.rate_ride(text, text, numeric, text) from public, anon, authenticated;
grant execute on function public.rate_ride(text, text, numeric, text) to anon, authenticated, service_role;
