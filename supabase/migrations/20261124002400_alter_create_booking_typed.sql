-- create_booking answers with a named composite, public.booking_receipt, instead of jsonb, so the
-- generated types describe its result and the booking form reads it without a cast. The JSON the
-- caller receives is the same object with the same keys (id, reference, status, fare_kobo,
-- fare_breakdown, booking_time, pickup_location, dropoff_location, service_type, replayed).
-- The receipt is built by private.booking_receipt (it was public.booking_receipt returning jsonb,
-- callable by nobody over the API; internal helpers now live in the private schema). Validation,
-- messages, idempotency, security definer and grants are those of
-- 20261123000700_alter_create_booking_email_rule.sql.

drop function public.create_booking(text, text, text, text, text, timestamptz, public.service_type, uuid, text);
drop function public.booking_receipt(public.bookings, uuid, text, boolean);

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
  replayed boolean
);

comment on type public.booking_receipt is
  'What create_booking answers: the new (or replayed) booking''s public fields and whether it was '
  'a replay of an earlier request with the same key.';

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
    p_replayed
  )::public.booking_receipt;
end;
$$;

comment on function private.booking_receipt(public.bookings, uuid, text, boolean) is
  'What create_booking answers for a booking. For a replayed request it first checks that the '
  'caller and phone match the booking made with that key.';

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
  p_notes text default null
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
  v_service public.service_type := coalesce(p_service_type, 'standard');
  v_quote jsonb;
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

  loop
    v_attempt := v_attempt + 1;
    v_reference := public.new_booking_reference();
    begin
      insert into public.bookings (
        reference, user_id, customer_name, customer_phone, customer_email,
        pickup_location, pickup_place_id, dropoff_location, dropoff_place_id,
        booking_time, service_type, status, fare_kobo, fare_breakdown, distance_km, duration_min,
        idempotency_key, notes
      ) values (
        v_reference, v_user, v_name, v_phone, v_email,
        v_quote -> 'pickup' ->> 'name', (v_quote -> 'pickup' ->> 'id')::uuid,
        v_quote -> 'dropoff' ->> 'name', (v_quote -> 'dropoff' ->> 'id')::uuid,
        p_booking_time, v_service, 'pending', (v_quote ->> 'total_kobo')::bigint, v_quote,
        (v_quote ->> 'distance_km')::numeric, (v_quote ->> 'duration_min')::int,
        p_idempotency_key, v_notes
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

comment on function public.create_booking(text, text, text, text, text, timestamptz, public.service_type, uuid, text) is
  'Creates a pending booking after validating the customer''s details (readable 22023 errors), '
  'normalising the phone to E.164, checking the e-mail with is_valid_email() and recomputing the '
  'fare with quote_fare (an unknown place is a 404); the predicted duration_min and distance_km '
  'are stored for dispatch. Links auth.uid() for signed-in customers (not for administrators). '
  'Idempotent on p_idempotency_key: a repeat returns the same booking with replayed = true. '
  'Returns a public.booking_receipt.';

revoke execute on function public.create_booking(text, text, text, text, text, timestamptz, public.service_type, uuid, text)
  from public, anon, authenticated;
grant execute on function public.create_booking(text, text, text, text, text, timestamptz, public.service_type, uuid, text)
  to anon, authenticated, service_role;
