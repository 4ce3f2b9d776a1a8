-- Revenue report totals, aggregated in SQL.
--
-- * report_totals(p_from, p_to): administrators; months from p_from to p_to inclusive (either may
--   be null for an open end; any day of a month selects that month). Payout = revenue − expenses.
--   Answers {from, to, revenue_kobo, expenses_kobo, payout_kobo, vehicles, reports, per_vehicle: [{vehicle_id,
--   model, registration_number, owner, reports, revenue_kobo, expenses_kobo, payout_kobo}]} with
--   per_vehicle ordered by revenue, highest first.
-- * owner_report_totals(): the owner portal's three cards (Total Revenue, Total Expenses, Net
--   Payout) over every report of the caller's own vehicles (fleets.owner_id = auth.uid()).
-- * owner_reports(): the owner portal's table rows (Vehicle, Period, Revenue, Expenses, Payout) for
--   the caller's own vehicles, newest period first.
--
-- All three run with the caller's rights, so row-level security applies on top of the explicit
-- owner filter.

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
  if v_from is not null and v_to is not null and v_from > v_to then
    raise exception using errcode = '22023', message = 'The start month must be on or before the end month.';
  end if;

  with per_vehicle as (
    select
      f.id as vehicle_id,
      f.model,
      f.registration_number,
      f.owner,
      count(*) as reports,
      sum(r.revenue_kobo) as revenue_kobo,
      sum(r.expenses_kobo) as expenses_kobo
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
    'payout_kobo', coalesce(sum(p.revenue_kobo - p.expenses_kobo), 0),
    'vehicles', count(*),
    'reports', coalesce(sum(p.reports), 0),
    'per_vehicle', coalesce(
      jsonb_agg(
        jsonb_build_object(
          'vehicle_id', p.vehicle_id,
          'model', p.model,
          'registration_number', p.registration_number,
          'owner', p.owner,
          'reports', p.reports,
          'revenue_kobo', p.revenue_kobo,
          'expenses_kobo', p.expenses_kobo,
          'payout_kobo', p.revenue_kobo - p.expenses_kobo
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
  'payout (revenue − expenses), vehicle and report counts, and per-vehicle totals. Kobo.';

revoke execute on function public.report_totals(date, date) from public, anon, authenticated;
grant execute on function public.report_totals(date, date) to authenticated, service_role;

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
    'payout_kobo', coalesce(sum(r.revenue_kobo - r.expenses_kobo), 0),
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
  'Owner portal cards: {revenue_kobo, expenses_kobo, payout_kobo, vehicles, reports} over the '
  'revenue reports of the caller''s vehicles (fleets.owner_id = auth.uid()). Owners only.';

revoke execute on function public.owner_report_totals() from public, anon, authenticated;
grant execute on function public.owner_report_totals() to authenticated, service_role;

create or replace function public.owner_reports()
returns table (
  id uuid,
  vehicle_id uuid,
  model text,
  registration_number text,
  period date,
  revenue_kobo bigint,
  expenses_kobo bigint,
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
  select r.id, r.vehicle_id, f.model, f.registration_number, r.period, r.revenue_kobo, r.expenses_kobo,
    r.revenue_kobo - r.expenses_kobo
  from public.revenue_reports r
  join public.fleets f on f.id = r.vehicle_id
  where f.owner_id = (select auth.uid())
  order by r.period desc, f.model, f.registration_number;
end;
$$;

comment on function public.owner_reports() is
  'Owner portal table: one row per revenue report of the caller''s vehicles (Vehicle, Period, '
  'Revenue, Expenses, Payout = revenue − expenses), newest period first. Owners only.';

revoke execute on function public.owner_reports() from public, anon, authenticated;
grant execute on function public.owner_reports() to authenticated, service_role;
