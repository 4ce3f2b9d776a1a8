-- Dispatch fits how Lagos operators work: a higher vehicle class may serve a lower service (the
-- ladder standard < airport & hotel < corporate < premium), so a Premium S-Class standing at the
-- pickup can take an airport run; a refusal on class or seats can be overridden by an
-- administrator with a reason that stays on the booking (and so in the action log); and assigning
-- a pending booking confirms it in the same transaction unless the dispatcher asks for
-- "assign only".

alter table public.bookings
  add column assignment_override text,
  add constraint bookings_assignment_override_not_blank
    check (assignment_override ~ '\S'),
  add constraint bookings_assignment_override_at_most_500_characters
    check (char_length(assignment_override) <= 500);

comment on column public.bookings.assignment_override is
  'Why an administrator assigned this driver and vehicle although the vehicle''s class or seats do not fit the service (assign_booking''s p_override_reason), or null when they fit. Kept while the assignment stands, so confirming it later honours the same decision; cleared by the next assignment that fits.';
comment on constraint bookings_assignment_override_not_blank on public.bookings is
  'An override reason has a visible character.';
comment on constraint bookings_assignment_override_at_most_500_characters on public.bookings is
  'An override reason is a sentence, not a document.';

create function private.service_rank(p_service public.service_type)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_service
    when 'standard' then 0
    when 'airport_hotel' then 1
    when 'corporate' then 2
    when 'premium' then 3
  end
$$;

comment on function private.service_rank(public.service_type) is
  'The dispatch ladder: standard 0 < airport & hotel 1 < corporate 2 < premium 3. A vehicle serves a booking whose service ranks at or below its own class (seats permitting): an S-Class may take a Standard or an airport run, a saloon may not take a Premium Ride.';

create function private.class_fit(p_vehicle_class public.service_type, p_service public.service_type)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_vehicle_class = p_service then 'exact'
    when private.service_rank(p_vehicle_class) > private.service_rank(p_service) then 'upgrade'
  end
$$;

comment on function private.class_fit(public.service_type, public.service_type) is
  'How a vehicle''s class meets a booking''s service: exact, upgrade (a higher class on the ladder of private.service_rank), or null when the class is below the service.';

create function private.class_problem(p_booking public.bookings, p_vehicle public.fleets)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_vehicle text := p_vehicle.model || ' (' || p_vehicle.registration_number || ')';
  v_min_seats integer := private.service_min_seats(p_booking.service_type);
begin
  if private.class_fit(p_vehicle.service_class, p_booking.service_type) is null then
    return v_vehicle || ' serves ' || private.service_label(p_vehicle.service_class) || ', below '
      || private.service_label(p_booking.service_type) || '.';
  end if;
  if p_vehicle.seating_capacity < v_min_seats then
    return v_vehicle || ' has ' || p_vehicle.seating_capacity || ' seats; '
      || private.service_label(p_booking.service_type) || ' needs at least ' || v_min_seats || '.';
  end if;
  return null;
end;
$$;

comment on function private.class_problem(public.bookings, public.fleets) is
  'Why the vehicle does not suit the booking''s service (a class below it on the ladder, or too few seats), or null. The one refusal an administrator may override with a reason.';

drop function public.dispatch_candidates(uuid);
drop function public.assign_booking(uuid, uuid, uuid);
drop function public.assert_assignable(public.bookings, uuid, uuid);
drop function private.assignment_problem(public.bookings, public.drivers, public.fleets);

create function private.assignment_problem(
  p_booking public.bookings,
  p_driver public.drivers,
  p_vehicle public.fleets
)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_trip_date date := (p_booking.booking_time at time zone 'Africa/Lagos')::date;
  v_today date := (now() at time zone 'Africa/Lagos')::date;
  v_window_end timestamptz := private.trip_window_end(p_booking.booking_time, p_booking.duration_min);
  v_vehicle text := p_vehicle.model || ' (' || p_vehicle.registration_number || ')';
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
  'Why the driver and vehicle cannot take the booking whatever anyone decides, as one sentence (the first of: inactive, licence, documents, no vehicle, maintenance, driver clash, vehicle clash), or null. Class and seats are private.class_problem''s, which an administrator may override; together they are the rule book behind dispatch_candidates and assert_assignable.';

