-- Baseline, part 12 of 17: revenue reports and the owner portal. Monthly reports per vehicle,
-- computed by a period close from completed trips and maintenance logs (or typed in, before
-- periods existed), their trace, the reports screen's and the owner portal's reads, and the admin
-- dashboard's cards and alerts.

-- Monthly revenue and expenses per vehicle. Admins manage them; owners read their own vehicles'.
-- A closed period's report carries the breakdown: trips, fuel and maintenance (expenses = fuel +
-- maintenance), the commission rate and amount, and payout = revenue − commission − expenses,
-- computed by the database. A payout can be negative: the month's costs and commission were more
-- than its revenue, and the owner owes the difference (it is shown as such, not hidden or carried
-- forward). Typed-in rows have no fuel/maintenance split (both null) and no commission.
create table public.revenue_reports (
  id uuid primary key default gen_random_uuid(),
  vehicle_id uuid not null references public.fleets (id) on delete cascade,
  period date not null,
  revenue_kobo bigint not null,
  expenses_kobo bigint not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  trips integer,
  fuel_kobo bigint,
  maintenance_kobo bigint,
  commission_rate_bps integer not null default 0,
  commission_kobo bigint not null default 0,
  payout_kobo bigint generated always as (revenue_kobo - commission_kobo - expenses_kobo) stored,
  constraint revenue_reports_one_per_vehicle_and_period unique (vehicle_id, period),
  constraint revenue_reports_period_first_day_of_month check (extract(day from period) = 1),
  constraint revenue_reports_revenue_kobo_not_negative check (revenue_kobo >= 0),
  constraint revenue_reports_expenses_kobo_not_negative check (expenses_kobo >= 0),
  constraint revenue_reports_trips_not_negative check (trips >= 0),
  constraint revenue_reports_expenses_are_fuel_plus_maintenance check (
    (fuel_kobo is null) = (maintenance_kobo is null)
    and (fuel_kobo is null or (fuel_kobo >= 0 and maintenance_kobo >= 0
      and fuel_kobo + maintenance_kobo = expenses_kobo))
  ),
  constraint revenue_reports_commission_rate_bps_between_0_and_10000
    check (commission_rate_bps between 0 and 10000),
  constraint revenue_reports_commission_kobo_not_negative check (commission_kobo >= 0)
);

create index revenue_reports_period_idx on public.revenue_reports (period desc);

create trigger revenue_reports_set_updated_at
  before update on public.revenue_reports
  for each row execute function public.set_updated_at();
create trigger revenue_reports_audit
  after insert or update or delete on public.revenue_reports
  for each row execute function public.audit_row_change();

alter table public.revenue_reports enable row level security;

create policy "admins read all reports, owners read their vehicles' reports"
  on public.revenue_reports for select to authenticated
  using (
    (select public.is_admin())
    or vehicle_id in (select f.id from public.fleets f where f.owner_id = (select auth.uid()))
  );
create policy "admins add reports"
  on public.revenue_reports for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins edit reports"
  on public.revenue_reports for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete reports"
  on public.revenue_reports for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.revenue_reports from anon, authenticated;
grant select, insert, update, delete on table public.revenue_reports to authenticated;

comment on table public.revenue_reports is 'Revenue and expenses of one vehicle for one month (kobo).';
comment on column public.revenue_reports.period is 'First day of the month reported.';
comment on column public.revenue_reports.revenue_kobo is 'Revenue in kobo.';
comment on column public.revenue_reports.expenses_kobo is 'Expenses in kobo: fuel_kobo + maintenance_kobo when split.';
comment on column public.revenue_reports.trips is 'Completed trips summed (null for a typed-in report).';
comment on column public.revenue_reports.fuel_kobo is 'Fuel logs of the month, kobo (null for a typed-in report).';
comment on column public.revenue_reports.maintenance_kobo is 'Other maintenance logs of the month, kobo.';
comment on column public.revenue_reports.commission_rate_bps is 'Operator commission rate applied, basis points.';
comment on column public.revenue_reports.commission_kobo is 'round(revenue × rate): the operator''s share, kobo.';
comment on column public.revenue_reports.payout_kobo is
  'Owner payout = revenue − commission − expenses, kobo; negative when the owner owes the difference.';

