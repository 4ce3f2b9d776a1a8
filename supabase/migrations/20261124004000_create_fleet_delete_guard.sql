-- A vehicle with upcoming assigned bookings cannot be deleted. bookings.vehicle_id is ON DELETE SET
-- NULL, so a delete used to strip the vehicle silently from pending, confirmed and running trips
-- (a confirmed trip left without a vehicle can then never start). The delete is now refused with a
-- 400 whose sentence names the bookings, so the operator knows what to reassign. It applies to every
-- writer, the service role included: no path should orphan a trip.
--
-- The BEFORE DELETE trigger runs once the vehicle's row is locked, and assign_booking locks the
-- same row (select … for update) before attaching a booking, so an assignment racing the delete
-- either commits first and is counted here, or waits and then finds no vehicle.

create function private.refuse_fleet_delete_with_upcoming_bookings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_references text[];
  v_listed text;
  v_shown constant integer := 5;
begin
  select count(*), array_agg(b.reference order by b.booking_time, b.reference)
  into v_count, v_references
  from public.bookings b
  where b.vehicle_id = old.id
    and b.status in ('pending', 'confirmed', 'in-progress');

  if v_count = 0 then
    return old;
  end if;

  v_listed := array_to_string(v_references[1:v_shown], ', ');
  if v_count > v_shown then
    v_listed := v_listed || ' and ' || (v_count - v_shown) || ' more';
  end if;

  raise exception using
    errcode = 'P0001',
    message = old.model || ' (' || old.registration_number || ') has ' || v_count
      || case when v_count = 1 then ' upcoming booking (' else ' upcoming bookings (' end
      || v_listed || '); '
      || case when v_count = 1 then 'reassign it first.' else 'reassign them first.' end;
end;
$$;

comment on function private.refuse_fleet_delete_with_upcoming_bookings() is
  'BEFORE DELETE trigger on fleets: refuses (P0001, HTTP 400) while pending, confirmed or '
  'in-progress bookings use the vehicle, naming up to five of their references.';

revoke all on function private.refuse_fleet_delete_with_upcoming_bookings() from public, anon, authenticated;

create trigger fleets_refuse_delete_with_upcoming_bookings
  before delete on public.fleets
  for each row execute function private.refuse_fleet_delete_with_upcoming_bookings();
