-- dashboard_stats: the admin dashboard's four stat cards in one round trip.
--
--   active_cars         vehicles that are 'available' or 'on-trip' (in service, not in maintenance)
--   available_drivers   'active' drivers who are not on an in-progress booking right now
--   total_revenue_kobo  the sum of every revenue report
--   pending_bookings    bookings waiting for confirmation
--
-- Runs with the caller's rights (administrators can read every table involved) after checking
-- is_admin(), so a non-administrator gets a clear 42501 instead of zeros.

create or replace function public.dashboard_stats()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can see the dashboard.';
  end if;
  return jsonb_build_object(
    'active_cars',
      (select count(*) from public.fleets f where f.status in ('available', 'on-trip')),
    'available_drivers',
      (select count(*) from public.drivers d
       where d.status = 'active'
         and not exists (
           select 1 from public.bookings b where b.driver_id = d.id and b.status = 'in-progress'
         )),
    'total_revenue_kobo',
      (select coalesce(sum(r.revenue_kobo), 0) from public.revenue_reports r),
    'pending_bookings',
      (select count(*) from public.bookings b where b.status = 'pending')
  );
end;
$$;

comment on function public.dashboard_stats() is
  'Admin dashboard cards: {active_cars (available or on-trip vehicles), available_drivers (active, '
  'not on an in-progress booking), total_revenue_kobo (all revenue reports), pending_bookings}. '
  'Administrators only (42501 otherwise).';

revoke execute on function public.dashboard_stats() from public, anon, authenticated;
grant execute on function public.dashboard_stats() to authenticated, service_role;
