-- The abuse limits count what the API did, and say so plainly.
--
-- Counting. The limits used to count the rows of bookings and contact_submissions themselves, so
-- everything in those tables counted against a phone or an e-mail address: the demo seed's
-- history (the demo customer's rides, created moments before "now"), bookings an operator entered
-- for a rider, rows a script loaded. A newcomer trying the demo customer's first booking on a
-- fresh database was refused. Of the two ways out — back-dating the seed's history, or counting
-- only the events the API itself records — this takes the second, because it holds for any data
-- that did not come through the public API, not only for today's seed: every limited write (a
-- visitor's or a signed-in non-administrator's booking or submission) now logs one event per key
-- in private.rate_limit_events, and only those events count.
--   bookings_per_phone, bookings_per_email, submissions_per_email: subject = the phone, the
--     lower-cased address (with the form type for submissions); kept for the window (an hour).
--   open_bookings_per_phone: subject = the booking's id; it counts while that booking is still
--     pending and ahead (read from the booking itself), so a slot frees when operations confirm
--     or cancel it or its pickup passes, exactly as before.
--   bookings_per_address, submissions_per_address: unchanged (already logged).
-- Administrators, the service role and SQL outside the API are still never limited, and what
-- they write is no longer counted either.
--
-- Wording. The 429 (SQLSTATE PT429, HTTP 429) names the limit reached and when the next attempt
-- will go through, without implying the person did anything wrong, one sentence per limit, e.g.
--   You've reached the limit of 5 bookings an hour for this phone number. You can book again in
--   23 minutes, or call us to book now.
--   You've reached the limit of 5 bookings an hour for this e-mail address. …
--   You've reached the limit of 20 bookings an hour from this internet connection. …
--   You already have 3 bookings waiting for confirmation on this phone number, the most we hold
--   at once. You can book again as soon as one is confirmed, or in 2 hours at the latest, or call
--   us to book now.
--   You've reached the limit of 5 messages an hour for this e-mail address. You can send another
--   in 23 minutes, or call us.   (applications / requests for the driver and sales forms)
--   You've reached the limit of 10 messages an hour from this internet connection. …
-- The numbers and the window come from private.rate_limits, so an operator's change shows in the
-- sentence ("5 bookings in 30 minutes", "a day"); the wait is in minutes below an hour, then hours
-- and minutes (under two days), then days, always rounded up.

-- "23 minutes", "1 minute", "2 hours 1 minute", "3 days" until p_until (at least one minute).
create or replace function private.rate_limit_wait_text(p_until timestamptz)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select case
    when m < 60 then m || case when m = 1 then ' minute' else ' minutes' end
    when m < 48 * 60 then
      (m / 60) || case when m / 60 = 1 then ' hour' else ' hours' end
      || case
        when m % 60 = 0 then ''
        else ' ' || (m % 60) || case when m % 60 = 1 then ' minute' else ' minutes' end
      end
    else ceil(m / 1440.0)::int || ' days'
  end
  from (select greatest(1, ceil(extract(epoch from p_until - now()) / 60))::int as m) as w
$$;

comment on function private.rate_limit_wait_text(timestamptz) is
  'How long until p_until, for a person, rounded up to the minute (at least 1): N minutes under '
  'an hour, N hours M minutes under two days, then N days (rounded up).';

-- "an hour", "a day", "a week", else "in 30 minutes" / "in 2 hours" / "in 90 days".
create or replace function private.rate_limit_window_text(p_window interval)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select case
    when p_window = interval '1 hour' then 'an hour'
    when p_window = interval '1 day' then 'a day'
    when p_window = interval '7 days' then 'a week'
    when m % 1440 = 0 then 'in ' || m / 1440 || ' days'
    when m % 60 = 0 then 'in ' || m / 60 || ' hours'
    else 'in ' || m || ' minutes'
  end
  from (select (extract(epoch from p_window) / 60)::bigint as m) as w
$$;

comment on function private.rate_limit_window_text(interval) is
  'A limit''s window for a sentence: an hour, a day, a week, or in N minutes/hours/days.';

create or replace function private.rate_limit_message(
  p_bucket text,
  p_until timestamptz,
  p_form_type public.form_type default null
)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_rule private.rate_limits;
  v_wait text := private.rate_limit_wait_text(p_until);
  v_window text;
  v_noun text;
