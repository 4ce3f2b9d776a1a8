-- How often each vehicle is serviced, by time and by distance, whichever comes first (the way fleet
-- tools schedule service reminders). The interval belongs to the vehicle one-to-one and always has a
-- value, so it lives on fleets as two columns with defaults rather than in a table of its own: no
-- join and no missing row, and the fleets policies (admins edit) and audit trigger already cover it.

alter table public.fleets
  add column service_interval_days integer not null default 90,
  add column service_interval_km integer not null default 10000,
  add constraint fleets_service_interval_days_between_7_and_730
    check (service_interval_days between 7 and 730),
  add constraint fleets_service_interval_km_between_500_and_100000
    check (service_interval_km between 500 and 100000);

comment on column public.fleets.service_interval_days is
  'Days between services (7 to 730, default 90); the next service is due this long after the last.';
comment on column public.fleets.service_interval_km is
  'Kilometres between services (500 to 100 000, default 10 000), counted from the last service''s '
  'odometer reading.';
