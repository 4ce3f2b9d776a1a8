-- assign_booking and set_booking_status answer with the booking row typed as public.bookings (the
-- same JSON object as before, now described by the generated types), and cancelling takes a
-- reason. Changing a function's result type needs a drop; grants and the caller's-rights setting of
-- 20260601002700_alter_dispatch_functions_invoker.sql are restated.
--
-- * set_booking_status(p_booking_id, p_status, p_reason default null): a move to cancelled needs
--   p_reason (trimmed, 1 to 500 characters; 22023 "Give a reason for cancelling." when blank),
--   stored in bookings.cancellation_reason with cancelled_at. Other moves ignore p_reason. An
--   illegal move is refused before the reason is looked at.
-- * The assignment rules are assert_assignable's (private.assignment_problem since
--   20261124002100_create_assignment_rules.sql), checked again on confirming.
-- * Every change lands in audit_log through the bookings_audit trigger: an assignment as an update
--   whose after row carries driver_id and vehicle_id, a move with its status, stamp and reason,
--   with the administrator as actor. Administrators read it (the booking's status timeline).
--
-- Errors: 42501 not an administrator (403); PT404 unknown booking, driver or vehicle (404); 22023
-- missing input (400); P0001 a rule refused the change, with its sentence (400).

drop function public.assign_booking(uuid, uuid, uuid);
drop function public.set_booking_status(uuid, public.booking_status);

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
  'assert_assignable''s checks. Administrators only. Returns the booking row.';

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
    if exists (select 1 from public.fleets f where f.id = v_booking.vehicle_id and f.status = 'maintenance') then
      raise exception using
        errcode = 'P0001',
        message = (select f.model || ' (' || f.registration_number || ') is in maintenance.'
                   from public.fleets f where f.id = v_booking.vehicle_id);
    end if;
    update public.fleets f set status = 'on-trip' where f.id = v_booking.vehicle_id;
    update public.bookings b set status = 'in-progress', started_at = now()
    where b.id = p_booking_id returning b.* into v_booking;

  elsif v_from = 'in-progress' and p_status = 'completed' then
    update public.bookings b set status = 'completed', completed_at = now()
    where b.id = p_booking_id returning b.* into v_booking;
    update public.fleets f set status = 'available'
    where f.id = v_booking.vehicle_id
      and f.status = 'on-trip'
      and not exists (
        select 1 from public.bookings o
        where o.vehicle_id = f.id and o.status = 'in-progress' and o.id <> v_booking.id
      );
    update public.drivers d set trips = d.trips + 1 where d.id = v_booking.driver_id;

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
  'assignment that still passes assert_assignable; starting turns the vehicle on-trip; completing '
  'frees it and counts the driver''s trip; cancelling needs p_reason (1–500 characters), stored in '
  'cancellation_reason. Same status: no change. Anything else: P0001 "A <from> booking cannot '
  'become <to>." Administrators only. Returns the booking row.';

revoke execute on function public.set_booking_status(uuid, public.booking_status, text) from public, anon, authenticated;
grant execute on function public.set_booking_status(uuid, public.booking_status, text) to authenticated, service_role;
