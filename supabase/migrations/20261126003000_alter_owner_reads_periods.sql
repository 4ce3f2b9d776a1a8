-- The owner portal by period: what an owner of a fleet on a ride-hailing platform asks for and
-- rarely gets. Every read is for the caller's own vehicles (fleets.owner_id = auth.uid()), never
-- by the free-text owner name, and aggregated here rather than in the browser.
--
-- * owner_report_totals(p_from, p_to) and owner_reports(p_from, p_to) replace the no-argument
--   versions: the same keys and columns, restricted to the revenue reports whose month lies in the
--   months of p_from..p_to (either end null = open), and the totals gain fuel, maintenance,
--   commission and trips, so the portal can show how the payout was reached.
-- * owner_monthly(p_from, p_to): payout by month for the chart, one row per month of the range
--   (months without a report are zero, so the chart has no holes), oldest first.
-- * owner_vehicles(p_from, p_to): each of the owner's vehicles with its current status, completed
--   trips and utilisation in the range, and its next service.
--
--   Utilisation = the Lagos calendar days of the range, up to today, on which the vehicle finished
--   at least one completed trip, divided by those days (0 to 1; null when the range has not begun).
--   A trip counts on the day it was completed (completed_at, else its pickup time: the moment the
--   period close and dashboard_stats count it by). Days still to come are left out, so a month in
--   progress or "year to date" is not diluted by the future.
--
--   Next service follows service_reminders(): due service_interval_days after the last 'Service'
--   log (or after the vehicle joined), and service_interval_km past that log's odometer when it
--   recorded one; overdue once the date has passed or the highest odometer reading has gone past
--   the due reading; due soon within 14 days or 1 000 km.
--
--   owner_vehicles is security definer: it counts bookings and reads maintenance logs, which owners
--   cannot read row by row (a booking names where a rider was picked up: the operator's business,
--   as with report_sources). It checks the role first and only ever reads the caller's vehicles.
--   The others run with the caller's rights, so row-level security applies as well.
--
-- Ranges: the start must be on or before the end, both finite, at most ten years apart (22023,
-- answered 400). owner_vehicles needs no bounds: the end defaults to today in Lagos and the start to
-- the first day of the end's month.
--
-- Index: completed trips by vehicle and completion moment, carrying the fare, so a vehicle's trips
-- in a range are one index range scan at 100 000 bookings.

create index bookings_completed_vehicle_time_idx
  on public.bookings (vehicle_id, (coalesce(completed_at, booking_time))) include (fare_kobo)
  where status = 'completed' and vehicle_id is not null;

comment on index public.bookings_completed_vehicle_time_idx is
  'Completed trips per vehicle by completion moment: owner_vehicles() trips and utilisation.';

