-- The reports screen's reads, aggregated in SQL, and the owner portal's reads on the stored payout.
--
-- * report_totals(p_from, p_to): as before (same keys), the payout summed from
--   revenue_reports.payout_kobo (revenue − commission − expenses) instead of revenue − expenses.
-- * report_summary(p_from, p_to): the screen's cards, one row: revenue, fuel, maintenance,
--   expenses, commission, payout, trips, vehicles, reports, open and paid months.
-- * report_rows(p_from, p_to): the per-vehicle table, one row per report in the months, with the
--   vehicle, its owner's name, the breakdown and the period's status ('open', 'paid', or null for a
--   typed-in report of a month never closed). Newest month first, then highest revenue.
-- * report_monthly(p_from, p_to): the chart, one row per month that has reports.
-- * report_sources(p_report_id): the trace of one report (its trips and logs, with the amounts
--   summed), for administrators and for the owner of the vehicle.
-- * owner_report_totals() / owner_reports(): the owner portal, payout from the stored column (same
--   keys for the totals);
--   owner_reports also gives trips, fuel, maintenance, commission and the period's status.
-- All run with the caller's rights, so row-level security applies on top of the explicit checks.

create or replace function public.report_totals(p_from date default null, p_to date default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_from date := date_trunc('month', p_from)::date;
  v_to date := date_trunc('month', p_to)::date;
  v_result jsonb;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can see revenue reports.';
  end if;
  if v_from is not null and v_to is not null
    and date_trunc('month', v_from) > date_trunc('month', v_to) then
    raise exception using
      errcode = '22023', message = 'The start month must be on or before the end month.';
  end if;

  with per_vehicle as (
    select f.id as vehicle_id, f.model, f.registration_number, f.owner,
      count(*) as reports,
      sum(r.revenue_kobo) as revenue_kobo,
      sum(r.expenses_kobo) as expenses_kobo,
      sum(r.payout_kobo) as payout_kobo
    from public.revenue_reports r
    join public.fleets f on f.id = r.vehicle_id
    where (v_from is null or r.period >= v_from)
      and (v_to is null or r.period <= v_to)
    group by f.id, f.model, f.registration_number, f.owner
  )
  select jsonb_build_object(
    'from', v_from,
    'to', v_to,
    'revenue_kobo', coalesce(sum(p.revenue_kobo), 0),
    'expenses_kobo', coalesce(sum(p.expenses_kobo), 0),
    'payout_kobo', coalesce(sum(p.payout_kobo), 0),
    'vehicles', count(*),
    'reports', coalesce(sum(p.reports), 0),
    'per_vehicle', coalesce(
      jsonb_agg(
        jsonb_build_object(
          'vehicle_id', p.vehicle_id, 'model', p.model,
          'registration_number', p.registration_number, 'owner', p.owner,
          'reports', p.reports, 'revenue_kobo', p.revenue_kobo,
          'expenses_kobo', p.expenses_kobo, 'payout_kobo', p.payout_kobo
        )
        order by p.revenue_kobo desc, p.model, p.registration_number
      ),
      '[]'::jsonb
    )
  )
  into v_result
  from per_vehicle p;
  return v_result;
end;
$$;

comment on function public.report_totals(date, date) is
  'Admin revenue totals for the months p_from..p_to (inclusive, null = open): revenue, expenses, '
  'payout (stored: revenue − commission − expenses), vehicle and report counts, and per-vehicle '
  'totals. Kobo.';

create function public.report_summary(p_from date default null, p_to date default null)
returns table (
  revenue_kobo bigint,
  fuel_kobo bigint,
  maintenance_kobo bigint,
  expenses_kobo bigint,
  commission_kobo bigint,
  payout_kobo bigint,
  trips integer,
  vehicles integer,
  reports integer,
  open_periods integer,
  paid_periods integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can see revenue reports.';
  end if;
  if p_from is not null and p_to is not null
    and date_trunc('month', p_from) > date_trunc('month', p_to) then
    raise exception using
      errcode = '22023', message = 'The start month must be on or before the end month.';
  end if;
  return query
  select coalesce(sum(r.revenue_kobo), 0)::bigint, coalesce(sum(r.fuel_kobo), 0)::bigint,
    coalesce(sum(r.maintenance_kobo), 0)::bigint, coalesce(sum(r.expenses_kobo), 0)::bigint,
    coalesce(sum(r.commission_kobo), 0)::bigint, coalesce(sum(r.payout_kobo), 0)::bigint,
    coalesce(sum(r.trips), 0)::integer, count(distinct r.vehicle_id)::integer, count(*)::integer,
    count(distinct r.period) filter (where p.status = 'open')::integer,
    count(distinct r.period) filter (where p.status = 'paid')::integer
  from public.revenue_reports r
  left join public.report_periods p on p.period = r.period
  where (p_from is null or r.period >= date_trunc('month', p_from)::date)
    and (p_to is null or r.period <= date_trunc('month', p_to)::date);
end;
$$;

comment on function public.report_summary(date, date) is
  'Admin totals cards for the months p_from..p_to: revenue, fuel, maintenance, expenses, '
  'commission, payout, trips, vehicles, reports, and how many of the months are open or paid. '
  'One row. Kobo.';
revoke execute on function public.report_summary(date, date) from public, anon, authenticated;
grant execute on function public.report_summary(date, date) to authenticated, service_role;

create function public.report_rows(p_from date default null, p_to date default null)
returns table (
  id uuid,
  vehicle_id uuid,
  period date,
  period_status text,
  model text,
  registration_number text,
  owner text,
  trips integer,
  revenue_kobo bigint,
  fuel_kobo bigint,
  maintenance_kobo bigint,
  expenses_kobo bigint,
  commission_rate_bps integer,
  commission_kobo bigint,
  payout_kobo bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can see revenue reports.';
  end if;
  if p_from is not null and p_to is not null
    and date_trunc('month', p_from) > date_trunc('month', p_to) then
    raise exception using
      errcode = '22023', message = 'The start month must be on or before the end month.';
  end if;
  return query
  select r.id, r.vehicle_id, r.period, p.status, f.model, f.registration_number, f.owner, r.trips,
    r.revenue_kobo, r.fuel_kobo, r.maintenance_kobo, r.expenses_kobo, r.commission_rate_bps,
    r.commission_kobo, r.payout_kobo
  from public.revenue_reports r
  join public.fleets f on f.id = r.vehicle_id
  left join public.report_periods p on p.period = r.period
  where (p_from is null or r.period >= date_trunc('month', p_from)::date)
    and (p_to is null or r.period <= date_trunc('month', p_to)::date)
  order by r.period desc, r.revenue_kobo desc, f.model, f.registration_number;
end;
$$;

comment on function public.report_rows(date, date) is
  'Admin per-vehicle report rows for the months p_from..p_to: vehicle, owner, trips, revenue, '
  'fuel, maintenance, expenses, commission, payout and the period''s status. Kobo.';
revoke execute on function public.report_rows(date, date) from public, anon, authenticated;
grant execute on function public.report_rows(date, date) to authenticated, service_role;

create function public.report_monthly(p_from date default null, p_to date default null)
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
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can see revenue reports.';
  end if;
  if p_from is not null and p_to is not null
    and date_trunc('month', p_from) > date_trunc('month', p_to) then
    raise exception using
      errcode = '22023', message = 'The start month must be on or before the end month.';
  end if;
  return query
  select r.period, min(p.status), count(*)::integer, coalesce(sum(r.trips), 0)::integer,
    sum(r.revenue_kobo)::bigint, sum(r.expenses_kobo)::bigint, sum(r.commission_kobo)::bigint,
    sum(r.payout_kobo)::bigint
  from public.revenue_reports r
  left join public.report_periods p on p.period = r.period
  where (p_from is null or r.period >= date_trunc('month', p_from)::date)
    and (p_to is null or r.period <= date_trunc('month', p_to)::date)
  group by r.period
  order by r.period;
end;
$$;

comment on function public.report_monthly(date, date) is
  'Admin monthly series for the months p_from..p_to: revenue, expenses, commission and payout '
  'summed over the month''s reports, oldest first. Kobo.';
revoke execute on function public.report_monthly(date, date) from public, anon, authenticated;
grant execute on function public.report_monthly(date, date) to authenticated, service_role;

create function public.report_sources(p_report_id uuid)
returns table (
  kind text,
  booking_id uuid,
  maintenance_log_id uuid,
  occurred_at timestamptz,
  label text,
  detail text,
  amount_kobo bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_report public.revenue_reports;
begin
  if not (public.is_admin() or public.is_owner()) then
    raise exception using
      errcode = '42501', message = 'Only administrators and owners can see revenue reports.';
  end if;
  select * into v_report from public.revenue_reports r where r.id = p_report_id;
  if v_report.id is null then
    raise exception using errcode = 'PT404', message = 'Report not found.';
  end if;
  return query
  select s.kind, s.booking_id, s.maintenance_log_id, s.occurred_at, s.label, s.detail, s.amount_kobo
  from public.revenue_report_sources s
  where s.vehicle_id = v_report.vehicle_id and s.period = v_report.period
  order by case s.kind when 'trip' then 0 when 'fuel' then 1 else 2 end, s.occurred_at, s.id;
end;
$$;

comment on function public.report_sources(uuid) is
  'Trace of one revenue report: the completed trips (kind trip) and maintenance logs (fuel, '
  'maintenance) its period close summed, with each amount. Empty for a typed-in report. '
  'Administrators, and owners for their own vehicles (404 otherwise).';
revoke execute on function public.report_sources(uuid) from public, anon, authenticated;
grant execute on function public.report_sources(uuid) to authenticated, service_role;

create or replace function public.owner_report_totals()
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
  select jsonb_build_object(
    'revenue_kobo', coalesce(sum(r.revenue_kobo), 0),
    'expenses_kobo', coalesce(sum(r.expenses_kobo), 0),
    'payout_kobo', coalesce(sum(r.payout_kobo), 0),
    'vehicles', count(distinct r.vehicle_id),
    'reports', count(r.id)
  )
  into v_result
  from public.revenue_reports r
  join public.fleets f on f.id = r.vehicle_id
  where f.owner_id = (select auth.uid());
  return v_result;
end;
$$;

comment on function public.owner_report_totals() is
  'Owner portal cards: {revenue_kobo, expenses_kobo, payout_kobo (stored: revenue − commission − '
  'expenses), vehicles, reports} over the revenue reports of the caller''s vehicles. Owners only.';

drop function public.owner_reports();
create function public.owner_reports()
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
  payout_kobo bigint
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
  return query
  select r.id, r.vehicle_id, f.model, f.registration_number, r.period, p.status, r.trips,
    r.revenue_kobo, r.fuel_kobo, r.maintenance_kobo, r.expenses_kobo, r.commission_kobo,
    r.payout_kobo
  from public.revenue_reports r
  join public.fleets f on f.id = r.vehicle_id
  left join public.report_periods p on p.period = r.period
  where f.owner_id = (select auth.uid())
  order by r.period desc, f.model, f.registration_number;
end;
$$;

comment on function public.owner_reports() is
  'Owner portal table: one row per revenue report of the caller''s vehicles (Vehicle, Period, '
  'Revenue, Expenses, Payout from the stored column, with trips, fuel, maintenance, commission '
  'and the period''s status), newest period first. Owners only.';
revoke execute on function public.owner_reports() from public, anon, authenticated;
grant execute on function public.owner_reports() to authenticated, service_role;