-- Monthly periods that close_period() fills: one row per closed month, 'open' (re-runnable) or 'paid'
-- (locked), with who closed and paid it and the commission rate it used. revenue_reports.period
-- links a report to its period row; a report whose month has no period row is a typed-in one from
-- before periods existed (no foreign key, so those stay valid). Rows of a paid period cannot be
-- added, changed or removed by anyone (the service role too), which also keeps a vehicle with paid
-- reports from being deleted.
create table public.report_periods (
  period date primary key,
  id uuid not null default gen_random_uuid() unique,
  status text not null default 'open',
  commission_rate_bps integer not null,
  closed_at timestamptz not null default now(),
  closed_by uuid references auth.users (id) on delete set null,
  paid_at timestamptz,
  paid_by uuid references auth.users (id) on delete set null,
  constraint report_periods_period_first_day_of_month check (extract(day from period) = 1),
  constraint report_periods_status_known check (status in ('open', 'paid')),
  constraint report_periods_paid_at_when_paid check ((status = 'paid') = (paid_at is not null)),
  constraint report_periods_commission_rate_bps_between_0_and_10000
    check (commission_rate_bps between 0 and 10000)
);

create index report_periods_closed_by_idx on public.report_periods (closed_by);
create index report_periods_paid_by_idx on public.report_periods (paid_by);

create trigger report_periods_audit
  after insert or update or delete on public.report_periods
  for each row execute function public.audit_row_change();

alter table public.report_periods enable row level security;

create policy "admins and owners read report periods"
  on public.report_periods for select to authenticated
  using ((select public.is_admin()) or (select public.is_owner()));

revoke all on table public.report_periods from anon, authenticated;
grant select on table public.report_periods to authenticated;

comment on table public.report_periods is
  'A closed month of revenue reports: open (close_period may re-run it) or paid (locked).';
comment on column public.report_periods.period is 'First day of the month.';
comment on column public.report_periods.id is 'Surrogate key, so the action log can name the row.';
comment on column public.report_periods.commission_rate_bps is 'Commission rate of the last close, basis points.';

-- The trace: one row per completed booking or maintenance log a period's close summed, with the
-- amount it contributed at that moment. The report's figures are sums of these rows, so the trace
-- always returns exactly what was summed, even if a booking is edited or deleted later. A booking
-- and a log can be counted once only.
create table public.revenue_report_sources (
  id bigint generated always as identity primary key,
  period date not null,
  vehicle_id uuid not null references public.fleets (id) on delete cascade,
  kind text not null,
  booking_id uuid references public.bookings (id) on delete set null,
  maintenance_log_id uuid references public.maintenance_logs (id) on delete set null,
  occurred_at timestamptz not null,
  label text not null,
  detail text not null,
  amount_kobo bigint not null,
  constraint revenue_report_sources_kind_known check (kind in ('trip', 'fuel', 'maintenance'))
);

create index revenue_report_sources_vehicle_period_idx
  on public.revenue_report_sources (vehicle_id, period, kind, occurred_at);
create index revenue_report_sources_period_idx on public.revenue_report_sources (period);
create unique index revenue_report_sources_booking_once
  on public.revenue_report_sources (booking_id) where booking_id is not null;
create unique index revenue_report_sources_log_once
  on public.revenue_report_sources (maintenance_log_id) where maintenance_log_id is not null;

alter table public.revenue_report_sources enable row level security;

create policy "admins read report sources"
  on public.revenue_report_sources for select to authenticated
  using ((select public.is_admin()));
comment on policy "admins read report sources" on public.revenue_report_sources is
  'Administrators only. A trip''s trace line names where the rider was picked up and dropped off, '
  'which can be a home address: the operator''s business, not the vehicle owner''s. Owners read '
  'their vehicles'' traces through report_sources(), without the routes.';

revoke all on table public.revenue_report_sources from anon, authenticated;
grant select on table public.revenue_report_sources to authenticated;
revoke all on sequence public.revenue_report_sources_id_seq from anon, authenticated;

comment on table public.revenue_report_sources is
  'Trace of revenue reports: each completed trip and maintenance log a period close summed, with '
  'the amount it contributed. Written by close_period only.';
comment on column public.revenue_report_sources.label is 'Booking reference, or the log type.';
comment on column public.revenue_report_sources.detail is 'Route of the trip, or the log''s details.';