create function public.assert_assignable(
  p_booking public.bookings,
  p_driver_id uuid,
  p_vehicle_id uuid,
  p_override_reason text default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_driver public.drivers;
  v_vehicle public.fleets;
  v_problem text;
  v_class_problem text;
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
  v_class_problem := private.class_problem(p_booking, v_vehicle);
  if v_problem is null and p_override_reason is null then
    v_problem := v_class_problem;
  end if;
  if v_problem is not null then
    raise exception using errcode = 'P0001', message = v_problem;
  end if;
  return v_class_problem;
end;
$$;

comment on function public.assert_assignable(public.bookings, uuid, uuid, text) is
  'Raises P0001 with the rule book''s sentence when the driver and vehicle cannot take the booking: private.assignment_problem always, private.class_problem (class below the service, too few seats) unless p_override_reason is given. Returns the class problem a given reason overrode, or null when the vehicle suits the service. PT404 for an unknown driver or vehicle. Locks both rows. Administrators only; security definer to reach the private rule book, which callers cannot reach; it still begins with is_admin().';

create function public.assign_booking(
  p_booking_id uuid,
  p_driver_id uuid,
  p_vehicle_id uuid,
  p_confirm boolean default true,
  p_override_reason text default null
)
returns public.bookings
language plpgsql
set search_path = ''
as $_$
declare
  v_booking public.bookings;
  -- Trimmed of every kind of white space (btrim alone keeps tabs and line breaks).
  v_reason text := nullif(regexp_replace(coalesce(p_override_reason, ''), '^\s+|\s+$', '', 'g'), '');
  v_override text;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can assign bookings.';
  end if;
  if char_length(v_reason) > 500 then
    raise exception using errcode = '22023', message = 'The reason must be 500 characters or fewer.';
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

  -- The reason is kept only when it overrode something: a fitting vehicle needs none.
  if public.assert_assignable(v_booking, p_driver_id, p_vehicle_id, v_reason) is not null then
    v_override := v_reason;
  end if;

  update public.bookings b
  set driver_id = p_driver_id,
    vehicle_id = p_vehicle_id,
    assignment_override = v_override,
    status = case when p_confirm and b.status = 'pending' then 'confirmed' else b.status end,
    confirmed_at = case when p_confirm and b.status = 'pending' then now() else b.confirmed_at end
  where b.id = p_booking_id
  returning b.* into v_booking;
  return v_booking;
end;
$_$;

comment on function public.assign_booking(uuid, uuid, uuid, boolean, text) is
  'Assigns (or reassigns) a driver and a vehicle to a pending or confirmed booking after assert_assignable''s checks, and confirms a pending booking in the same transaction unless p_confirm is false ("assign only"). A vehicle whose class or seats do not suit the service needs p_override_reason (1–500 characters after trimming), stored in bookings.assignment_override, so the decision is in the action log through bookings_audit; a fitting assignment clears it. Administrators only, with their own rights (RLS stands behind the is_admin() check). Not found is PT404. Returns the booking row.';

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
  reason text,
  fit text,
  overridable boolean
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
    coalesce(verdict.hard, verdict.soft) is null,
    coalesce(verdict.hard, verdict.soft),
    private.class_fit(f.service_class, v_booking.service_type),
    verdict.hard is null and verdict.soft is not null
  from public.drivers d
  left join public.fleets f on f.id = d.assigned_vehicle_id
  left join public.vehicle_positions vp on vp.vehicle_id = f.id
  left join public.places pickup on pickup.id = v_booking.pickup_place_id
  cross join lateral (
    select
      private.assignment_problem(v_booking, d, f) as hard,
      case when f.id is not null then private.class_problem(v_booking, f) end as soft
  ) as verdict
  cross join lateral (
    select 2 * 6371 * asin(sqrt(
      power(sin(radians(pickup.lat - vp.lat) / 2), 2)
      + cos(radians(vp.lat)) * cos(radians(pickup.lat)) * power(sin(radians(pickup.lng - vp.lng) / 2), 2)
    )) as km
  ) as distance
  order by coalesce(verdict.hard, verdict.soft) is null desc,
    verdict.hard is null desc,
    distance.km asc nulls last, d.name, d.id;
end;
$$;

comment on function public.dispatch_candidates(uuid) is
  'Every driver with their assigned vehicle for a booking: driver (id, name, phone, rating), vehicle (id, model, plate, seats, class), straight-line distance in km (0.1) from the vehicle''s last position to the pickup and when it was seen, assignable, the reason when not (the sentence assign_booking would refuse with), fit (exact, upgrade, or null when the class is below the service) and overridable (the only refusal is class or seats, which assign_booking takes with a reason). Assignable first, then overridable, then nearest (unknown distances last), then name. Administrators only (42501); PT404 for an unknown booking.';

-- set_booking_status confirms with the override the assignment was made with.
create or replace function public.set_booking_status(
  p_booking_id uuid,
  p_status public.booking_status,
  p_reason text default null
)
returns public.bookings
language plpgsql
set search_path = ''
as $_$
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
    perform public.assert_assignable(
      v_booking, v_booking.driver_id, v_booking.vehicle_id, v_booking.assignment_override
    );
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
$_$;

comment on function public.set_booking_status(uuid, public.booking_status, text) is
  'Moves a booking along pending → confirmed → in-progress → completed, or pending|confirmed → cancelled, stamping confirmed_at/started_at/completed_at/cancelled_at. Confirming needs an assignment that still passes assert_assignable, with the override the assignment was made with (bookings.assignment_override); the vehicle and driver effects of starting and completing come from the bookings_apply_status_effects trigger; cancelling needs p_reason (1–500 characters after trimming every kind of white space, so a reason of tabs or line breaks gets the readable 22023 "Give a reason for cancelling." rather than the column''s check), stored in cancellation_reason. Same status: no change. Anything else: P0001 "A <from> booking cannot become <to>.", before the reason is looked at. Administrators only, with their own rights (as assign_booking); PT404 for an unknown booking. Returns the booking row. Every change lands in audit_log through bookings_audit, with the administrator as actor: the booking''s status timeline.';

revoke all on function private.service_rank(public.service_type) from public, anon, authenticated;
revoke all on function private.class_fit(public.service_type, public.service_type) from public, anon, authenticated;
revoke all on function private.class_problem(public.bookings, public.fleets) from public, anon, authenticated;
revoke all on function private.assignment_problem(public.bookings, public.drivers, public.fleets) from public, anon, authenticated;
revoke all on function public.assert_assignable(public.bookings, uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.assert_assignable(public.bookings, uuid, uuid, text) to authenticated, service_role;
revoke all on function public.assign_booking(uuid, uuid, uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.assign_booking(uuid, uuid, uuid, boolean, text) to authenticated, service_role;
revoke all on function public.dispatch_candidates(uuid) from public, anon, authenticated;
grant execute on function public.dispatch_candidates(uuid) to authenticated, service_role;
