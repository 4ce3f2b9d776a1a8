-- The rider cancels and rates from the ride page (manage token) or from My rides (signed in, no
-- token). Both are security definer: riders hold no write right on bookings or ride_ratings; each
-- acts only on the booking the caller proved theirs, and answers the booking's public.ride_view.
--
-- Who: p_token = the booking's manage token (anyone holding the rider's link), or p_token null and
-- the signed-in customer whose booking it is (user_id = auth.uid()). The share token is refused
-- with 42501; anything else (unknown reference, wrong token, someone else's booking) is PT404
-- "Ride not found.", the same answer ride_status gives.
--
-- cancel_ride(reference, token, reason)
--   P0001 'This ride can no longer be cancelled.'          not pending or confirmed
--   P0001 'Free cancellation closed N minutes before pickup. Please call us to cancel this ride.'
--                                                          now >= pickup - N minutes (operator_settings)
--   22023 'Please tell us why you are cancelling.'         reason missing or only white space
--   22023 'The reason must be 500 characters or fewer.'
--   Sets status cancelled, cancellation_reason (trimmed) and cancelled_by 'rider'.
-- rate_ride(reference, token, rating, comment)
--   22023 'A rating is a whole number from 1 to 5.'       (p_rating is numeric so 4.5 gets this
--                                                          sentence rather than a cast error)
--   22023 'A comment can be at most 500 characters.'       (trimmed; blank means no comment)
--   P0001 'You can rate a ride once it is completed.'
--   23505 'This ride has already been rated.'              (409)

-- The booking a caller may act on as its rider, and how they reached it.
create function private.rider_access(p_reference text, p_token text)
returns table (booking_id uuid, access text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_token is not null then
    return query select a.booking_id, a.access from private.ride_access(p_reference, p_token) a;
    return;
  end if;
  if auth.uid() is null then
    return;
  end if;
  perform private.assert_caller_active();
  return query
  select b.id, 'manage'::text
  from public.bookings b
  where b.reference = upper(btrim(p_reference)) and b.user_id = auth.uid();
end;
$$;

comment on function private.rider_access(text, text) is
  'The booking a rider acts on: by its manage or share token, or (token null) the signed-in '
  'customer''s own booking with that reference. No row when neither matches.';

revoke all on function private.rider_access(text, text) from public, anon, authenticated;

create function public.cancel_ride(p_reference text, p_token text, p_reason text)
returns public.ride_view
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_booking_id uuid;
  v_access text;
  v_booking public.bookings;
  v_minutes integer;
  -- Trimmed of every kind of white space (btrim alone keeps tabs and line breaks).
  v_reason text := nullif(regexp_replace(coalesce(p_reason, ''), '^\s+|\s+$', '', 'g'), '');
begin
  select a.booking_id, a.access into v_booking_id, v_access
  from private.rider_access(p_reference, p_token) a;
  if v_booking_id is null then
    raise exception using errcode = 'PT404', message = 'Ride not found.';
  end if;
  if v_access <> 'manage' then
    raise exception using errcode = '42501', message = 'Only the person who booked this ride can cancel it.';
  end if;

  select b.* into v_booking from public.bookings b where b.id = v_booking_id for update;
  if v_booking.status not in ('pending', 'confirmed') then
    raise exception using errcode = 'P0001', message = 'This ride can no longer be cancelled.';
  end if;
  select s.free_cancellation_minutes into v_minutes from public.operator_settings s where s.id;
  v_minutes := coalesce(v_minutes, 60);
  if now() >= v_booking.booking_time - make_interval(mins => v_minutes) then
    raise exception using
      errcode = 'P0001',
      message = 'Free cancellation closed ' || v_minutes || ' minutes before pickup. '
        || 'Please call us to cancel this ride.';
  end if;
  if v_reason is null then
    raise exception using errcode = '22023', message = 'Please tell us why you are cancelling.';
  end if;
  if char_length(v_reason) > 500 then
    raise exception using errcode = '22023', message = 'The reason must be 500 characters or fewer.';
  end if;

  update public.bookings b
  set status = 'cancelled', cancelled_at = now(), cancellation_reason = v_reason, cancelled_by = 'rider'
  where b.id = v_booking_id;

  return private.ride_view_of(v_booking_id, 'manage');
end;
$$;

comment on function public.cancel_ride(text, text, text) is
  'The rider cancels a pending or confirmed ride before the free-cancellation cut-off, with a '
  'reason (1–500 characters): by manage token, or signed in as its customer with p_token null. '
  'Records cancelled_by rider. Returns the ride''s public.ride_view.';

revoke all on function public.cancel_ride(text, text, text) from public, anon, authenticated;
grant execute on function public.cancel_ride(text, text, text) to anon, authenticated, service_role;

create function public.rate_ride(
  p_reference text,
  p_token text,
  p_rating numeric,
  p_comment text default null
)
returns public.ride_view
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_booking_id uuid;
  v_access text;
  v_booking public.bookings;
  v_comment text := nullif(regexp_replace(coalesce(p_comment, ''), '^\s+|\s+$', '', 'g'), '');
begin
  select a.booking_id, a.access into v_booking_id, v_access
  from private.rider_access(p_reference, p_token) a;
  if v_booking_id is null then
    raise exception using errcode = 'PT404', message = 'Ride not found.';
  end if;
  if v_access <> 'manage' then
    raise exception using errcode = '42501', message = 'Only the person who booked this ride can rate it.';
  end if;
  if p_rating is null or p_rating = 'NaN'::numeric or p_rating <> trunc(p_rating)
    or p_rating not between 1 and 5 then
    raise exception using errcode = '22023', message = 'A rating is a whole number from 1 to 5.';
  end if;
  if char_length(v_comment) > 500 then
    raise exception using errcode = '22023', message = 'A comment can be at most 500 characters.';
  end if;

  select b.* into v_booking from public.bookings b where b.id = v_booking_id for update;
  if v_booking.status <> 'completed' then
    raise exception using errcode = 'P0001', message = 'You can rate a ride once it is completed.';
  end if;

  begin
    insert into public.ride_ratings (booking_id, driver_id, rating, comment)
    values (v_booking_id, v_booking.driver_id, p_rating::smallint, v_comment);
  exception when unique_violation then
    raise exception using errcode = '23505', message = 'This ride has already been rated.';
  end;

  return private.ride_view_of(v_booking_id, 'manage');
end;
$$;

comment on function public.rate_ride(text, text, numeric, text) is
  'The rider rates a completed ride once, 1 to 5 with an optional comment (at most 500 '
  'characters): by manage token, or signed in as its customer with p_token null. The driver''s '
  'rating and rating_count follow. Returns the ride''s public.ride_view.';

revoke all on function public.rate_ride(text, text, numeric, text) from public, anon, authenticated;
grant execute on function public.rate_ride(text, text, numeric, text) to anon, authenticated, service_role;
