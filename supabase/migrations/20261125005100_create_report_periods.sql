-- Monthly periods that close_period() fills from completed trips and maintenance logs.
--
-- * report_periods: one row per closed month, 'open' (re-runnable) or 'paid' (locked), with who
--   closed and paid it and the commission rate it used. revenue_reports.period links a report to
--   its period row; a report whose month has no period row is a typed-in one from before periods
--   existed (no foreign key, so those stay valid).
-- * revenue_report_sources: the trace, one row per completed booking or maintenance log a period's
--   close summed, with the amount it contributed at that moment. The report's figures are sums of
--   these rows, so the trace always returns exactly what was summed, even if a booking is edited
--   or deleted later. A booking and a log can be counted once only.
-- * revenue_reports gains the breakdown: trips, fuel and maintenance (expenses = fuel +
--   maintenance), the commission rate and amount, and payout = revenue − commission − expenses,
--   computed by the database. A payout can be negative: the month's costs and commission were more
--   than its revenue, and the owner owes the difference (it is shown as such, not hidden or carried
--   forward). Typed-in rows have no fuel/maintenance split (both null) and no commission.
-- * Rows of a paid period cannot be added, changed or removed by anyone (the service role too),
--   which also keeps a vehicle with paid reports from being deleted.

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

alter table public.revenue_reports
  add column trips integer,
  add column fuel_kobo bigint,
  add column maintenance_kobo bigint,
  add column commission_rate_bps integer not null default 0,
  add column commission_kobo bigint not null default 0,
  add column payout_kobo bigint generated always as (revenue_kobo - commission_kobo - expenses_kobo) stored,
  add constraint revenue_reports_trips_not_negative check (trips >= 0),
  add constraint revenue_reports_expenses_are_fuel_plus_maintenance check (
    (fuel_kobo is null) = (maintenance_kobo is null)
    and (fuel_kobo is null or (fuel_kobo >= 0 and maintenance_kobo >= 0
      and fuel_kobo + maintenance_kobo = expenses_kobo))
  ),
  add constraint revenue_reports_commission_rate_bps_between_0_and_10000
    check (commission_rate_bps between 0 and 10000),
  add constraint revenue_reports_commission_kobo_not_negative check (commission_kobo >= 0);

comment on column public.revenue_reports.trips is 'Completed trips summed (null for a typed-in report).';
comment on column public.revenue_reports.fuel_kobo is 'Fuel logs of the month, kobo (null for a typed-in report).';
comment on column public.revenue_reports.maintenance_kobo is 'Other maintenance logs of the month, kobo.';
comment on column public.revenue_reports.expenses_kobo is 'Expenses in kobo: fuel_kobo + maintenance_kobo when split.';
comment on column public.revenue_reports.commission_rate_bps is 'Operator commission rate applied, basis points.';
comment on column public.revenue_reports.commission_kobo is 'round(revenue × rate): the operator''s share, kobo.';
comment on column public.revenue_reports.payout_kobo is
  'Owner payout = revenue − commission − expenses, kobo; negative when the owner owes the difference.';

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

create policy "admins read all report sources, owners their vehicles'"
  on public.revenue_report_sources for select to authenticated
  using (
    (select public.is_admin())
    or vehicle_id in (select f.id from public.fleets f where f.owner_id = (select auth.uid()))
  );

revoke all on table public.revenue_report_sources from anon, authenticated;
revoke all on sequence public.revenue_report_sources_id_seq from anon, authenticated;
grant select on table public.revenue_report_sources to authenticated;

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
