-- Numbers must be numbers. Postgres sorts NaN above every value, so `multiplier > 0` accepted
-- fare_rules.multiplier = 'NaN', and every quote for that service then failed. Each numeric column
-- whose range check let NaN through now also requires a finite value (`< 'Infinity'` is false for
-- NaN and +Infinity; the range check below it refuses -Infinity). The columns with numeric(p, s)
-- types refuse ±Infinity on input already; the between-checks on places.lat/lng,
-- vehicle_positions.lat/lng and drivers.rating refuse NaN and ±Infinity already.

alter table public.fare_rules
  add constraint fare_rules_multiplier_finite check (multiplier < 'Infinity'::numeric);

alter table public.bookings
  add constraint bookings_distance_km_finite check (distance_km < 'Infinity'::numeric);

alter table public.vehicle_positions
  add constraint vehicle_positions_speed_kmh_finite check (speed_kmh < 'Infinity'::numeric);

comment on constraint fare_rules_multiplier_finite on public.fare_rules is
  'The multiplier is a finite number (never NaN or Infinity).';
comment on constraint bookings_distance_km_finite on public.bookings is
  'The distance is a finite number (never NaN or Infinity).';
comment on constraint vehicle_positions_speed_kmh_finite on public.vehicle_positions is
  'The speed is a finite number (never NaN or Infinity).';
