-- dashboard_alerts gains the service reminders (20261125004200_create_service_reminders.sql):
--
--   service_overdue   a vehicle is past its service date or service km (critical)
--   service_due_soon  a vehicle is due for service within 14 days or 1 000 km (warning)
--
-- each with the vehicle's id and no booking or driver, ordered with the others by the due date.
-- Every earlier alert is kept exactly as 20261124003200_create_dashboard_alerts.sql defines it.

create or replace function public.dashboard_alerts()
returns table (
  kind text,
  severity text,
  title text,
  detail text,
  booking_id uuid,
  driver_id uuid,
  vehicle_id uuid
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'Africa/Lagos')::date;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can see the dashboard.';
  end if;
  return query
  select a.kind, a.severity, a.title, a.detail, a.booking_id, a.driver_id, a.vehicle_id
  from (
    select
      case when d.license_expiry < v_today then 'licence_expired' else 'licence_expiring' end as kind,
      case when d.license_expiry < v_today then 'critical' else 'warning' end as severity,
      case when d.license_expiry < v_today
        then d.name || '''s licence has expired'
        else d.name || '''s licence expires soon'
      end as title,
      case when d.license_expiry < v_today
        then 'Expired on ' || to_char(d.license_expiry, 'FMDD FMMonth YYYY') || '.'
        when d.license_expiry = v_today then 'Expires today.'
        else 'Expires on ' || to_char(d.license_expiry, 'FMDD FMMonth YYYY') || ' (in '
          || (d.license_expiry - v_today) || case when d.license_expiry - v_today = 1
            then ' day).' else ' days).' end
      end as detail,
      null::uuid as booking_id,
      d.id as driver_id,
      d.assigned_vehicle_id as vehicle_id,
      d.license_expiry::timestamp at time zone 'Africa/Lagos' as due
    from public.drivers d
    where d.license_expiry <= v_today + 30

    union all

    select
      'booking_unassigned',
      'critical',
      b.reference || ' has no driver yet',
      'Pickup ' || to_char(b.booking_time at time zone 'Africa/Lagos', 'FMDD Mon, HH24:MI')
        || case when b.booking_time < now() then ' (overdue)' else '' end
        || ' from ' || b.pickup_location || ' to ' || b.dropoff_location || '.',
      b.id,
      b.driver_id,
      b.vehicle_id,
      b.booking_time
    from public.bookings b
    where b.status = 'pending'
      and b.booking_time between now() - interval '2 hours' and now() + interval '2 hours'
      and (b.driver_id is null or b.vehicle_id is null)

    union all

    select
      'vehicle_in_maintenance',
      'critical',
      f.model || ' (' || f.registration_number || ') is in maintenance',
      'It is assigned to ' || b.reference || ', pickup '
        || to_char(b.booking_time at time zone 'Africa/Lagos', 'FMDD Mon, HH24:MI') || '.',
      b.id,
      b.driver_id,
      f.id,
      b.booking_time
    from public.fleets f
    join public.bookings b on b.vehicle_id = f.id
    where f.status = 'maintenance'
      and b.status in ('pending', 'confirmed')
      and b.booking_time > now() - interval '2 hours'

    union all

    select
      case when r.overdue then 'service_overdue' else 'service_due_soon' end,
      case when r.overdue then 'critical' else 'warning' end,
      r.model || ' (' || r.registration_number || ') '
        || case when r.overdue then 'is overdue for service' else 'is due for service soon' end,
      case
        when r.days_remaining < 0 then 'Was due on ' || to_char(r.next_due_date, 'FMDD FMMonth YYYY')
          || ' (' || -r.days_remaining || case when r.days_remaining = -1
            then ' day ago)' else ' days ago)' end
        when r.days_remaining = 0 then 'Due today'
        else 'Due on ' || to_char(r.next_due_date, 'FMDD FMMonth YYYY') || ' (in '
          || r.days_remaining || case when r.days_remaining = 1 then ' day)' else ' days)' end
      end
        || case when r.next_due_km is null then '.'
          else ' or at ' || to_char(r.next_due_km, 'FM999G999G999') || ' km ('
            || to_char(abs(r.km_remaining), 'FM999G999G999')
            || case when r.km_remaining < 0 then ' km past).' else ' km to go).' end
        end,
      null::uuid,
      null::uuid,
      r.vehicle_id,
      r.next_due_date::timestamp at time zone 'Africa/Lagos'
    from public.service_reminders() r
    where r.overdue or r.due_soon
  ) as a
  order by a.severity = 'critical' desc, a.due, a.title
  limit 100;
end;
$$;

comment on function public.dashboard_alerts() is
  'Dashboard alerts (kind, severity critical|warning, title, detail, booking_id, driver_id, '
  'vehicle_id): licences expired or expiring within 30 days, pending bookings within 2 hours of '
  'pickup without a driver, vehicles in maintenance assigned to open bookings, vehicles overdue '
  '(critical) or due soon (warning) for service per service_reminders(). Administrators only.';

revoke execute on function public.dashboard_alerts() from public, anon, authenticated;
grant execute on function public.dashboard_alerts() to authenticated, service_role;
