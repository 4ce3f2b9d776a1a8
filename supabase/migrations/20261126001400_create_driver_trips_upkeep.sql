-- drivers.trips counts a driver's completed trips (their lifetime count, which for drivers who
-- joined with a history starts from that history). Completing a trip already adds one
-- (bookings_apply_status_effects, 20261125001300); this keeps the count right on the two other
-- ways a completed trip can come or go:
--   * a completed booking is deleted (an administrator removing a test or duplicate booking):
--     its driver loses the trip;
--   * a completed booking's driver is corrected (driver_id changed while completed): the trip
--     moves from the old driver to the new one.
-- A booking inserted already completed (an import, the seed) does not count: its trips are part of
-- the history the importer sets, as the seed does.

create function private.keep_driver_trips()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status = 'completed' and old.driver_id is not null then
      update public.drivers d set trips = greatest(d.trips - 1, 0) where d.id = old.driver_id;
    end if;
    return null;
  end if;
  -- UPDATE OF driver_id on a booking that was and stays completed.
  if old.status = 'completed' and new.status = 'completed'
    and old.driver_id is distinct from new.driver_id then
    update public.drivers d set trips = greatest(d.trips - 1, 0) where d.id = old.driver_id;
    update public.drivers d set trips = d.trips + 1 where d.id = new.driver_id;
  end if;
  return null;
end;
$$;

comment on function private.keep_driver_trips() is
  'AFTER DELETE / UPDATE OF driver_id trigger on bookings: a deleted completed booking takes its '
  'trip off the driver''s count; a completed booking''s driver change moves the trip.';

revoke all on function private.keep_driver_trips() from public, anon, authenticated;

create trigger bookings_keep_driver_trips_on_delete
  after delete on public.bookings
  for each row
  when (old.status = 'completed' and old.driver_id is not null)
  execute function private.keep_driver_trips();

create trigger bookings_keep_driver_trips_on_driver_change
  after update of driver_id on public.bookings
  for each row
  when (old.status = 'completed' and new.status = 'completed'
    and old.driver_id is distinct from new.driver_id)
  execute function private.keep_driver_trips();
