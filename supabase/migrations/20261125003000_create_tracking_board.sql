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

create or replace function public.tracking_board()
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
