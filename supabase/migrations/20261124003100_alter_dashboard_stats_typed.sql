-- dashboard_stats returns a named composite instead of jsonb, so the generated types describe it
-- and the dashboard reads it without a cast. The answer's JSON shape stays the same object.
--
-- Total revenue is what an operator reads as "money the fleet has earned": every vehicle-month a
-- revenue report covers counts as reported (reports are the books, they include adjustments),
-- and completed trips in months not reported yet count at their fare. So a trip completed today
-- shows at once, and it is not counted twice once the month's report is filed. Cash collected
-- (payments) is how a fare was settled, not extra revenue, so it does not add to the total.

drop function public.dashboard_stats();

create type public.dashboard_stats_result as (
  active_cars integer,
  available_drivers integer,
  total_revenue_kobo bigint,
  pending_bookings integer
);

comment on type public.dashboard_stats_result is 'The four dashboard cards, as dashboard_stats() returns them.';

create function public.dashboard_stats()
returns public.dashboard_stats_result
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result public.dashboard_stats_result;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can see the dashboard.';
  end if;
  select
    (select count(*) from public.fleets f where f.status in ('available', 'on-trip')),
    (select count(*) from public.drivers d
     where d.status = 'active'
       and not exists (
         select 1 from public.bookings b where b.driver_id = d.id and b.status = 'in-progress'
       )),
    (select coalesce(sum(r.revenue_kobo), 0) from public.revenue_reports r)
      + (select coalesce(sum(b.fare_kobo), 0)
         from public.bookings b
         where b.status = 'completed'
           and not exists (
             select 1 from public.revenue_reports r
             where r.vehicle_id = b.vehicle_id
               and r.period = date_trunc(
                 'month', coalesce(b.completed_at, b.booking_time) at time zone 'Africa/Lagos'
               )::date
           )),
    (select count(*) from public.bookings b where b.status = 'pending')
  into v_result.active_cars, v_result.available_drivers, v_result.total_revenue_kobo,
    v_result.pending_bookings;
  return v_result;
end;
$$;

-- Security definer for the reason given in 20260601002800: the status filters must use their
-- index, which they cannot behind the bookings policy. The admin check comes first.
comment on function public.dashboard_stats() is
  'Admin dashboard cards: active_cars (available or on-trip vehicles), available_drivers (active, '
  'not on an in-progress booking), total_revenue_kobo (revenue reports, plus the fares of completed '
  'trips in vehicle-months no report covers yet), pending_bookings. Administrators only (42501).';

revoke execute on function public.dashboard_stats() from public, anon, authenticated;
grant execute on function public.dashboard_stats() to authenticated, service_role;
