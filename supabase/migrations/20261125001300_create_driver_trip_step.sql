-- Drivers move their own trips along: arrived at the pickup, trip started, trip completed. They
-- use the same state machine as the dispatchers, and the vehicle and driver follow the same way:
--
-- * The effects of a move (starting turns the vehicle on-trip and is refused while it is in
--   maintenance; completing frees the vehicle unless another trip of it is running, and counts
--   the driver's trip) move out of set_booking_status into an AFTER UPDATE OF status trigger, so
--   they follow every status change (set_booking_status, driver_trip_step, a direct edit) once.
--   The guard trigger (20260601002600) still decides which moves are legal.
-- * driver_trip_step(p_booking_id, p_step) is security definer, since drivers may not write
--   bookings, vehicles or drivers; it acts only for the booking's own driver, and every change is
--   audited (bookings_audit, fleets_audit, drivers_audit) with the driver as actor.
--     arrived    confirmed trip: stamps arrived_at once (again: no change)
--     started    confirmed → in-progress (again: no change)
--     completed  in-progress → completed (again: no change)
--   Marking arrived is not required before starting: a driver who forgot still can start.
--
-- Errors: 42501 not a driver, not linked, inactive, or not their trip (403); PT404 unknown
-- booking (404); 22023 unknown step (400); P0001 wrong order, with a sentence (400).

alter table public.bookings add column arrived_at timestamptz;

comment on column public.bookings.arrived_at is
  'When the driver marked arrival at the pickup (driver mode); set once, while the trip is confirmed.';

create or replace function private.apply_booking_status_effects()
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
  'P0001, while it is in maintenance); completed frees the vehicle unless another of its trips '
  'is running and adds one to the driver''s trips.';

revoke all on function private.apply_booking_status_effects() from public, anon, authenticated;

create trigger bookings_apply_status_effects
  after update of status on public.bookings
  for each row
  when (old.status is distinct from new.status)
  execute function private.apply_booking_status_effects();

create or replace function public.set_booking_status(
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
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
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
  'assignment that still passes assert_assignable; the vehicle and driver effects of starting '
  'and completing come from the bookings_apply_status_effects trigger; cancelling needs p_reason '
  '(1–500 characters), stored in cancellation_reason. Same status: no change. Anything else: '
  'P0001 "A <from> booking cannot become <to>." Administrators only. Returns the booking row.';

create or replace function public.driver_trip_step(p_booking_id uuid, p_step text)
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

  v_to := case p_step when 'started' then 'in-progress' else 'completed' end;
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
