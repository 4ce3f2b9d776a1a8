-- An airport booking carries the rider's flight number, so operations can follow the flight and
-- the chauffeur is in the car park when it lands. Stored normalised: upper case, no spaces or
-- hyphens ("w3 108" and "W3-108" are "W3108"). Its shape is an airline code, two characters
-- (IATA: "P4", "W3", "BA", "5N" style codes, not two digits) or three letters (ICAO: "BAW"), then
-- one to four digits and an optional letter: "P47123", "W3108", "BAW75", "NJE714K".
--
-- The column itself is A1's (20261126001000–001900); this migration adds the shape rule and the
-- normaliser create_booking uses. Whether a booking needs one (an airport at either end) depends
-- on its places, which a check constraint cannot see: create_booking enforces that.

alter table public.bookings
  add constraint bookings_flight_number_shape
    check (flight_number ~ '^([A-Z][A-Z0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$');

comment on constraint bookings_flight_number_shape on public.bookings is
  'A normalised flight number: airline code (2-character IATA or 3-letter ICAO), 1 to 4 digits, '
  'an optional letter; upper case, no spaces.';

create function private.normalize_flight_number(p_flight_number text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(upper(regexp_replace(coalesce(p_flight_number, ''), '[[:space:]-]+', '', 'g')), '');
$$;

comment on function private.normalize_flight_number(text) is
  'A typed flight number in its stored form: upper case without spaces or hyphens; null when '
  'nothing was typed. Does not check the shape (bookings_flight_number_shape does).';

revoke execute on function private.normalize_flight_number(text) from public, anon, authenticated;
