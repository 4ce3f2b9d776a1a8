-- Latest known position of each vehicle, streamed to the tracking screen over Realtime.

create table public.vehicle_positions (
  vehicle_id uuid primary key references public.fleets (id) on delete cascade,
  lat double precision not null,
  lng double precision not null,
  speed_kmh numeric(5, 1) not null default 0,
  heading smallint not null default 0,
  recorded_at timestamptz not null default now(),
  simulated boolean not null default true,
  constraint vehicle_positions_lat_between_minus_90_and_90 check (lat between -90 and 90),
  constraint vehicle_positions_lng_between_minus_180_and_180 check (lng between -180 and 180),
  constraint vehicle_positions_speed_kmh_not_negative check (speed_kmh >= 0),
  constraint vehicle_positions_heading_between_0_and_359 check (heading between 0 and 359)
);

create index vehicle_positions_recorded_at_idx on public.vehicle_positions (recorded_at desc);

alter table public.vehicle_positions enable row level security;

create policy "admins read vehicle positions"
  on public.vehicle_positions for select to authenticated
  using ((select public.is_admin()));
create policy "admins add vehicle positions"
  on public.vehicle_positions for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins edit vehicle positions"
  on public.vehicle_positions for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete vehicle positions"
  on public.vehicle_positions for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.vehicle_positions from anon, authenticated;
grant select, insert, update, delete on table public.vehicle_positions to authenticated;

comment on table public.vehicle_positions is 'Latest position, speed and heading of each vehicle.';
comment on column public.vehicle_positions.speed_kmh is 'Speed in km/h.';
comment on column public.vehicle_positions.heading is 'Compass heading in degrees, 0 to 359.';
comment on column public.vehicle_positions.recorded_at is 'When the position was measured.';
comment on column public.vehicle_positions.simulated is 'True when the position comes from the telemetry simulator.';