begin
  select r.* into v_rule from private.rate_limits r where r.bucket = p_bucket;
  v_window := private.rate_limit_window_text(v_rule.window_length);
  v_noun := case
    when p_bucket like 'submissions_%' then case p_form_type
      when 'apply_to_drive' then case when v_rule.max_events = 1 then 'application' else 'applications' end
      when 'contact_sales' then case when v_rule.max_events = 1 then 'request' else 'requests' end
      else case when v_rule.max_events = 1 then 'message' else 'messages' end
    end
    else case when v_rule.max_events = 1 then 'booking' else 'bookings' end
  end;
  return case p_bucket
    when 'bookings_per_phone' then format(
      'You''ve reached the limit of %s %s %s for this phone number. You can book again in %s, '
      'or call us to book now.', v_rule.max_events, v_noun, v_window, v_wait)
    when 'bookings_per_email' then format(
      'You''ve reached the limit of %s %s %s for this e-mail address. You can book again in %s, '
      'or call us to book now.', v_rule.max_events, v_noun, v_window, v_wait)
    when 'bookings_per_address' then format(
      'You''ve reached the limit of %s %s %s from this internet connection. You can book again '
      'in %s, or call us to book now.', v_rule.max_events, v_noun, v_window, v_wait)
    when 'open_bookings_per_phone' then format(
      'You already have %s %s waiting for confirmation on this phone number, the most we hold at '
      'once. You can book again as soon as one is confirmed, or in %s at the latest, or call us '
      'to book now.', v_rule.max_events, v_noun, v_wait)
    when 'submissions_per_email' then format(
      'You''ve reached the limit of %s %s %s for this e-mail address. You can send another in '
      '%s, or call us.', v_rule.max_events, v_noun, v_window, v_wait)
    when 'submissions_per_address' then format(
      'You''ve reached the limit of %s %s %s from this internet connection. You can send another '
      'in %s, or call us.', v_rule.max_events, v_noun, v_window, v_wait)
    else format('You''ve reached a limit on how often this can be done. You can try again in %s.', v_wait)
  end;
end;
$$;

comment on function private.rate_limit_message(text, timestamptz, public.form_type) is
  'The 429 sentence for a limit: which limit (its numbers from private.rate_limits), and how long '
  'until p_until, when one more fits. p_form_type names what a form sends.';

-- The form type joins the signature, so the old two-argument versions go first (a second overload
-- with a default would make two-argument calls ambiguous).
drop function private.refuse_over_limit(text, timestamptz[]);
drop function private.limit_by_event_log(text, text);

create function private.refuse_over_limit(
  p_bucket text,
  p_ends timestamptz[],
  p_form_type public.form_type default null
)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_max integer := (select r.max_events from private.rate_limits r where r.bucket = p_bucket);
  v_count integer := coalesce(cardinality(p_ends), 0);
  v_free_at timestamptz;
begin
  if v_max is null or v_count < v_max then
    return;
  end if;
  -- One more fits once all but max_events - 1 of the counted events have stopped counting.
  select e into v_free_at from unnest(p_ends) as e order by e offset v_count - v_max limit 1;
  raise exception using
    errcode = 'PT429',
    message = private.rate_limit_message(p_bucket, v_free_at, p_form_type);
end;
$$;

comment on function private.refuse_over_limit(text, timestamptz[], public.form_type) is
  'Raises PT429 with the limit''s sentence (private.rate_limit_message) when the counted events '
  '(given as the moments they stop counting) reach the limit''s max_events.';

-- The events of one key still inside the bucket's window, as the moments they stop counting.
create or replace function private.rate_limit_event_ends(p_bucket text, p_subject text, p_window interval)
returns timestamptz[]
language sql
stable
set search_path = ''
as $$
  select array(
    select e.occurred_at + p_window
    from private.rate_limit_events e
    where e.bucket = p_bucket and e.subject = p_subject and e.occurred_at > now() - p_window
  )
$$;

comment on function private.rate_limit_event_ends(text, text, interval) is
  'When each of the key''s logged events inside the window stops counting.';

create or replace function private.log_rate_limit_event(p_bucket text, p_subject text, p_window interval)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  -- A key longer than any valid one (an e-mail over 200 characters) belongs to a row its own
  -- checks refuse after this trigger; logging it would answer the log's refusal instead.
  if p_window is null or p_subject is null or char_length(p_subject) > 200 then
    return;
  end if;
  insert into private.rate_limit_events (bucket, subject) values (p_bucket, p_subject);
  delete from private.rate_limit_events e
  where e.id in (
    select x.id from private.rate_limit_events x
    where x.bucket = p_bucket and x.occurred_at <= now() - p_window
    limit 100
    for update skip locked
  );
