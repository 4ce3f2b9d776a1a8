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
