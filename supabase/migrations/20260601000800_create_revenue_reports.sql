-- Monthly revenue and expenses per vehicle. Admins manage them; owners read their own vehicles'.

create table public.revenue_reports (
  id uuid primary key default gen_random_uuid(),
  vehicle_id uuid not null references public.fleets (id) on delete cascade,
  period date not null,
  revenue_kobo bigint not null,
  expenses_kobo bigint not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint revenue_reports_one_per_vehicle_and_period unique (vehicle_id, period),
  constraint revenue_reports_period_first_day_of_month check (extract(day from period) = 1),
  constraint revenue_reports_revenue_kobo_not_negative check (revenue_kobo >= 0),
  constraint revenue_reports_expenses_kobo_not_negative check (expenses_kobo >= 0)
);

create index revenue_reports_period_idx on public.revenue_reports (period desc);

create trigger revenue_reports_set_updated_at
  before update on public.revenue_reports
  for each row execute function public.set_updated_at();

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
comment on column public.revenue_reports.expenses_kobo is 'Expenses in kobo; payout = revenue - expenses.';
