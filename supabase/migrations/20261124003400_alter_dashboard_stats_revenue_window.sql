-- Total revenue without reading every completed trip. 20261124003100 matched each completed trip
-- against its vehicle's report for that month; with 100 000 bookings, most of them completed, that
-- is a sequential scan and over a second per call. Reports are filed after a month ends, so only
-- the current and the previous Lagos month can still be unreported:
--
--   total_revenue_kobo = every revenue report
--                      + the fares of trips completed this month or last month whose vehicle
--                        has no report for that month yet
--
-- A partial index on the completion moment, carrying what the match needs, answers the second
-- part with an index-only range scan over those two months. The rest of the function is unchanged.

create index bookings_completed_revenue_idx
  on public.bookings ((coalesce(completed_at, booking_time))) include (vehicle_id, fare_kobo)
  where status = 'completed';

create or replace function public.dashboard_stats()
returns public.dashboard_stats_result
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result public.dashboard_stats_result;
  v_unreported_from timestamptz :=
    (date_trunc('month', now() at time zone 'Africa/Lagos') - interval '1 month')
      at time zone 'Africa/Lagos';
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
           and coalesce(b.completed_at, b.booking_time) >= v_unreported_from
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

comment on function public.dashboard_stats() is
  'Admin dashboard cards: active_cars (available or on-trip vehicles), available_drivers (active, '
  'not on an in-progress booking), total_revenue_kobo (every revenue report, plus the fares of trips '
  'completed this month or last month that no report covers yet), pending_bookings. '
  'Administrators only (42501).';
