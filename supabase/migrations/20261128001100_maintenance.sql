-- Baseline, part 11 of 17: the maintenance log, its totals, service reminders, and the save that
-- moves a vehicle into or out of maintenance with its entry.

-- Maintenance log of each vehicle, managed by admins only. The screen lists newest first under each
-- filter (vehicle, type, date range), so the vehicle and type indexes lead with the filter and end
-- with the date; the vehicle index also serves the foreign key and carries the cost, so a
-- vehicle's sum reads the index alone.
create table public.maintenance_logs (
  id uuid primary key default gen_random_uuid(),
  vehicle_id uuid not null references public.fleets (id) on delete cascade,
  log_date date not null,
  log_type public.maintenance_log_type not null,
  details text not null,
  cost_kobo bigint not null,
  odometer_km integer,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint maintenance_logs_details_not_blank check (btrim(details) <> ''),
  constraint maintenance_logs_details_at_most_2000_characters check (char_length(details) <= 2000),
  constraint maintenance_logs_cost_kobo_not_negative check (cost_kobo >= 0),
  constraint maintenance_logs_odometer_km_not_negative check (odometer_km >= 0)
);

create index maintenance_logs_log_date_idx on public.maintenance_logs (log_date desc);
create index maintenance_logs_created_by_idx on public.maintenance_logs (created_by);
create index maintenance_logs_vehicle_id_log_date_idx
  on public.maintenance_logs (vehicle_id, log_date desc) include (cost_kobo, log_type);
create index maintenance_logs_log_type_log_date_idx
  on public.maintenance_logs (log_type, log_date desc) include (cost_kobo);
-- service_reminders reads each vehicle's highest odometer reading from this one.
create index maintenance_logs_vehicle_id_odometer_km_idx
  on public.maintenance_logs (vehicle_id, odometer_km desc)
  where odometer_km is not null;

create trigger maintenance_logs_set_updated_at
  before update on public.maintenance_logs
  for each row execute function public.set_updated_at();
create trigger maintenance_logs_audit
  after insert or update or delete on public.maintenance_logs
  for each row execute function public.audit_row_change();

alter table public.maintenance_logs enable row level security;

create policy "admins read maintenance logs"
  on public.maintenance_logs for select to authenticated
  using ((select public.is_admin()));
create policy "admins add maintenance logs"
  on public.maintenance_logs for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins edit maintenance logs"
  on public.maintenance_logs for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete maintenance logs"
  on public.maintenance_logs for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.maintenance_logs from anon, authenticated;
grant select, insert, update, delete on table public.maintenance_logs to authenticated;

comment on table public.maintenance_logs is 'Fuel, service, repair and other maintenance entries per vehicle.';
comment on column public.maintenance_logs.cost_kobo is 'Cost in kobo.';
comment on column public.maintenance_logs.odometer_km is 'Odometer reading at the time, in km.';
comment on column public.maintenance_logs.created_by is 'The admin who logged the entry.';

