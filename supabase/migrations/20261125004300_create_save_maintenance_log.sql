-- save_maintenance_log: adds (p_id null) or edits a maintenance entry and, when asked, moves the
-- vehicle into or out of maintenance, in one transaction: the entry is never saved with the status
-- change lost, nor the other way round, as two REST calls could leave them.
--
-- p_vehicle_status: null leaves the vehicle as it is; 'maintenance' takes it out of dispatch;
-- 'available' puts it back. 'on-trip' belongs to the booking state machine, so it is refused, and
-- so is any change while the vehicle is on a trip (finishing the trip sets its status). A vehicle
-- that goes into maintenance with open bookings is allowed: dashboard_alerts flags each of those
-- bookings for reassignment.
--
-- The vehicle row is locked first, as assign_booking does, so an assignment racing this either
-- commits first or sees the new status. Security invoker: the maintenance_logs and fleets policies
-- (administrators) apply and the audit trigger records the caller. Errors: 42501 not an
-- administrator; PT404 unknown vehicle or entry; P0001 a rule, as a readable sentence.

create function public.save_maintenance_log(
  p_vehicle_id uuid,
  p_log_date date,
  p_log_type public.maintenance_log_type,
  p_details text,
  p_cost_kobo bigint,
  p_odometer_km integer default null,
  p_vehicle_status public.vehicle_status default null,
  p_id uuid default null
)
returns public.maintenance_logs
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_vehicle public.fleets;
  v_name text;
  v_log public.maintenance_logs;
begin
  if not public.is_admin() then
    raise exception using
      errcode = '42501', message = 'Only administrators can log maintenance.';
  end if;
  if p_vehicle_id is null then
    raise exception using errcode = 'P0001', message = 'Choose a vehicle.';
  end if;
  if p_log_date is null then
    raise exception using errcode = 'P0001', message = 'Enter the date.';
  end if;
  if p_log_date > (now() at time zone 'Africa/Lagos')::date then
    raise exception using errcode = 'P0001', message = 'The date cannot be in the future.';
  end if;
  if p_log_type is null then
    raise exception using errcode = 'P0001', message = 'Choose a type.';
  end if;
  if p_details is null or btrim(p_details) = '' then
    raise exception using errcode = 'P0001', message = 'Describe the work done.';
  end if;
  if char_length(btrim(p_details)) > 2000 then
    raise exception using
      errcode = 'P0001', message = 'Use at most 2000 characters for the details.';
  end if;
  if p_cost_kobo is null or p_cost_kobo < 0 then
    raise exception using errcode = 'P0001', message = 'Enter the cost (0 if none).';
  end if;
  if p_odometer_km < 0 then
    raise exception using
      errcode = 'P0001', message = 'The odometer reading cannot be negative.';
  end if;

  select f.* into v_vehicle from public.fleets f where f.id = p_vehicle_id for update;
  if v_vehicle.id is null then
    raise exception using errcode = 'PT404', message = 'Vehicle not found.';
  end if;
  v_name := v_vehicle.model || ' (' || v_vehicle.registration_number || ')';

  if p_vehicle_status is not null and p_vehicle_status <> v_vehicle.status then
    if p_vehicle_status = 'on-trip' then
      raise exception using
        errcode = 'P0001',
        message = 'A vehicle goes on a trip only when its booking starts; choose available or '
          || 'maintenance.';
    end if;
    if v_vehicle.status = 'on-trip' then
      raise exception using
        errcode = 'P0001',
        message = v_name || ' is on a trip; change its status once the trip has ended.';
    end if;
  end if;

  if p_id is null then
    insert into public.maintenance_logs (vehicle_id, log_date, log_type, details, cost_kobo, odometer_km)
    values (p_vehicle_id, p_log_date, p_log_type, btrim(p_details), p_cost_kobo, p_odometer_km)
    returning * into v_log;
  else
    update public.maintenance_logs l
    set vehicle_id = p_vehicle_id,
        log_date = p_log_date,
        log_type = p_log_type,
        details = btrim(p_details),
        cost_kobo = p_cost_kobo,
        odometer_km = p_odometer_km
    where l.id = p_id
    returning l.* into v_log;
    if v_log.id is null then
      raise exception using errcode = 'PT404', message = 'Maintenance entry not found.';
    end if;
  end if;

  if p_vehicle_status is not null and p_vehicle_status <> v_vehicle.status then
    update public.fleets f set status = p_vehicle_status where f.id = p_vehicle_id;
  end if;
  return v_log;
end;
$$;

comment on function public.save_maintenance_log(
  uuid, date, public.maintenance_log_type, text, bigint, integer, public.vehicle_status, uuid
) is
  'Adds (p_id null) or edits a maintenance entry and optionally sets the vehicle''s status to '
  'maintenance or available, atomically. Refuses future dates, blank or over-2000-character '
  'details, negative cost or odometer, on-trip changes. Administrators only. Returns the entry.';

revoke execute on function public.save_maintenance_log(
  uuid, date, public.maintenance_log_type, text, bigint, integer, public.vehicle_status, uuid
) from public, anon, authenticated;
grant execute on function public.save_maintenance_log(
  uuid, date, public.maintenance_log_type, text, bigint, integer, public.vehicle_status, uuid
) to authenticated, service_role;
