-- create_booking takes the rider's flight number, and its receipt carries what the confirmation
-- needs to send the rider on: the ride page's manage token, the flight number and, for a pickup
-- at an airport, the meeting point where the chauffeur waits.
--
-- Flight number: required when the pickup or the drop-off is an airport (its kind, as quote_fare
-- resolves the places), stored normalised by private.normalize_flight_number (upper case, no
-- spaces or hyphens) and checked against the shape of bookings_flight_number_shape before the
-- insert, so a caller reads one of two 400 (22023) messages, the same the booking form shows:
--   'Please enter the flight number for an airport transfer.'
--   'Enter a flight number like P4 7123.'
-- A flight number typed for a trip with no airport end is checked the same way but not kept.
--
-- Receipt (public.booking_receipt) gains ride_token (ride_links.manage_token, made by A1's
-- trigger when the booking row is inserted), flight_number and meeting_point (the pickup place's;
-- null for departures and trips with no airport). Everything else is that of
-- 20261124002400_alter_create_booking_typed.sql: validation and messages, idempotency (a replay
-- answers the first booking, its token included, to the same caller and phone only), security
-- definer, grants.

drop function public.create_booking(text, text, text, text, text, timestamptz, public.service_type, uuid, text);
drop function private.booking_receipt(public.bookings, uuid, text, boolean);
drop type public.booking_receipt;

create type public.booking_receipt as (
  id uuid,
  reference text,
  status public.booking_status,
  fare_kobo bigint,
  fare_breakdown jsonb,
  booking_time timestamptz,
  pickup_location text,
  dropoff_location text,
  service_type public.service_type,
  replayed boolean,
  ride_token text,
  flight_number text,
  meeting_point text
);

comment on type public.booking_receipt is
  'What create_booking answers: the new (or replayed) booking''s public fields, whether it was a '
  'replay of an earlier request with the same key, the manage token of its ride page '
  '(ride_token), its flight number and the pickup place''s meeting point.';

create function private.booking_receipt(
  p_booking public.bookings,
  p_user uuid,
  p_phone text,
  p_replayed boolean
)
returns public.booking_receipt
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if p_replayed and (
    p_booking.user_id is distinct from p_user or p_booking.customer_phone is distinct from p_phone
  ) then
    raise exception using
      errcode = 'P0001',
      message = 'This booking request was already used for another booking. Please refresh the page and try again.';
  end if;
  return row(
    p_booking.id,
    p_booking.reference,
    p_booking.status,
    p_booking.fare_kobo,
    p_booking.fare_breakdown,
    p_booking.booking_time,
    p_booking.pickup_location,
    p_booking.dropoff_location,
    p_booking.service_type,
    p_replayed,
    (select l.manage_token from public.ride_links l where l.booking_id = p_booking.id),
    p_booking.flight_number,
    (select p.meeting_point from public.places p where p.id = p_booking.pickup_place_id)
  )::public.booking_receipt;
end;
$$;

comment on function private.booking_receipt(public.bookings, uuid, text, boolean) is
  'What create_booking answers for a booking, with its ride page token and the pickup''s meeting '
  'point. For a replayed request it first checks that the caller and phone match the booking '
  'made with that key.';

revoke execute on function private.booking_receipt(public.bookings, uuid, text, boolean)
  from public, anon, authenticated;

create function public.create_booking(
  p_customer_name text,
  p_customer_phone text,
  p_customer_email text,
  p_pickup text,
  p_dropoff text,
  p_booking_time timestamptz,
  p_service_type public.service_type,
  p_idempotency_key uuid,
  p_notes text default null,
  p_flight_number text default null
)
returns public.booking_receipt
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := case when public.is_admin() then null else (select auth.uid()) end;
  v_name text := btrim(coalesce(p_customer_name, ''));
  v_phone text := public.normalize_ng_phone(p_customer_phone);
  v_email text := lower(btrim(coalesce(p_customer_email, '')));
  v_notes text := nullif(btrim(coalesce(p_notes, '')), '');
  v_flight text := private.normalize_flight_number(p_flight_number);
  v_service public.service_type := coalesce(p_service_type, 'standard');
  v_quote jsonb;
  v_airport boolean;
  v_row public.bookings;
  v_reference text;
  v_attempt int := 0;
