-- A cancelled booking says why: operators cancel with a reason (set_booking_status requires it),
-- and the booking's status timeline shows it next to cancelled_at. Older cancellations have none.
--
-- Dispatch looks up a driver's or a vehicle's open bookings around a pickup time many times per
-- screen (once per candidate); the two partial indexes keep each lookup to that driver's or
-- vehicle's open bookings, in pickup order, however many finished bookings pile up.

alter table public.bookings
  add column cancellation_reason text,
  add constraint bookings_cancellation_reason_not_blank check (btrim(cancellation_reason) <> ''),
  add constraint bookings_cancellation_reason_at_most_500_characters
    check (char_length(cancellation_reason) <= 500);

comment on column public.bookings.cancellation_reason is
  'Why the booking was cancelled, as the administrator gave it (1 to 500 characters); null for '
  'bookings that were not cancelled and for cancellations made before reasons were recorded.';

create index bookings_open_driver_time_idx on public.bookings (driver_id, booking_time)
  where status in ('pending', 'confirmed', 'in-progress') and driver_id is not null;
create index bookings_open_vehicle_time_idx on public.bookings (vehicle_id, booking_time)
  where status in ('pending', 'confirmed', 'in-progress') and vehicle_id is not null;