end;
$$;

comment on function private.log_rate_limit_event(text, text, interval) is
  'Logs one event for the key (nothing when the limit is off or the key null) and prunes up to '
  '100 of the bucket''s events that have left the window.';

create function private.limit_by_event_log(
  p_bucket text,
  p_subject text,
  p_form_type public.form_type default null
)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_window interval;
begin
  if p_subject is null then
    return;
  end if;
  v_window := private.begin_rate_limit(p_bucket, p_subject);
  if v_window is null then
    return;
  end if;
  perform private.refuse_over_limit(
    p_bucket, private.rate_limit_event_ends(p_bucket, p_subject, v_window), p_form_type
  );
  perform private.log_rate_limit_event(p_bucket, p_subject, v_window);
end;
$$;

comment on function private.limit_by_event_log(text, text, public.form_type) is
  'Counts the key''s events in private.rate_limit_events, refuses over the limit, else logs one '
  'more and prunes expired ones. A null key is not limited.';

create or replace function private.limit_booking_writes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(new.customer_email);
  v_open_window interval;
begin
  if coalesce(auth.jwt() ->> 'role', '') not in ('anon', 'authenticated') then
    return new;
  end if;
  perform private.assert_caller_active();
  if not private.caller_is_rate_limited() then
    return new;
  end if;

  perform private.limit_by_event_log('bookings_per_phone', new.customer_phone);

  -- Open bookings: the API's own bookings for this phone that are still pending and ahead; each
  -- stops counting when its pickup passes, or at the end of the window.
  v_open_window := private.begin_rate_limit('open_bookings_per_phone', new.customer_phone);
  if v_open_window is not null then
    perform private.refuse_over_limit('open_bookings_per_phone', array(
      select least(e.occurred_at + v_open_window, b.booking_time)
      from public.bookings b
      join private.rate_limit_events e
        on e.bucket = 'open_bookings_per_phone' and e.subject = b.id::text
      where b.customer_phone = new.customer_phone
        and b.status = 'pending'
        and b.booking_time > now()
        and e.occurred_at > now() - v_open_window
    ));
    perform private.log_rate_limit_event('open_bookings_per_phone', new.id::text, v_open_window);
  end if;

  perform private.limit_by_event_log('bookings_per_email', v_email);
  perform private.limit_by_event_log('bookings_per_address', private.client_address());
  return new;
end;
$$;

comment on function private.limit_booking_writes() is
  'BEFORE INSERT on bookings: 401 for a revoked signed-in caller; 429 over bookings_per_phone, '
  'open_bookings_per_phone, bookings_per_email or bookings_per_address, counted from the events '
  'earlier API bookings logged (private.rate_limit_events), then logs this one''s.';

create or replace function private.limit_submission_writes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') not in ('anon', 'authenticated') then
    return new;
  end if;
  perform private.assert_caller_active();
  if not private.caller_is_rate_limited() then
    return new;
  end if;

  perform private.limit_by_event_log(
    'submissions_per_email', new.form_type::text || ' ' || lower(new.email), new.form_type
  );
  perform private.limit_by_event_log(
    'submissions_per_address', new.form_type::text || ' ' || private.client_address(), new.form_type
  );
  return new;
end;
$$;

comment on function private.limit_submission_writes() is
  'BEFORE INSERT on contact_submissions: 401 for a revoked signed-in caller; 429 over '
  'submissions_per_email or submissions_per_address, each counted per form type from the events '
  'earlier API submissions logged.';

comment on table private.rate_limit_events is
  'Writes through the API counted by the limits of private.rate_limits: one row per limited write '
  'and key (a phone, an e-mail address, a client address, or for open bookings the booking id). '
  'Only these count; pruned as they leave their window.';
comment on column private.rate_limit_events.subject is
  'The key counted: a phone, a lower-cased e-mail or a client address (with the form type for '
  'submissions), or the booking id for open_bookings_per_phone.';

revoke all on function
  private.rate_limit_wait_text(timestamptz),
  private.rate_limit_window_text(interval),
  private.rate_limit_message(text, timestamptz, public.form_type),
  private.refuse_over_limit(text, timestamptz[], public.form_type),
  private.rate_limit_event_ends(text, text, interval),
  private.log_rate_limit_event(text, text, interval),
  private.limit_by_event_log(text, text, public.form_type),
  private.limit_booking_writes(),
  private.limit_submission_writes()
from public, anon, authenticated;
