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
-- service, the odometer index below for the highest reading).

create index maintenance_logs_vehicle_id_odometer_km_idx
  on public.maintenance_logs (vehicle_id, odometer_km desc)
  where odometer_km is not null;

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