create function private.refuse_paid_report_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_period date := case when tg_op = 'DELETE' then old.period else new.period end;
begin
  if tg_op = 'UPDATE' and old.period <> new.period then
    v_period := old.period;
  end if;
  if exists (
    select 1 from public.report_periods p
    where p.period in (v_period, case when tg_op = 'UPDATE' then new.period end)
      and p.status = 'paid'
  ) then
    raise exception using
      errcode = 'PT409',
      message = to_char(v_period, 'FMMonth YYYY') || ' is paid: its reports are locked.';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

comment on function private.refuse_paid_report_change() is
  'BEFORE trigger on revenue_reports: refuses any write to a month whose period is paid (409).';

revoke all on function private.refuse_paid_report_change() from public, anon, authenticated;

create trigger revenue_reports_refuse_paid_change
  before insert or update or delete on public.revenue_reports
  for each row execute function private.refuse_paid_report_change();

-- Period close: revenue reports computed from what happened instead of typed in.
--
-- close_period(p_period) fills one Lagos calendar month (default: the last complete one):
--   1. the period's row is created or, while open, re-stamped (who closed it, the commission rate
--      now in operator_settings); a paid period is refused (409) and left as it is;
--   2. the month's trace is rebuilt in one insert: every completed booking whose completion moment
--      (completed_at, else the pickup time, as dashboard_stats reads it) falls in the month in
--      Lagos time, and every maintenance log dated in the month — Fuel logs as fuel, the other
--      types as maintenance — each counted once across all periods;
--   3. one statement sums the trace per vehicle into revenue_reports (revenue, trips, fuel,
--      maintenance, expenses = fuel + maintenance, commission = round(revenue × rate)) and removes
--      the month's reports of vehicles that no longer have any activity in it.
-- Re-running an open period therefore replaces its rows; unchanged rows are not rewritten, so the
-- action log shows only real changes. Every write is audited (report_periods and revenue_reports
-- carry the audit trigger).
--
-- mark_period_paid(p_period) locks a closed period: afterwards neither close_period nor any direct
-- write changes its reports. Both are for administrators; the private worker also serves the seed.
create function private.period_name(p_period date)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select to_char(p_period, 'FMMonth YYYY')
$$;

comment on function private.period_name(date) is 'A month as people write it: October 2026.';

revoke all on function private.period_name(date) from public, anon, authenticated;

create function private.check_period(p_period date, p_verb text)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if p_period is null then
    raise exception using errcode = '22023', message = 'Choose a month to ' || p_verb || '.';
  end if;
  if not isfinite(p_period) then
    raise exception using
      errcode = 'P0001', message = 'A period is a calendar month, such as 2026-10-01.';
  end if;
  if extract(day from p_period) <> 1 then
    raise exception using
      errcode = 'P0001',
      message = 'A period starts on the first day of a month; ' || to_char(p_period, 'YYYY-MM-DD')
        || ' does not.';
  end if;
  if p_period >= date_trunc('month', now() at time zone 'Africa/Lagos')::date then
    raise exception using
      errcode = 'P0001',
      message = private.period_name(p_period) || ' has not ended yet: only a past month can be '
        || case p_verb when 'close' then 'closed' else 'paid' end || '.';
  end if;
end;
$$;

comment on function private.check_period(date, text) is
  'Refuses a missing month (22023), an infinite date, a date that is not the first of a month, '
  'or a month that has not ended in Lagos (400), in words for the given action.';

revoke all on function private.check_period(date, text) from public, anon, authenticated;

create function private.close_period(p_period date, p_actor uuid)
returns public.report_periods
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_start timestamptz := p_period::timestamp at time zone 'Africa/Lagos';
  v_end timestamptz := (p_period + interval '1 month')::timestamp at time zone 'Africa/Lagos';
  v_rate integer := (select s.commission_rate_bps from public.operator_settings s);
  v_period public.report_periods;
