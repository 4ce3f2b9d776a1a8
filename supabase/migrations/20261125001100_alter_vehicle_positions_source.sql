-- Positions now come from two places: a driver's phone (browser geolocation, through
-- report_position) and the telemetry simulator (the service role, through the same function).
-- Each row says which (source), who reported it (driver_id, for a phone) and how precise the fix
-- was (accuracy_m, as the browser reports it).
--
-- simulated stays for its readers, but can no longer disagree with source: it becomes a column
-- Postgres computes from source. Writers that never named a source (the seed, the older tests)
-- get 'simulator', which is what their rows always were.

alter table public.vehicle_positions drop column simulated;

alter table public.vehicle_positions
  add column source text not null default 'simulator',
  add column driver_id uuid references public.drivers (id) on delete set null,
  add column accuracy_m numeric(7, 1),
  add column simulated boolean generated always as (source = 'simulator') stored,
  add constraint vehicle_positions_source_phone_or_simulator check (source in ('phone', 'simulator')),
  add constraint vehicle_positions_accuracy_m_between_0_and_100000 check (accuracy_m between 0 and 100000);

create index vehicle_positions_driver_id_idx on public.vehicle_positions (driver_id);

comment on column public.vehicle_positions.source is
  'Where the position came from: phone (a driver''s browser) or simulator (the telemetry simulator).';
comment on column public.vehicle_positions.driver_id is
  'The driver whose phone reported the position; null for simulated positions.';
comment on column public.vehicle_positions.accuracy_m is
  'Radius of the fix''s uncertainty in metres, as the browser reports it (0 to 100 000); null when unknown.';
comment on column public.vehicle_positions.simulated is
  'True when the position comes from the telemetry simulator (source = simulator); computed by Postgres.';
comment on constraint vehicle_positions_source_phone_or_simulator on public.vehicle_positions is
  'A position comes from a driver''s phone or from the simulator.';
comment on constraint vehicle_positions_accuracy_m_between_0_and_100000 on public.vehicle_positions is
  'Accuracy is a finite number of metres, 0 to 100 000 (NaN is refused).';
