-- Baseline, part 14 of 17: abuse limits on public writes, kept in the database so that hosted
-- Supabase enforces them too: PostgREST answers the error these helpers raise (SQLSTATE PT429)
-- with HTTP 429 and a sentence that names the limit reached and when the next attempt will go
-- through, without implying the person did anything wrong, e.g.
--   You've reached the limit of 5 bookings an hour for this phone number. You can book again in
--   23 minutes, or call us to book now.
--   You already have 3 bookings waiting for confirmation on this phone number, the most we hold
--   at once. You can book again as soon as one is confirmed, or in 2 hours at the latest, or call
--   us to book now.
--   You've reached the limit of 10 messages an hour from this internet connection. …
-- The numbers and the window come from private.rate_limits, so an operator's change shows in the
-- sentence ("5 bookings in 30 minutes", "a day"); the wait is in minutes below an hour, then hours
-- and minutes (under two days), then days, always rounded up.
--
-- What counts: every limited write (a visitor's or a signed-in non-administrator's booking or
-- submission) logs one event per key in private.rate_limit_events, and only those events count.
-- Administrators, the service role and SQL outside the API are never limited, and what they write
-- is not counted either.

-- One row per limit. An operator tunes a limit with one statement, e.g.
--   update private.rate_limits set max_events = 10, window_length = '30 minutes'
--   where bucket = 'bookings_per_phone';
-- and switches one off by deleting its row.
--
-- Defaults, for a premium ride service in Lagos:
--   bookings_per_phone       5 an hour    A rider books a ride, a return, perhaps one for family;
--                                          more from one number within the hour is a script or a
--                                          prank, and each booking costs a dispatcher's call.
--   bookings_per_email       5 an hour    The same bound on the address confirmations go to, so
--                                          a stranger's inbox cannot be flooded through the form.
--   bookings_per_address    20 an hour    Looser: hotels, offices and mobile networks (carrier NAT
--                                          is the rule in Lagos) put many riders behind one address.
--   open_bookings_per_phone  3 at a time  Pending rides still ahead (the 90-day window is
--                                          create_booking's booking horizon, so every open one
--                                          counts); a slot frees when operations confirm or
--                                          cancel one, or its pickup time passes.
--   submissions_per_email    5 an hour    Per form (contact, driver application, sales request):
--                                          room to resend after a typo, not to flood the inbox.
--   submissions_per_address 10 an hour    Per form, looser for shared addresses.
create table private.rate_limits (
  bucket text primary key,
  max_events integer not null,
  window_length interval not null,
  description text not null,
  constraint rate_limits_max_events_positive check (max_events > 0),
  constraint rate_limits_window_length_between_1_minute_and_90_days
    check (window_length between interval '1 minute' and interval '90 days'),
  constraint rate_limits_description_not_blank check (btrim(description) <> '')
);

revoke all on table private.rate_limits from public, anon, authenticated;

comment on table private.rate_limits is
  'Abuse limits on public writes: at most max_events per window_length per key; the next write '
  'answers 429. Tune a limit with one update, lift it by deleting its row. Each row says why its '
  'default is what it is.';
comment on column private.rate_limits.bucket is 'Which limit: what is counted, and per which key.';
comment on column private.rate_limits.max_events is 'Events allowed within the window; the next one answers 429.';
comment on column private.rate_limits.window_length is 'How long an event counts.';
comment on column private.rate_limits.description is 'What is counted, and why the limit is set where it is.';

insert into private.rate_limits (bucket, max_events, window_length, description)
values
  ('bookings_per_phone', 5, '1 hour',
    'Bookings per customer phone. A rider books a ride, a return, perhaps one for family; more '
    'from one number within the hour is a script or a prank.'),
  ('bookings_per_email', 5, '1 hour',
    'Bookings per customer e-mail address, so a stranger''s inbox cannot be flooded with '
    'confirmations through the form.'),
  ('bookings_per_address', 20, '1 hour',
    'Bookings per client network address. Looser: hotels, offices and mobile networks put many '
    'riders behind one address.'),
  ('open_bookings_per_phone', 3, '90 days',
    'Pending bookings whose pickup is still ahead, per customer phone (90 days is the booking '
    'horizon, so every open one counts). A slot frees when one is confirmed, cancelled or its '
    'pickup passes.'),
  ('submissions_per_email', 5, '1 hour',
    'Form submissions per e-mail address, each form counted on its own: room to resend after a '
    'typo, not to flood the operations inbox.'),
  ('submissions_per_address', 10, '1 hour',
    'Form submissions per client network address, each form counted on its own.');

create table private.rate_limit_events (
  id bigint generated always as identity primary key,
  bucket text not null references private.rate_limits (bucket) on update cascade on delete cascade,
  subject text not null,
  occurred_at timestamptz not null default now(),
  constraint rate_limit_events_subject_at_most_200_characters check (char_length(subject) <= 200)
);

create index rate_limit_events_bucket_subject_occurred_at_idx
  on private.rate_limit_events (bucket, subject, occurred_at);
create index rate_limit_events_bucket_occurred_at_idx
  on private.rate_limit_events (bucket, occurred_at);

revoke all on table private.rate_limit_events from public, anon, authenticated;

