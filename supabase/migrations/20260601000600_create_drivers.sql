-- Drivers, managed by admins only.

create table public.drivers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  phone text,
  email text,
  license_number text,
  license_expiry date not null,
  assigned_vehicle_id uuid references public.fleets (id) on delete set null,
  status public.driver_status not null default 'inactive',
  rating numeric(2, 1) not null default 5.0,
  trips integer not null default 0,
  documents jsonb not null default '{"license": "Pending", "insurance": "Pending"}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint drivers_name_not_blank check (btrim(name) <> ''),
  constraint drivers_name_at_most_120_characters check (char_length(name) <= 120),
  constraint drivers_phone_nigerian_mobile_e164 check (phone ~ '^\+234[789][01][0-9]{8}$'),
  constraint drivers_email_valid_address check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint drivers_license_number_not_blank check (btrim(license_number) <> ''),
  constraint drivers_rating_between_0_and_5 check (rating between 0 and 5),
  constraint drivers_trips_not_negative check (trips >= 0),
  constraint drivers_documents_license_and_insurance_statuses check (
    jsonb_typeof(documents) = 'object'
    and coalesce(documents ->> 'license', '') in ('Pending', 'Verified', 'Rejected', 'Expired')
    and coalesce(documents ->> 'insurance', '') in ('Pending', 'Verified', 'Rejected', 'Expired')
  )
);

create unique index drivers_one_driver_per_vehicle on public.drivers (assigned_vehicle_id)
  where assigned_vehicle_id is not null;
create index drivers_status_idx on public.drivers (status);
create index drivers_name_idx on public.drivers (name);
create index drivers_created_at_idx on public.drivers (created_at desc);

create trigger drivers_set_updated_at
  before update on public.drivers
  for each row execute function public.set_updated_at();

alter table public.drivers enable row level security;

create policy "admins read drivers"
  on public.drivers for select to authenticated
  using ((select public.is_admin()));
create policy "admins add drivers"
  on public.drivers for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins edit drivers"
  on public.drivers for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete drivers"
  on public.drivers for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.drivers from anon, authenticated;
grant select, insert, update, delete on table public.drivers to authenticated;

comment on table public.drivers is 'Drivers of the fleet.';
comment on column public.drivers.license_expiry is 'Licence expiry date; an expired licence blocks assignment.';
comment on column public.drivers.assigned_vehicle_id is 'The vehicle the driver usually drives; one driver per vehicle.';
comment on column public.drivers.rating is 'Average rider rating, 0.0 to 5.0.';
comment on column public.drivers.trips is 'Completed trips.';
comment on column public.drivers.documents is 'Document statuses: {"license": ..., "insurance": ...}, each Pending, Verified, Rejected or Expired.';