begin
  perform private.check_period(p_period, 'close');

  insert into public.report_periods as p (period, commission_rate_bps, closed_by)
  values (p_period, v_rate, p_actor)
  on conflict (period) do update
    set commission_rate_bps = excluded.commission_rate_bps, closed_at = now(),
      closed_by = excluded.closed_by
    where p.status = 'open'
  returning * into v_period;
  if v_period.period is null then
    raise exception using
      errcode = 'PT409',
      message = private.period_name(p_period) || ' is paid: it cannot be closed again.';
  end if;

  delete from public.revenue_report_sources s where s.period = p_period;

  insert into public.revenue_report_sources (
    period, vehicle_id, kind, booking_id, maintenance_log_id, occurred_at, label, detail, amount_kobo
  )
  select p_period, b.vehicle_id, 'trip', b.id, null, coalesce(b.completed_at, b.booking_time),
    b.reference, b.pickup_location || ' to ' || b.dropoff_location, b.fare_kobo
  from public.bookings b
  where b.status = 'completed'
    and b.vehicle_id is not null
    and coalesce(b.completed_at, b.booking_time) >= v_start
    and coalesce(b.completed_at, b.booking_time) < v_end
    and not exists (select 1 from public.revenue_report_sources s where s.booking_id = b.id)
  union all
  select p_period, l.vehicle_id, case when l.log_type = 'Fuel' then 'fuel' else 'maintenance' end,
    null, l.id, l.log_date::timestamp at time zone 'Africa/Lagos', l.log_type::text, l.details,
    l.cost_kobo
  from public.maintenance_logs l
  where l.log_date >= p_period
    and l.log_date < (p_period + interval '1 month')::date
    and not exists (select 1 from public.revenue_report_sources s where s.maintenance_log_id = l.id);

  with sums as (
    select s.vehicle_id,
      (count(*) filter (where s.kind = 'trip'))::integer as trips,
      coalesce(sum(s.amount_kobo) filter (where s.kind = 'trip'), 0)::bigint as revenue,
      coalesce(sum(s.amount_kobo) filter (where s.kind = 'fuel'), 0)::bigint as fuel,
      coalesce(sum(s.amount_kobo) filter (where s.kind = 'maintenance'), 0)::bigint as maintenance
    from public.revenue_report_sources s
    where s.period = p_period
    group by s.vehicle_id
  ),
  upserted as (
    insert into public.revenue_reports as r (
      vehicle_id, period, trips, revenue_kobo, fuel_kobo, maintenance_kobo, expenses_kobo,
      commission_rate_bps, commission_kobo
    )
    select m.vehicle_id, p_period, m.trips, m.revenue, m.fuel, m.maintenance,
      m.fuel + m.maintenance, v_rate, round(m.revenue * v_rate / 10000.0)::bigint
    from sums m
    on conflict (vehicle_id, period) do update
      set trips = excluded.trips, revenue_kobo = excluded.revenue_kobo,
        fuel_kobo = excluded.fuel_kobo, maintenance_kobo = excluded.maintenance_kobo,
        expenses_kobo = excluded.expenses_kobo, commission_rate_bps = excluded.commission_rate_bps,
        commission_kobo = excluded.commission_kobo
      where (r.trips, r.revenue_kobo, r.fuel_kobo, r.maintenance_kobo, r.expenses_kobo,
          r.commission_rate_bps, r.commission_kobo)
        is distinct from (excluded.trips, excluded.revenue_kobo, excluded.fuel_kobo,
          excluded.maintenance_kobo, excluded.expenses_kobo, excluded.commission_rate_bps,
          excluded.commission_kobo)
    returning r.vehicle_id
  )
  delete from public.revenue_reports r
  where r.period = p_period
    and not exists (select 1 from sums m where m.vehicle_id = r.vehicle_id);

  return v_period;
end;
$$;

comment on function private.close_period(date, uuid) is
  'Worker of close_period: (re)computes the month''s trace and revenue reports as p_actor. No '
  'permission check: callers are close_period and the seed.';

revoke all on function private.close_period(date, uuid) from public, anon, authenticated;

create function public.close_period(
  p_period date default (date_trunc('month', now() at time zone 'Africa/Lagos') - interval '1 month')::date
)
returns public.report_periods
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can close a period.';
  end if;
  return private.close_period(p_period, auth.uid());
end;
$$;

comment on function public.close_period(date) is
  'Closes (or, while open, re-runs) a Lagos calendar month: per vehicle, revenue from trips '
  'completed in the month, fuel and maintenance from its logs, commission at the operator''s rate '
  'and payout = revenue − commission − expenses, into revenue_reports, with the trace in '
  'revenue_report_sources. Default: the last complete month. Refuses a month not ended (400), a '
  'paid one (409) and non-administrators (403).';

revoke execute on function public.close_period(date) from public, anon, authenticated;
grant execute on function public.close_period(date) to authenticated, service_role;

