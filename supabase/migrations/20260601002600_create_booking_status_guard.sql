-- The booking state machine holds for every write, not only for set_booking_status: an
-- administrator editing a row directly (or any other path) gets the same refusal.
--
--   pending → confirmed → in-progress → completed, and pending | confirmed → cancelled.
--
-- A booking becomes confirmed only with a driver and a vehicle. The moment of each step is stamped
-- (confirmed_at, started_at, completed_at, cancelled_at) when the writer did not set it. Writing a
-- row with its status unchanged is always allowed. The side effects on vehicles and drivers (on-trip,
-- available, trip count) and the dispatch checks stay in set_booking_status, which the screens call.

create or replace function public.guard_booking_status()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_from text := old.status::text;
  v_to text := new.status::text;
begin
  if old.status is not distinct from new.status then
    return new;
  end if;
  if not (
    (v_from = 'pending' and v_to in ('confirmed', 'cancelled'))
    or (v_from = 'confirmed' and v_to in ('in-progress', 'cancelled'))
    or (v_from = 'in-progress' and v_to = 'completed')
  ) then
    raise exception using
      errcode = 'P0001',
      message = case when v_from ~ '^[aeiou]' then 'An ' else 'A ' end
        || v_from || ' booking cannot become ' || v_to || '.';
  end if;
  if v_to = 'confirmed' and (new.driver_id is null or new.vehicle_id is null) then
    raise exception using
      errcode = 'P0001',
      message = 'Assign a driver and a vehicle before confirming ' || new.reference || '.';
  end if;
  case v_to
    when 'confirmed' then new.confirmed_at := coalesce(new.confirmed_at, now());
    when 'in-progress' then new.started_at := coalesce(new.started_at, now());
    when 'completed' then new.completed_at := coalesce(new.completed_at, now());
    when 'cancelled' then new.cancelled_at := coalesce(new.cancelled_at, now());
    else null;
  end case;
  return new;
end;
$$;

comment on function public.guard_booking_status() is
  'BEFORE UPDATE OF status trigger on bookings: refuses moves outside pending → confirmed → '
  'in-progress → completed and pending|confirmed → cancelled ("A <from> booking cannot become '
  '<to>."), requires a driver and vehicle to confirm, and stamps the step''s *_at column.';

revoke execute on function public.guard_booking_status() from public, anon, authenticated;

create trigger bookings_guard_status
  before update of status on public.bookings
  for each row execute function public.guard_booking_status();
