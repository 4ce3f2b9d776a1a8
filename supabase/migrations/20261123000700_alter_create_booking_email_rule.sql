-- create_booking checks the customer's e-mail with is_valid_email(), the rule every e-mail column's
-- check now follows: the old pattern accepted a 400-character address or `<script>@x.io`, which
-- then went into the booking and the confirmation e-mail. Such an address is refused with the same
-- readable 400 as before, "Please enter a valid email address.", never a constraint error. Unknown
-- places now come back from quote_fare as 404. Everything else (validation order and messages,
-- idempotency, signature, security definer, grants) is unchanged from
-- 20260601002100_create_create_booking.sql.

create or replace function public.create_booking(
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
returns jsonb
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
    return public.booking_receipt(v_row, v_user, v_phone, true);
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
      return public.booking_receipt(v_row, v_user, v_phone, false);
    exception when unique_violation then
      -- Either the same request arrived twice at once, or the reference collided: retry.
      select b.* into v_row from public.bookings b where b.idempotency_key = p_idempotency_key;
      if v_row.id is not null then
        return public.booking_receipt(v_row, v_user, v_phone, true);
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
  'fare with quote_fare (an unknown place is a 404). Links auth.uid() for '
  'signed-in customers (not for administrators). Idempotent on p_idempotency_key: a repeat returns '
  'the same booking with replayed = true. Returns {id, reference, status, fare_kobo, fare_breakdown, '
  'booking_time, pickup_location, dropoff_location, service_type, replayed}.';

revoke execute on function public.create_booking(text, text, text, text, text, timestamptz, public.service_type, uuid, text)
  from public, anon, authenticated;
grant execute on function public.create_booking(text, text, text, text, text, timestamptz, public.service_type, uuid, text)
  to anon, authenticated, service_role;