create function public.mark_period_paid(p_period date)
returns public.report_periods
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_period public.report_periods;
begin
  if not public.is_admin() then
    raise exception using
      errcode = '42501', message = 'Only administrators can mark a period as paid.';
  end if;
  perform private.check_period(p_period, 'mark as paid');
  select * into v_period from public.report_periods p where p.period = p_period for update;
  if v_period.period is null then
    raise exception using
      errcode = 'PT404',
      message = private.period_name(p_period) || ' has not been closed: close it before marking it paid.';
  end if;
  if v_period.status = 'paid' then
    raise exception using
      errcode = 'PT409', message = private.period_name(p_period) || ' is already paid.';
  end if;
  update public.report_periods p
  set status = 'paid', paid_at = now(), paid_by = auth.uid()
  where p.period = p_period
  returning * into v_period;
  return v_period;
end;
$$;

comment on function public.mark_period_paid(date) is
  'Marks a closed month paid, which locks its revenue reports for good. Administrators only; '
  '404 when the month was never closed, 409 when it is already paid.';

revoke execute on function public.mark_period_paid(date) from public, anon, authenticated;
grant execute on function public.mark_period_paid(date) to authenticated, service_role;

-- The reports screen's reads, aggregated in SQL (administrators):
-- * report_totals(p_from, p_to): totals and per-vehicle totals as one JSON object;
-- * report_summary(p_from, p_to): the screen's cards, one row: revenue, fuel, maintenance,
--   expenses, commission, payout, trips, vehicles, reports, open and paid months;
-- * report_rows(p_from, p_to): the per-vehicle table, one row per report in the months, with the
--   vehicle, its owner's name, the breakdown and the period's status ('open', 'paid', or null for a
--   typed-in report of a month never closed). Newest month first, then highest revenue;
-- * report_monthly(p_from, p_to): the chart, one row per month that has reports;
-- * report_sources(p_report_id): the trace of one report, for administrators and for the owner of
--   the vehicle.
-- Months run from p_from to p_to inclusive (either may be null for an open end; any day of a month
-- selects that month). They run with the caller's rights, so row-level security applies on top of
-- the explicit checks (report_sources excepted, see its comment).
create function public.report_totals(p_from date default null, p_to date default null)
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
  'payout (stored: revenue − commission − expenses, no longer revenue − expenses since commission '
  'was introduced), vehicle and report counts, and per-vehicle totals ordered by revenue, highest '
  'first. Kobo.';

revoke execute on function public.report_totals(date, date) from public, anon, authenticated;
grant execute on function public.report_totals(date, date) to authenticated, service_role;

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
security definer
set search_path = ''
as $$
declare
  v_admin boolean := public.is_admin();
  v_report public.revenue_reports;
begin
  if not (v_admin or public.is_owner()) then
    raise exception using
      errcode = '42501', message = 'Only administrators and owners can see revenue reports.';
  end if;
  select r.* into v_report
  from public.revenue_reports r
  join public.fleets f on f.id = r.vehicle_id
  where r.id = p_report_id and (v_admin or f.owner_id = (select auth.uid()));
  if v_report.id is null then
    raise exception using errcode = 'PT404', message = 'Report not found.';
  end if;
  return query
  select s.kind, s.booking_id, s.maintenance_log_id, s.occurred_at, s.label,
    case when v_admin or s.kind <> 'trip' then s.detail else '' end,
    s.amount_kobo
  from public.revenue_report_sources s
  where s.vehicle_id = v_report.vehicle_id and s.period = v_report.period
  order by case s.kind when 'trip' then 0 when 'fuel' then 1 else 2 end, s.occurred_at, s.id;
end;
$$;

comment on function public.report_sources(uuid) is
  'Trace of one revenue report: the completed trips (kind trip) and maintenance logs (fuel, '
  'maintenance) its period close summed, with each amount. Empty for a typed-in report. '
  'Administrators; owners for their own vehicles, without the trips'' routes (404 otherwise). '
  'Security definer with its own check, because owners no longer read the trace table itself: a '
  'route can be a rider''s home address.';

revoke execute on function public.report_sources(uuid) from public, anon, authenticated;
grant execute on function public.report_sources(uuid) to authenticated, service_role;

