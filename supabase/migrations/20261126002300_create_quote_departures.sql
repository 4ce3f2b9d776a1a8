-- The departure-time advisor on the booking form: for one route and service, the fare and the
-- predicted trip time of leaving at the chosen time and every 30 minutes from 90 minutes before to
-- 90 minutes after it, so a rider sees that leaving at 06:30 instead of 07:30 misses the rush.
--
-- Each row is exactly quote_fare at that time (the Lagos speed model: night, weekday rush,
-- weekday off-peak, weekend day), so the advisor and the fare the booking is charged never
-- disagree. Times already past are left out (so is the chosen time, if it has passed); a time
-- past the 90-day booking horizon is left out too, as create_booking would refuse it.
--
-- Cost: at most seven quote_fare calls. The first resolves the typed places (raising quote_fare's
-- own 404/400 messages for an unknown, blank or identical place, or a service without fares); the
-- others pass the resolved ids, which resolve_place finds by key. Security invoker: callers need
-- nothing beyond quote_fare, which everyone may call.

create function public.quote_departures(
  p_pickup text,
  p_dropoff text,
  p_service public.service_type,
  p_at timestamptz
)
returns table (
  departure_at timestamptz,
  fare_kobo bigint,
  duration_min integer,
  distance_km numeric,
  is_chosen boolean
)
language plpgsql
stable
security invoker
rows 7
set search_path = ''
as $$
declare
  v_service public.service_type := coalesce(p_service, 'standard');
  v_first jsonb;
  v_quote jsonb;
  v_from text;
  v_to text;
  v_offset int;
  v_at timestamptz;
begin
  if p_at is null then
    raise exception using errcode = '22023', message = 'Please choose a pickup date and time.';
  end if;

  -- Resolve the places once, at the chosen time, even when it has passed: a wrong place is an
  -- error whatever the time.
  v_first := public.quote_fare(p_pickup, p_dropoff, v_service, p_at);
  v_from := v_first -> 'pickup' ->> 'id';
  v_to := v_first -> 'dropoff' ->> 'id';

  for v_offset in select g from generate_series(-90, 90, 30) g loop
    v_at := p_at + make_interval(mins => v_offset);
    continue when v_at <= now() or v_at > now() + interval '90 days';
    v_quote := case when v_offset = 0 then v_first
      else public.quote_fare(v_from, v_to, v_service, v_at) end;
    departure_at := v_at;
    fare_kobo := (v_quote ->> 'total_kobo')::bigint;
    duration_min := (v_quote ->> 'duration_min')::int;
    distance_km := (v_quote ->> 'distance_km')::numeric;
    is_chosen := v_offset = 0;
    return next;
  end loop;
end;
$$;

comment on function public.quote_departures(text, text, public.service_type, timestamptz) is
  'Departure-time advisor: quote_fare''s fare (total_kobo) and predicted duration for leaving at '
  'p_at and at 30-minute steps from 90 minutes before to 90 minutes after it, in time order, '
  'future times within the 90-day booking horizon only; is_chosen marks p_at. Errors are '
  'quote_fare''s (404 unknown place or service without fares, 400 blank or identical places) '
  'and 400 (22023) for a missing time.';

revoke execute on function public.quote_departures(text, text, public.service_type, timestamptz)
  from public, anon, authenticated;
grant execute on function public.quote_departures(text, text, public.service_type, timestamptz)
  to anon, authenticated, service_role;
