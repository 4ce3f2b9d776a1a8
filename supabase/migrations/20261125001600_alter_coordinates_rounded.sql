-- Coordinates are stored to 7 decimal places (about 1 cm), whoever writes them. A subnormal
-- double such as 5e-324 passed every range check, and then radians() in dispatch_candidates'
-- distance failed with "value out of range: underflow" (a 500) for every booking, because
-- PostgreSQL refuses a float product that rounds to zero from non-zero inputs. Rounding on write
-- turns such a value into 0 and keeps every stored coordinate in the range the distance maths
-- handles; no GPS fix or map point needs more precision than this.

create function private.round_coordinates()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.lat := round(new.lat::numeric, 7)::double precision;
  new.lng := round(new.lng::numeric, 7)::double precision;
  return new;
end
$$;

comment on function private.round_coordinates() is
  'BEFORE INSERT OR UPDATE trigger: rounds lat and lng to 7 decimal places (about 1 cm).';

revoke all on function private.round_coordinates() from public, anon, authenticated;

create trigger vehicle_positions_round_coordinates
  before insert or update of lat, lng on public.vehicle_positions
  for each row execute function private.round_coordinates();

create trigger places_round_coordinates
  before insert or update of lat, lng on public.places
  for each row execute function private.round_coordinates();

-- Rows already stored follow the same rule.
update public.vehicle_positions
set lat = lat, lng = lng
where lat <> round(lat::numeric, 7)::double precision
   or lng <> round(lng::numeric, 7)::double precision;

update public.places
set lat = lat, lng = lng
where lat <> round(lat::numeric, 7)::double precision
   or lng <> round(lng::numeric, 7)::double precision;