-- The owner portal by period. Every read is for the caller's own vehicles (fleets.owner_id =
-- auth.uid()), never by the free-text owner name, and aggregated here rather than in the browser.
--
-- * owner_report_totals(p_from, p_to) and owner_reports(p_from, p_to): the cards and the table,
--   restricted to the revenue reports whose month lies in the months of p_from..p_to (either end
--   null = open); the totals include fuel, maintenance, commission and trips, so the portal can
--   show how the payout was reached.
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
    select count(*) as days, sum(per_day.trips) as trips, sum(per_day.revenue) as revenue
    from (
      select count(*) as trips, sum(b.fare_kobo) as revenue
      from public.bookings b
      where b.vehicle_id = d.id
        and b.status = 'completed'
        and coalesce(b.completed_at, b.booking_time)
          >= v_from::timestamp at time zone 'Africa/Lagos'
        and coalesce(b.completed_at, b.booking_time)
          < (v_until + 1)::timestamp at time zone 'Africa/Lagos'
      group by (coalesce(b.completed_at, b.booking_time) at time zone 'Africa/Lagos')::date
    ) as per_day
  ) t on true
  order by d.model, d.registration_number;
end;
$$;

comment on function public.owner_vehicles(date, date) is
  'Owner portal vehicles: each of the caller''s vehicles with its current status; completed trips, '
  'their fares and the days with at least one completed trip in the Lagos days p_from..p_to up to '
  'today (default: this month to today); utilisation = active days ÷ elapsed days (0..1, null '
  'before the range begins); next service due (date, km) with the latest odometer, overdue and due '
  'soon as service_reminders() decides them. Owners only; security definer, reads only the '
  'caller''s vehicles. Active days are counted by grouping the trips by Lagos day (one hashed pass '
  'over the index range): count(distinct <Lagos day>) sorted every completed trip of the range, '
  'most of the portal''s time over a year at 100 000 bookings.';

revoke execute on function public.owner_vehicles(date, date) from public, anon, authenticated;
grant execute on function public.owner_vehicles(date, date) to authenticated, service_role;

-- The admin dashboard: four stat cards in one round trip, and the alerts panel.
create type public.dashboard_stats_result as (
  active_cars integer,
  available_drivers integer,
  total_revenue_kobo bigint,
  pending_bookings integer
);

comment on type public.dashboard_stats_result is
  'The four dashboard cards, as dashboard_stats() returns them: a named composite, so the '
  'generated types describe the result and the dashboard reads it without a cast.';

create function public.dashboard_stats()
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
  'not on an in-progress booking), total_revenue_kobo (every revenue report, plus the fares of '
  'trips completed this month or last month that no report covers yet), pending_bookings. '
  'Administrators only (42501). Total revenue is what an operator reads as money the fleet has '
  'earned: reports are the books (they include adjustments), and completed trips of months not '
  'reported yet count at their fare, so a trip completed today shows at once and is not counted '
  'twice once the month''s report is filed; cash collected is how a fare was settled, not extra '
  'revenue. Reports are filed after a month ends, so only this and last Lagos month can be '
  'unreported, and bookings_completed_revenue_idx answers that part. Security definer: under the '
  'caller''s rights the bookings policy sits in front of the status filters and the enum '
  'comparison is not leakproof, so the status index could not be used and pending bookings were '
  'counted by reading the whole table. It refuses anyone but an administrator before reading '
  'anything and returns only four counts.';

revoke execute on function public.dashboard_stats() from public, anon, authenticated;
grant execute on function public.dashboard_stats() to authenticated, service_role;

-- dashboard_alerts: what needs an operator now, for the dashboard's Alerts panel.
--
--   licence_expired         a driver's licence has expired (critical)
--   licence_expiring        a driver's licence expires within 30 days (warning)
--   booking_unassigned      a pending booking picks up within 2 hours (or did so up to 2 hours
--                           ago) and still has no driver or vehicle (critical)
--   vehicle_in_maintenance  a vehicle in maintenance is assigned to a pending or confirmed booking
--                           that has not started (critical; one alert per booking, to reassign it)
--   service_overdue         a vehicle is past its service date or service km (critical)
--   service_due_soon        a vehicle is due for service within 14 days or 1 000 km (warning)
--
-- Dates are Lagos dates. Critical first, then the most urgent (by due moment); at most 100 rows.
-- Security definer like dashboard_stats (the status and time filters use their indexes); the
-- admin check comes first.
create function public.dashboard_alerts()
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
