-- Fare parameters per service type; read by the fare quote, edited by admins.

create table public.fare_rules (
  service_type public.service_type primary key,
  base_kobo bigint not null,
  per_km_kobo bigint not null,
  per_min_kobo bigint not null,
  minimum_kobo bigint not null,
  multiplier numeric(4, 2) not null default 1.00,
  airport_surcharge_kobo bigint not null default 0,
  hotel_surcharge_kobo bigint not null default 0,
  updated_at timestamptz not null default now(),
  constraint fare_rules_base_kobo_not_negative check (base_kobo >= 0),
  constraint fare_rules_per_km_kobo_not_negative check (per_km_kobo >= 0),
  constraint fare_rules_per_min_kobo_not_negative check (per_min_kobo >= 0),
  constraint fare_rules_minimum_kobo_not_negative check (minimum_kobo >= 0),
  constraint fare_rules_multiplier_positive check (multiplier > 0),
  constraint fare_rules_airport_surcharge_kobo_not_negative check (airport_surcharge_kobo >= 0),
  constraint fare_rules_hotel_surcharge_kobo_not_negative check (hotel_surcharge_kobo >= 0)
);

create trigger fare_rules_set_updated_at
  before update on public.fare_rules
  for each row execute function public.set_updated_at();

alter table public.fare_rules enable row level security;

create policy "everyone reads fare rules"
  on public.fare_rules for select to anon, authenticated
  using (true);
create policy "fare rules are added by migrations only"
  on public.fare_rules for insert to authenticated
  with check (false);
create policy "admins edit fare rules"
  on public.fare_rules for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "fare rules are removed by migrations only"
  on public.fare_rules for delete to authenticated
  using (false);

revoke all on table public.fare_rules from anon, authenticated;
grant select on table public.fare_rules to anon;
grant select, update on table public.fare_rules to authenticated;

comment on table public.fare_rules is 'Upfront fare parameters per service type (amounts in kobo).';
comment on column public.fare_rules.base_kobo is 'Flag-fall amount in kobo.';
comment on column public.fare_rules.per_km_kobo is 'Amount per road kilometre in kobo.';
comment on column public.fare_rules.per_min_kobo is 'Amount per estimated minute in kobo.';
comment on column public.fare_rules.minimum_kobo is 'Lowest fare charged, in kobo.';
comment on column public.fare_rules.multiplier is 'Service-class multiplier applied to base + distance + time.';
comment on column public.fare_rules.airport_surcharge_kobo is 'Added when either end is an airport.';
comment on column public.fare_rules.hotel_surcharge_kobo is 'Added for airport & hotel transfers with a hotel end.';