drop function public.owner_report_totals();
create function public.owner_report_totals(p_from date default null, p_to date default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  if not public.is_owner() then
    raise exception using errcode = '42501', message = 'Only vehicle owners can see owner reports.';
  end if;
  if (p_from is not null and not isfinite(p_from)) or (p_to is not null and not isfinite(p_to)) then
    raise exception using errcode = '22023', message = 'Choose real calendar dates for the period.';
  end if;
  if p_from > p_to then
    raise exception using
      errcode = '22023', message = 'The start of the period must be on or before its end.';
  end if;
  if p_to - p_from > 3660 then
    raise exception using errcode = '22023', message = 'A period can span at most ten years.';
  end if;
  select jsonb_build_object(
    'revenue_kobo', coalesce(sum(r.revenue_kobo), 0),
    'expenses_kobo', coalesce(sum(r.expenses_kobo), 0),
    'payout_kobo', coalesce(sum(r.payout_kobo), 0),
    'vehicles', count(distinct r.vehicle_id),
    'reports', count(r.id),
    'fuel_kobo', coalesce(sum(r.fuel_kobo), 0),
    'maintenance_kobo', coalesce(sum(r.maintenance_kobo), 0),
    'commission_kobo', coalesce(sum(r.commission_kobo), 0),
    'trips', coalesce(sum(r.trips), 0)
  )
  into v_result
  from public.revenue_reports r
  join public.fleets f on f.id = r.vehicle_id
  where f.owner_id = (select auth.uid())
    and (p_from is null or r.period >= date_trunc('month', p_from)::date)
    and (p_to is null or r.period <= date_trunc('month', p_to)::date);
  return v_result;
end;
$$;

comment on function public.owner_report_totals(date, date) is
  'Owner portal cards for the months of p_from..p_to (null = open): {revenue_kobo, expenses_kobo, '
  'payout_kobo (stored: revenue − commission − expenses), vehicles, reports, fuel_kobo, '
  'maintenance_kobo (typed-in reports have no split and count in neither), commission_kobo, '
  'trips} over the revenue reports of the caller''s vehicles. Owners only.';
revoke execute on function public.owner_report_totals(date, date) from public, anon, authenticated;
grant execute on function public.owner_report_totals(date, date) to authenticated, service_role;

drop function public.owner_reports();
create function public.owner_reports(p_from date default null, p_to date default null)
returns table (
  id uuid,
  vehicle_id uuid,
  model text,
  registration_number text,
  period date,
  period_status text,
  trips integer,
  revenue_kobo bigint,
  fuel_kobo bigint,
  maintenance_kobo bigint,
  expenses_kobo bigint,
  commission_kobo bigint,
  payout_kobo bigint,
  commission_rate_bps integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_owner() then
    raise exception using errcode = '42501', message = 'Only vehicle owners can see owner reports.';
  end if;
  if (p_from is not null and not isfinite(p_from)) or (p_to is not null and not isfinite(p_to)) then
    raise exception using errcode = '22023', message = 'Choose real calendar dates for the period.';
  end if;
  if p_from > p_to then
    raise exception using
      errcode = '22023', message = 'The start of the period must be on or before its end.';
  end if;
  if p_to - p_from > 3660 then
    raise exception using errcode = '22023', message = 'A period can span at most ten years.';
  end if;
  return query
  select r.id, r.vehicle_id, f.model, f.registration_number, r.period, p.status, r.trips,
    r.revenue_kobo, r.fuel_kobo, r.maintenance_kobo, r.expenses_kobo, r.commission_kobo,
    r.payout_kobo, r.commission_rate_bps
  from public.revenue_reports r
  join public.fleets f on f.id = r.vehicle_id
  left join public.report_periods p on p.period = r.period
  where f.owner_id = (select auth.uid())
    and (p_from is null or r.period >= date_trunc('month', p_from)::date)
    and (p_to is null or r.period <= date_trunc('month', p_to)::date)
  order by r.period desc, f.model, f.registration_number;
end;
$$;

comment on function public.owner_reports(date, date) is
  'Owner portal table for the months of p_from..p_to (null = open): one row per revenue report of '
  'the caller''s vehicles (Vehicle, Period, Revenue, Expenses, Payout from the stored column, with '
  'trips, fuel, maintenance, commission and its rate, and the period''s status), newest period '
  'first. Owners only.';
revoke execute on function public.owner_reports(date, date) from public, anon, authenticated;
grant execute on function public.owner_reports(date, date) to authenticated, service_role;

create function public.owner_monthly(p_from date default null, p_to date default null)
returns table (
  period date,
  period_status text,
  vehicles integer,
  trips integer,
  revenue_kobo bigint,
  expenses_kobo bigint,
  commission_kobo bigint,
  payout_kobo bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_from date;
  v_to date;
begin
  if not public.is_owner() then
    raise exception using errcode = '42501', message = 'Only vehicle owners can see owner reports.';
  end if;
  if (p_from is not null and not isfinite(p_from)) or (p_to is not null and not isfinite(p_to)) then
    raise exception using errcode = '22023', message = 'Choose real calendar dates for the period.';
  end if;
  if p_from > p_to then
    raise exception using
      errcode = '22023', message = 'The start of the period must be on or before its end.';
  end if;
  if p_to - p_from > 3660 then
    raise exception using errcode = '22023', message = 'A period can span at most ten years.';
  end if;
  -- Open ends take the owner's first and last reported months (the current Lagos month at most).
  select
    coalesce(date_trunc('month', p_from)::date, min(r.period)),
    coalesce(date_trunc('month', p_to)::date, max(r.period))
  into v_from, v_to
  from public.revenue_reports r
  join public.fleets f on f.id = r.vehicle_id
  where f.owner_id = (select auth.uid());
  v_to := least(v_to, date_trunc('month', now() at time zone 'Africa/Lagos')::date);
  if v_from is null or v_to is null or v_from > v_to then
    return;
  end if;
  -- An open start never draws more than ten years of bars.
  v_from := greatest(v_from, (v_to - interval '119 months')::date);
  return query
  with mine as (
    select r.period, r.vehicle_id, r.trips, r.revenue_kobo, r.expenses_kobo, r.commission_kobo,
      r.payout_kobo
    from public.revenue_reports r
    join public.fleets f on f.id = r.vehicle_id
    where f.owner_id = (select auth.uid()) and r.period between v_from and v_to
  )
  select m.month::date, p.status, count(mine.vehicle_id)::integer,
    coalesce(sum(mine.trips), 0)::integer, coalesce(sum(mine.revenue_kobo), 0)::bigint,
    coalesce(sum(mine.expenses_kobo), 0)::bigint, coalesce(sum(mine.commission_kobo), 0)::bigint,
    coalesce(sum(mine.payout_kobo), 0)::bigint
  from generate_series(v_from, v_to, interval '1 month') as m(month)
  left join mine on mine.period = m.month::date
  left join public.report_periods p on p.period = m.month::date
  group by m.month, p.status
  order by m.month;
end;
$$;

comment on function public.owner_monthly(date, date) is
  'Owner portal chart: one row per month of p_from..p_to (open ends: the caller''s first and last '
  'reported months; never past the current Lagos month) with the caller''s vehicles'' reports '
  'summed (revenue, expenses, commission, payout, trips, vehicles reported; zero for a month '
  'without reports) and the period''s status, oldest first. Kobo. Owners only.';
revoke execute on function public.owner_monthly(date, date) from public, anon, authenticated;
grant execute on function public.owner_monthly(date, date) to authenticated, service_role;

create function public.owner_vehicles(p_from date default null, p_to date default null)
returns table (
  vehicle_id uuid,
  model text,
  registration_number text,
  status public.vehicle_status,
  range_from date,
  range_to date,
  trips integer,
  trip_revenue_kobo bigint,
  active_days integer,
  elapsed_days integer,
  utilisation numeric,
  next_service_date date,
  next_service_km integer,
  latest_odometer_km integer,
  service_overdue boolean,
  service_due_soon boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_today date := (now() at time zone 'Africa/Lagos')::date;
  v_to date;
  v_from date;
  v_until date;
  v_soon_days constant integer := 14;
  v_soon_km constant integer := 1000;
begin
  if not public.is_owner() then
    raise exception using errcode = '42501', message = 'Only vehicle owners can see owner reports.';
  end if;
  if (p_from is not null and not isfinite(p_from)) or (p_to is not null and not isfinite(p_to)) then
    raise exception using errcode = '22023', message = 'Choose real calendar dates for the period.';
  end if;
  if p_from > p_to then
    raise exception using
      errcode = '22023', message = 'The start of the period must be on or before its end.';
  end if;
  if p_to - p_from > 3660 then
    raise exception using errcode = '22023', message = 'A period can span at most ten years.';
  end if;
  v_to := coalesce(p_to, greatest(v_today, p_from));
  v_from := coalesce(p_from, date_trunc('month', v_to)::date);
  -- Only the days that have begun count; v_until < v_from when the whole range is ahead.
  v_until := least(v_to, v_today);
  return query
  select
    d.id, d.model, d.registration_number, d.status, v_from, v_to,
    coalesce(t.trips, 0)::integer, coalesce(t.revenue, 0)::bigint,
    coalesce(t.days, 0)::integer,
    greatest(v_until - v_from + 1, 0)::integer,
    case when v_until >= v_from
      then round(coalesce(t.days, 0)::numeric / (v_until - v_from + 1), 4)
    end,
    d.next_due_date, d.next_due_km, d.latest_odometer_km,
    d.next_due_date < v_today or coalesce(d.next_due_km < d.latest_odometer_km, false),
    not (d.next_due_date < v_today or coalesce(d.next_due_km < d.latest_odometer_km, false))
      and (d.next_due_date - v_today <= v_soon_days
        or coalesce(d.next_due_km - d.latest_odometer_km <= v_soon_km, false))
  from (
    select f.id, f.model, f.registration_number, f.status,
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
    where f.owner_id = v_uid
  ) as d
  left join lateral (
    select count(*) as trips, sum(b.fare_kobo) as revenue,
      count(distinct (coalesce(b.completed_at, b.booking_time) at time zone 'Africa/Lagos')::date)
        as days
    from public.bookings b
    where b.vehicle_id = d.id
      and b.status = 'completed'
      and coalesce(b.completed_at, b.booking_time) >= v_from::timestamp at time zone 'Africa/Lagos'
      and coalesce(b.completed_at, b.booking_time)
        < (v_until + 1)::timestamp at time zone 'Africa/Lagos'
  ) t on true
  order by d.model, d.registration_number;
end;
$$;

comment on function public.owner_vehicles(date, date) is
  'Owner portal vehicles: each of the caller''s vehicles with its current status; completed trips, '
  'their fares and the days with at least one completed trip in the Lagos days p_from..p_to up to '
  'today (default: this month to today); utilisation = active days ÷ elapsed days (0..1, null '
  'before the range begins); next service due (date, km) with the latest odometer, overdue and '
  'due soon as service_reminders() decides them. Owners only; security definer, reads only the '
  'caller''s vehicles.';
revoke execute on function public.owner_vehicles(date, date) from public, anon, authenticated;
grant execute on function public.owner_vehicles(date, date) to authenticated, service_role;