comment on table private.rate_limit_events is
  'Writes through the API counted by the limits of private.rate_limits: one row per limited write '
  'and key (a phone, an e-mail address, a client address, or for open bookings the booking id). '
  'Only these count; pruned as they leave their window. The limits once counted the rows of '
  'bookings and contact_submissions themselves, so everything in those tables counted against a '
  'phone or an address: the demo seed''s history, bookings an operator entered for a rider, rows a '
  'script loaded (a newcomer trying the demo customer''s first booking on a fresh database was '
  'refused). Counting only what the API recorded holds for any data that did not come through it.';
comment on column private.rate_limit_events.subject is
  'The key counted: a phone, a lower-cased e-mail or a client address (with the form type for '
  'submissions), or the booking id for open_bookings_per_phone.';

-- The leftmost X-Forwarded-For entry is whatever the client chose to send (every proxy appends),
-- so it cannot key a limit. On hosted projects Cloudflare sets CF-Connecting-IP to the connecting
-- client, replacing any sent value; behind a single gateway (the CLI's Kong, the local backend)
-- the last X-Forwarded-For entry is the address the gateway saw. No header: no address limit.
-- A self-hosted gateway without Cloudflare must drop a client-sent CF-Connecting-IP.
create function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select left(coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    nullif(btrim(substring(h ->> 'x-forwarded-for' from '([^,]*)$')), '')
  ), 100)
  from (select nullif(current_setting('request.headers', true), '')::json as h) as request
$$;

comment on function private.client_address() is
  'The client''s address: CF-Connecting-IP when present and not blank, else the last '
  'X-Forwarded-For entry (the one the gateway appended); null without either. Each header is '
  'trimmed and ignored when empty, so a blank CF-Connecting-IP does not hide the gateway''s entry.';

revoke all on function private.client_address() from public, anon, authenticated;

-- Administrators, the service role and SQL outside the API (seed, operators) are trusted.
create function private.caller_is_rate_limited()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'role', '') in ('anon', 'authenticated') and not public.is_admin()
$$;

comment on function private.caller_is_rate_limited() is
  'True for visitors and signed-in non-administrators calling through the API.';

revoke all on function private.caller_is_rate_limited() from public, anon, authenticated;

-- The lock makes concurrent requests for one key count one after another, so a burst cannot
-- slip past a limit between counting and writing.
create function private.begin_rate_limit(p_bucket text, p_subject text)
returns interval
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended(p_bucket || ' ' || p_subject, 0));
  return (select r.window_length from private.rate_limits r where r.bucket = p_bucket);
end;
$$;

comment on function private.begin_rate_limit(text, text) is
  'Locks the key for this transaction and returns the limit''s window (null when the limit is off).';

revoke all on function private.begin_rate_limit(text, text) from public, anon, authenticated;

-- "23 minutes", "1 minute", "2 hours 1 minute", "3 days" until p_until (at least one minute).
create function private.rate_limit_wait_text(p_until timestamptz)
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

revoke all on function private.rate_limit_wait_text(timestamptz) from public, anon, authenticated;

-- "an hour", "a day", "a week", else "in 30 minutes" / "in 2 hours" / "in 90 days".
create function private.rate_limit_window_text(p_window interval)
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

revoke all on function private.rate_limit_window_text(interval) from public, anon, authenticated;

create function private.rate_limit_message(
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

revoke all on function private.rate_limit_message(text, timestamptz, public.form_type) from public, anon, authenticated;

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

revoke all on function private.refuse_over_limit(text, timestamptz[], public.form_type) from public, anon, authenticated;

-- The events of one key still inside the bucket's window, as the moments they stop counting.
create function private.rate_limit_event_ends(p_bucket text, p_subject text, p_window interval)
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

revoke all on function private.rate_limit_event_ends(text, text, interval) from public, anon, authenticated;

create function private.log_rate_limit_event(p_bucket text, p_subject text, p_window interval)
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

revoke all on function private.log_rate_limit_event(text, text, interval) from public, anon, authenticated;

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

revoke all on function private.limit_by_event_log(text, text, public.form_type) from public, anon, authenticated;

-- The limits and the live-session rule hold on every path that writes a booking or a form
-- submission: create_booking, direct inserts, anything added later. BEFORE INSERT triggers, so a
-- refusal aborts the whole call (create_booking answers 429 or 401 like any other request). A
-- signed-in caller whose session was revoked, or who is banned, is refused with 401 first; then
-- visitors and signed-in customers are counted. Security definer: visitors may read neither the
-- private schema nor the bookings the open-bookings count looks at.
--   bookings_per_phone, bookings_per_email, submissions_per_email: subject = the phone, the
--     lower-cased address (with the form type for submissions); kept for the window (an hour).
--   open_bookings_per_phone: subject = the booking's id; it counts while that booking is still
--     pending and ahead (read from the booking itself), so a slot frees when operations confirm
--     or cancel it or its pickup passes.
--   bookings_per_address, submissions_per_address: subject = the client address (per form type).
create function private.limit_booking_writes()
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

revoke all on function private.limit_booking_writes() from public, anon, authenticated;

create function private.limit_submission_writes()
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

revoke all on function private.limit_submission_writes() from public, anon, authenticated;

create trigger bookings_limit_writes
  before insert on public.bookings
  for each row execute function private.limit_booking_writes();

create trigger contact_submissions_limit_writes
  before insert on public.contact_submissions
  for each row execute function private.limit_submission_writes();
