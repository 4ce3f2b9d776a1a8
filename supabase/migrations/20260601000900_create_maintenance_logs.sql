-- Maintenance log of each vehicle, managed by admins only.

create table public.maintenance_logs (
  id uuid primary key default gen_random_uuid(),
  vehicle_id uuid not null references public.fleets (id) on delete cascade,
  log_date date not null,
  log_type public.maintenance_log_type not null,
  details text not null,
  cost_kobo bigint not null,
  odometer_km integer,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint maintenance_logs_details_not_blank check (btrim(details) <> ''),
  constraint maintenance_logs_details_at_most_2000_characters check (char_length(details) <= 2000),
  constraint maintenance_logs_cost_kobo_not_negative check (cost_kobo >= 0),
  constraint maintenance_logs_odometer_km_not_negative check (odometer_km >= 0)
);

create index maintenance_logs_log_date_idx on public.maintenance_logs (log_date desc);
create index maintenance_logs_vehicle_id_idx on public.maintenance_logs (vehicle_id);
create index maintenance_logs_created_by_idx on public.maintenance_logs (created_by);

create trigger maintenance_logs_set_updated_at
  before update on public.maintenance_logs
  for each row execute function public.set_updated_at();

alter table public.maintenance_logs enable row level security;

create policy "admins read maintenance logs"
  on public.maintenance_logs for select to authenticated
  using ((select public.is_admin()));
create policy "admins add maintenance logs"
  on public.maintenance_logs for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins edit maintenance logs"
  on public.maintenance_logs for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete maintenance logs"
  on public.maintenance_logs for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.maintenance_logs from anon, authenticated;
grant select, insert, update, delete on table public.maintenance_logs to authenticated;

comment on table public.maintenance_logs is 'Fuel, service, repair and other maintenance entries per vehicle.';
comment on column public.maintenance_logs.cost_kobo is 'Cost in kobo.';
comment on column public.maintenance_logs.odometer_km is 'Odometer reading at the time, in km.';
comment on column public.maintenance_logs.created_by is 'The admin who logged the entry.';