begin
  if p_idempotency_key is null then
    raise exception using errcode = '22023', message = 'A booking request key is required.';
  end if;

  -- A retried submit: answer with the booking already made.
  select b.* into v_row from public.bookings b where b.idempotency_key = p_idempotency_key;
  if v_row.id is not null then
    return private.booking_receipt(v_row, v_user, v_phone, true);
  end if;

  if v_name = '' then
    raise exception using errcode = '22023', message = 'Please enter your full name.';
  end if;
  if length(v_name) > 120 then
    raise exception using errcode = '22023', message = 'Your name must be 120 characters or fewer.';
  end if;
  if btrim(coalesce(p_customer_phone, '')) = '' then
    raise exception using errcode = '22023', message = 'Please enter your phone number.';
  end if;
  if v_phone is null then
    raise exception using
      errcode = '22023',
      message = 'Please enter a valid Nigerian mobile number, e.g. 0803 123 4567.';
  end if;
  if v_email = '' then
    raise exception using errcode = '22023', message = 'Please enter your email address.';
  end if;
  if not public.is_valid_email(v_email) then
    raise exception using errcode = '22023', message = 'Please enter a valid email address.';
  end if;
  if p_booking_time is null then
    raise exception using errcode = '22023', message = 'Please choose a pickup date and time.';
  end if;
  if p_booking_time < now() - interval '5 minutes' then
    raise exception using errcode = '22023', message = 'The pickup time must be in the future.';
  end if;
  if p_booking_time > now() + interval '90 days' then
    raise exception using errcode = '22023', message = 'Rides can be booked up to 90 days ahead.';
  end if;
  if length(coalesce(v_notes, '')) > 1000 then
    raise exception using errcode = '22023', message = 'Notes must be 1000 characters or fewer.';
  end if;

  -- Unknown or identical places raise quote_fare's own messages.
  v_quote := public.quote_fare(p_pickup, p_dropoff, v_service, p_booking_time);

  -- Flight number: needed for an airport at either end, same shape as bookings_flight_number_shape.
  v_airport := coalesce('airport' in (v_quote -> 'pickup' ->> 'kind', v_quote -> 'dropoff' ->> 'kind'), false);
  if v_flight is null and v_airport then
    raise exception using
      errcode = '22023', message = 'Please enter the flight number for an airport transfer.';
  end if;
  if v_flight is not null
    and v_flight !~ '^([A-Z][A-Z0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$' then
    raise exception using errcode = '22023', message = 'Enter a flight number like P4 7123.';
  end if;
  if not v_airport then
    v_flight := null;
  end if;

  loop
    v_attempt := v_attempt + 1;
    v_reference := public.new_booking_reference();
    begin
      insert into public.bookings (
        reference, user_id, customer_name, customer_phone, customer_email,
        pickup_location, pickup_place_id, dropoff_location, dropoff_place_id,
        booking_time, service_type, status, fare_kobo, fare_breakdown, distance_km, duration_min,
        idempotency_key, notes, flight_number
      ) values (
        v_reference, v_user, v_name, v_phone, v_email,
        v_quote -> 'pickup' ->> 'name', (v_quote -> 'pickup' ->> 'id')::uuid,
        v_quote -> 'dropoff' ->> 'name', (v_quote -> 'dropoff' ->> 'id')::uuid,
        p_booking_time, v_service, 'pending', (v_quote ->> 'total_kobo')::bigint, v_quote,
        (v_quote ->> 'distance_km')::numeric, (v_quote ->> 'duration_min')::int,
        p_idempotency_key, v_notes, v_flight
      )
      returning * into v_row;
      return private.booking_receipt(v_row, v_user, v_phone, false);
    exception when unique_violation then
      -- Either the same request arrived twice at once, or the reference collided: retry.
      select b.* into v_row from public.bookings b where b.idempotency_key = p_idempotency_key;
      if v_row.id is not null then
        return private.booking_receipt(v_row, v_user, v_phone, true);
      end if;
      if v_attempt >= 5 then
        raise;
      end if;
    end;
  end loop;
end;
$$;

comment on function public.create_booking(text, text, text, text, text, timestamptz, public.service_type, uuid, text, text) is
  'Creates a pending booking after validating the customer''s details (readable 22023 errors), '
  'normalising the phone to E.164, checking the e-mail with is_valid_email() and recomputing the '
  'fare with quote_fare (an unknown place is a 404); the predicted duration_min and distance_km '
  'are stored for dispatch. An airport at either end needs a flight number (normalised, shape of '
  'bookings_flight_number_shape). Links auth.uid() for signed-in customers (not for '
  'administrators). Idempotent on p_idempotency_key: a repeat returns the same booking with '
  'replayed = true. Returns a public.booking_receipt with the ride page''s manage token and the '
  'pickup''s meeting point.';

revoke execute on function public.create_booking(text, text, text, text, text, timestamptz, public.service_type, uuid, text, text)
  from public, anon, authenticated;
grant execute on function public.create_booking(text, text, text, text, text, timestamptz, public.service_type, uuid, text, text)
  to anon, authenticated, service_role;
