-- Enforces the rate limits of private.rate_limits and the live-session rule on every path that
-- writes a booking or a form submission: create_booking, direct inserts, anything added later.
-- BEFORE INSERT triggers, so a refusal aborts the whole call (create_booking answers 429 or 401
-- like any other request). A signed-in caller whose session was revoked, or who is banned, is
-- refused with 401 first; then visitors and signed-in customers are counted (administrators, the
-- service role and SQL outside the API are not).
--
-- Security definer: visitors may not read bookings or submissions, nor the private schema, and
-- the counts must see every row.

create index bookings_customer_phone_created_at_idx on public.bookings (customer_phone, created_at);
create index bookings_lower_customer_email_created_at_idx
  on public.bookings (lower(customer_email), created_at);
create index contact_submissions_lower_email_form_type_created_at_idx
  on public.contact_submissions (lower(email), form_type, created_at);

create or replace function private.limit_booking_writes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(new.customer_email);
  v_window interval;
begin
  if coalesce(auth.jwt() ->> 'role', '') not in ('anon', 'authenticated') then
    return new;
  end if;
  perform private.assert_caller_active();
  if not private.caller_is_rate_limited() then
    return new;
  end if;

  v_window := private.begin_rate_limit('bookings_per_phone', new.customer_phone);
  perform private.refuse_over_limit('bookings_per_phone', array(
    select b.created_at + v_window
    from public.bookings b
    where b.customer_phone = new.customer_phone and b.created_at > now() - v_window
  ));

  v_window := private.begin_rate_limit('open_bookings_per_phone', new.customer_phone);
  perform private.refuse_over_limit('open_bookings_per_phone', array(
    select least(b.created_at + v_window, b.booking_time)
    from public.bookings b
    where b.customer_phone = new.customer_phone
      and b.created_at > now() - v_window
      and b.status = 'pending'
      and b.booking_time > now()
  ));

  v_window := private.begin_rate_limit('bookings_per_email', v_email);
  perform private.refuse_over_limit('bookings_per_email', array(
    select b.created_at + v_window
    from public.bookings b
    where lower(b.customer_email) = v_email and b.created_at > now() - v_window
  ));

  perform private.limit_by_event_log('bookings_per_address', private.client_address());
  return new;
end;
$$;

comment on function private.limit_booking_writes() is
  'BEFORE INSERT on bookings: 401 for a revoked signed-in caller; 429 over bookings_per_phone, '
  'open_bookings_per_phone, bookings_per_email or bookings_per_address (private.rate_limits).';

create or replace function private.limit_submission_writes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(new.email);
  v_window interval;
begin
  if coalesce(auth.jwt() ->> 'role', '') not in ('anon', 'authenticated') then
    return new;
  end if;
  perform private.assert_caller_active();
  if not private.caller_is_rate_limited() then
    return new;
  end if;

  v_window := private.begin_rate_limit('submissions_per_email', new.form_type::text || ' ' || v_email);
  perform private.refuse_over_limit('submissions_per_email', array(
    select s.created_at + v_window
    from public.contact_submissions s
    where lower(s.email) = v_email and s.form_type = new.form_type and s.created_at > now() - v_window
  ));

  perform private.limit_by_event_log(
    'submissions_per_address', new.form_type::text || ' ' || private.client_address()
  );
  return new;
end;
$$;

comment on function private.limit_submission_writes() is
  'BEFORE INSERT on contact_submissions: 401 for a revoked signed-in caller; 429 over '
  'submissions_per_email or submissions_per_address, each counted per form type.';

revoke all on function private.limit_booking_writes(), private.limit_submission_writes()
  from public, anon, authenticated;

create trigger bookings_limit_writes
  before insert on public.bookings
  for each row execute function private.limit_booking_writes();

create trigger contact_submissions_limit_writes
  before insert on public.contact_submissions
  for each row execute function private.limit_submission_writes();