-- maintenance_summary: the entry count and total cost of the maintenance log as the screen filters
-- it (vehicle, type, date range), summed in SQL so the browser never downloads the log to add it up.
create function public.maintenance_summary(
  p_vehicle_id uuid default null,
  p_log_type public.maintenance_log_type default null,
  p_from date default null,
  p_to date default null
)
returns table (entries integer, total_cost_kobo bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using
      errcode = '42501', message = 'Only administrators can see the maintenance log.';
  end if;
  if p_from > p_to then
    raise exception using
      errcode = 'P0001', message = 'The start date must be on or before the end date.';
  end if;
  -- Only the filters in use reach the query, so each call is planned for them and finds its index.
  execute
    'select count(*)::integer, coalesce(sum(l.cost_kobo), 0)::bigint '
    'from public.maintenance_logs l where true'
    || case when p_vehicle_id is null then '' else ' and l.vehicle_id = $1' end
    || case when p_log_type is null then '' else ' and l.log_type = $2' end
    || case when p_from is null then '' else ' and l.log_date >= $3' end
    || case when p_to is null then '' else ' and l.log_date <= $4' end
    into entries, total_cost_kobo
    using p_vehicle_id, p_log_type, p_from, p_to;
  return next;
end;
$$;

comment on function public.maintenance_summary(uuid, public.maintenance_log_type, date, date) is
  'Entries and total cost (kobo) of the maintenance log under the screen''s filters: vehicle, type '
  'and an inclusive date range, each optional. Administrators only (42501); a reversed range is a '
  '400.';

revoke execute on function public.maintenance_summary(uuid, public.maintenance_log_type, date, date)
  from public, anon, authenticated;
grant execute on function public.maintenance_summary(uuid, public.maintenance_log_type, date, date)
  to authenticated, service_role;

-- service_reminders: when each vehicle is next due for service, the way fleet tools remind.
--
-- The last service is the vehicle's latest 'Service' log (by date, then by when it was logged). The
-- next is due service_interval_days after it, or after the day the vehicle joined the fleet when it
-- has none yet; and service_interval_km past the last service's odometer reading, when it recorded
-- one. The latest known odometer is the highest reading of any log. A vehicle is overdue once the
-- due date has passed or the odometer has gone past the due reading; due soon within 14 days or
-- 1 000 km of either. Dates are Lagos dates.
--
-- Security definer so dashboard_alerts (also definer) can call it; the admin check comes first.
-- One lateral index read per vehicle (maintenance_logs_vehicle_id_log_date_idx for the last
-- service, the odometer index for the highest reading).
create function public.service_reminders()
returns table (
  vehicle_id uuid,
  model text,
  registration_number text,
  vehicle_status public.vehicle_status,
  service_interval_days integer,
  service_interval_km integer,
  last_service_date date,
  last_service_odometer_km integer,
  latest_odometer_km integer,
  next_due_date date,
  next_due_km integer,
  days_remaining integer,
  km_remaining integer,
  overdue boolean,
  due_soon boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'Africa/Lagos')::date;
  v_soon_days constant integer := 14;
  v_soon_km constant integer := 1000;
begin
  if not public.is_admin() then
    raise exception using
      errcode = '42501', message = 'Only administrators can see service reminders.';
  end if;
  return query
  select
    d.id, d.model, d.registration_number, d.status,
    d.service_interval_days, d.service_interval_km,
    d.last_service_date, d.last_service_odometer_km, d.latest_odometer_km,
    d.next_due_date, d.next_due_km,
    d.next_due_date - v_today,
    d.next_due_km - d.latest_odometer_km,
    d.next_due_date < v_today or coalesce(d.next_due_km < d.latest_odometer_km, false),
    not (d.next_due_date < v_today or coalesce(d.next_due_km < d.latest_odometer_km, false))
      and (d.next_due_date - v_today <= v_soon_days
        or coalesce(d.next_due_km - d.latest_odometer_km <= v_soon_km, false))
  from (
    select
      f.id, f.model, f.registration_number, f.status,
      f.service_interval_days, f.service_interval_km,
      s.log_date as last_service_date,
      s.odometer_km as last_service_odometer_km,
      o.odometer_km as latest_odometer_km,
      coalesce(s.log_date, (f.created_at at time zone 'Africa/Lagos')::date)
        + f.service_interval_days as next_due_date,
      s.odometer_km + f.service_interval_km as next_due_km
    from public.fleets f
    left join lateral (
      select l.log_date, l.odometer_km
      from public.maintenance_logs l
      where l.vehicle_id = f.id and l.log_type = 'Service'
      order by l.log_date desc, l.created_at desc
      limit 1
    ) s on true
    left join lateral (
      select l.odometer_km
      from public.maintenance_logs l
      where l.vehicle_id = f.id and l.odometer_km is not null
      order by l.odometer_km desc
      limit 1
    ) o on true
  ) as d
  order by 14 desc, 15 desc, d.next_due_date, d.model, d.registration_number;
end;
$$;

comment on function public.service_reminders() is
  'Per vehicle: service interval, last service (date, odometer), latest odometer, next service due '
  '(date, km), days and km remaining, overdue (past the date or the km) and due soon (within 14 '
  'days or 1 000 km). Overdue first, then due soon, then by due date. Administrators only.';

revoke execute on function public.service_reminders() from public, anon, authenticated;
grant execute on function public.service_reminders() to authenticated, service_role;

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
