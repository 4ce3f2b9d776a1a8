-- Abuse limits on public writes, kept in the database so that hosted Supabase enforces them too:
-- PostgREST answers the error these helpers raise (SQLSTATE PT429) with HTTP 429 and the message
-- "Too many requests — please try again in N minutes.", N being the whole minutes until enough
-- counted events have left the window for one more to fit (at least 1).
--
-- One row per limit in private.rate_limits. An operator tunes a limit with one statement, e.g.
--   update private.rate_limits set max_events = 10, window_length = '30 minutes'
--   where bucket = 'bookings_per_phone';
-- and switches one off by deleting its row. Counts come from the rows themselves where they hold
-- the key (bookings by phone and e-mail, submissions by e-mail); the client's address (see
-- client_address below) is logged in private.rate_limit_events, kept only as long as its window.
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
-- Administrators, the service role and SQL run outside the API are never limited.

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

comment on table private.rate_limits is
  'Abuse limits on public writes: at most max_events per window_length per key; the next write '
  'answers 429. Tune a limit with one update, lift it by deleting its row. Each row says why its '
  'default is what it is.';
comment on column private.rate_limits.bucket is 'Which limit: what is counted, and per which key.';
comment on column private.rate_limits.max_events is 'Events allowed within the window; the next one answers 429.';
comment on column private.rate_limits.window_length is 'How long an event counts.';
comment on column private.rate_limits.description is 'What is counted, and why the limit is set where it is.';

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

comment on table private.rate_limit_events is
  'Writes counted by a key the written row does not hold (the client address). Pruned as they '
  'leave their window.';
comment on column private.rate_limit_events.subject is 'The key counted, e.g. an address, with the form type for submissions.';

revoke all on table private.rate_limits, private.rate_limit_events from public, anon, authenticated;

-- The leftmost X-Forwarded-For entry is whatever the client chose to send (every proxy appends),
-- so it cannot key a limit. On hosted projects Cloudflare sets CF-Connecting-IP to the connecting
-- client, replacing any sent value; behind a single gateway (the CLI's Kong, the local backend)
-- the last X-Forwarded-For entry is the address the gateway saw. No header: no address limit.
-- A self-hosted gateway without Cloudflare must drop a client-sent CF-Connecting-IP.
create or replace function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select left(nullif(btrim(coalesce(
    h ->> 'cf-connecting-ip',
    substring(h ->> 'x-forwarded-for' from '([^,]*)$')
  )), ''), 100)
  from (select nullif(current_setting('request.headers', true), '')::json as h) as request
$$;

comment on function private.client_address() is
  'The client''s address: CF-Connecting-IP when present, else the last X-Forwarded-For entry '
  '(the one the gateway appended); null without either.';

-- Administrators, the service role and SQL outside the API (seed, operators) are trusted.
create or replace function private.caller_is_rate_limited()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'role', '') in ('anon', 'authenticated') and not public.is_admin()
$$;

comment on function private.caller_is_rate_limited() is
  'True for visitors and signed-in non-administrators calling through the API.';

-- The lock makes concurrent requests for one key count one after another, so a burst cannot
-- slip past a limit between counting and writing.
create or replace function private.begin_rate_limit(p_bucket text, p_subject text)
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

create or replace function private.refuse_over_limit(p_bucket text, p_ends timestamptz[])
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
    message = format(
      'Too many requests — please try again in %s minutes.',
      greatest(1, ceil(extract(epoch from v_free_at - now()) / 60))::int
    );
end;
$$;

comment on function private.refuse_over_limit(text, timestamptz[]) is
  'Raises PT429 "Too many requests — please try again in N minutes." when the counted events '
  '(given as the moments they stop counting) reach the limit''s max_events.';

create or replace function private.limit_by_event_log(p_bucket text, p_subject text)
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
  perform private.refuse_over_limit(p_bucket, array(
    select e.occurred_at + v_window
    from private.rate_limit_events e
    where e.bucket = p_bucket and e.subject = p_subject and e.occurred_at > now() - v_window
  ));
  insert into private.rate_limit_events (bucket, subject) values (p_bucket, p_subject);
  delete from private.rate_limit_events e
  where e.id in (
    select x.id from private.rate_limit_events x
    where x.bucket = p_bucket and x.occurred_at <= now() - v_window
    limit 100
    for update skip locked
  );
end;
$$;

comment on function private.limit_by_event_log(text, text) is
  'Counts the key''s events in private.rate_limit_events, refuses over the limit, else logs one '
  'more and prunes expired ones. A null key is not limited.';

revoke all on function
  private.client_address(),
  private.caller_is_rate_limited(),
  private.begin_rate_limit(text, text),
  private.refuse_over_limit(text, timestamptz[]),
  private.limit_by_event_log(text, text)
from public, anon, authenticated;
