-- Baseline, part 1 of 17: the types and helpers every later part uses.
--
-- The baseline (20261128000100 to 20261128001700) is the schema squashed by domain before the
-- first deploy: each table, function, policy and trigger is defined once, in its final form, and
-- the reasons behind later changes are kept in its `comment on` text. From here on migrations are
-- append-only (docs/conventions.md); supabase/schema.sql shows every object as it is now.
--
-- Enumerations shared by the tables and functions: their labels are the values the screens show
-- or send.

create type public.service_type as enum ('standard', 'premium', 'airport_hotel', 'corporate');

comment on type public.service_type is 'Ride product: Standard Ride, Premium Ride, Airport & Hotel Transfer, Corporate Ride.';

create type public.booking_status as enum ('pending', 'confirmed', 'in-progress', 'completed', 'cancelled');

comment on type public.booking_status is 'Booking lifecycle: pending -> confirmed -> in-progress -> completed; pending|confirmed -> cancelled.';

create type public.vehicle_status as enum ('available', 'on-trip', 'maintenance');

comment on type public.vehicle_status is 'Operational state of a vehicle.';

create type public.driver_status as enum ('active', 'inactive');

comment on type public.driver_status is 'Whether a driver can be assigned to bookings.';

create type public.document_status as enum ('Pending', 'Verified', 'Rejected', 'Expired');

comment on type public.document_status is 'Verification state of a driver document (licence, insurance).';

create type public.maintenance_log_type as enum ('Fuel', 'Service', 'Repair', 'Inspection', 'Tyres', 'Cleaning', 'Other');

comment on type public.maintenance_log_type is 'Kind of maintenance log entry.';

create type public.form_type as enum ('apply_to_drive', 'contact_sales', 'contact');

comment on type public.form_type is 'Which public form produced a contact submission.';

create type public.place_kind as enum ('airport', 'hotel', 'area', 'landmark');

comment on type public.place_kind is 'Kind of a known Lagos place; airports and hotels carry fare surcharges.';

create type public.outbox_status as enum ('queued', 'sent', 'failed');

comment on type public.outbox_status is 'Delivery state of an e-mail in the outbox.';

-- A schema for internal tables and functions: rate-limit rules, their event log, and the helpers
-- behind triggers and role checks. The API serves only the schemas in config.toml ([api] schemas),
-- and anon and authenticated get no rights here either, so nothing in it is reachable from a
-- browser even if the schema were exposed by mistake. Functions created here revoke EXECUTE from
-- public one by one, since PostgreSQL grants it to everyone by default.
create schema private;

comment on schema private is
  'Internal objects (rate limits, trigger and role helpers). Never exposed over the API; no rights '
  'for anon or authenticated.';

revoke all on schema private from public, anon, authenticated;

-- The timestamp trigger keeps created_at fixed and updated_at current.
create function public.set_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if to_jsonb(new) ? 'created_at' then
    new := jsonb_populate_record(new, jsonb_build_object('created_at', old.created_at, 'updated_at', now()));
  else
    new := jsonb_populate_record(new, jsonb_build_object('updated_at', now()));
  end if;
  return new;
end
$$;

comment on function public.set_updated_at() is 'BEFORE UPDATE trigger: keeps created_at unchanged and sets updated_at to now().';

revoke all on function public.set_updated_at() from public, anon, authenticated;

-- One rule for an e-mail address, shared by every e-mail column's check and by create_booking.
-- The rule follows the limits of the standards (RFC 5321: 254 characters in all, 64 before the @)
-- and the common "dot-atom" shape; the browser's zod schema applies the same rule.
--
--   * local part: atoms of A-Z a-z 0-9 ! # $ % & ' * + / = ? ^ _ ` { | } ~ - joined by single dots;
--   * domain: two or more labels of letters, digits and inner hyphens (1 to 63 characters each);
--     the last label is 2 to 63 letters.
--
-- Strict (null in, null out), so a check on a nullable column still accepts null.
create function public.is_valid_email(p_address text)
returns boolean
language sql
immutable
strict
security invoker
set search_path = ''
as $$
  select char_length(p_address) <= 254
    and char_length(split_part(p_address, '@', 1)) <= 64
    and p_address ~ (
      '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*'
      || '@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$'
    )
$$;

comment on function public.is_valid_email(text) is
  'True when the text is an e-mail address of at most 254 characters whose local part (at most 64) '
  'is dot-separated atoms of A-Za-z0-9!#$%&''*+/=?^_`{|}~- and whose domain has two or more labels '
  'of letters, digits and inner hyphens, the last 2-63 letters. Null for null. Every e-mail '
  'column''s check uses it, keeping the check''s name: the loose x@y.z pattern those checks had '
  'before let a 400-character address or <script>@x.io into bookings, submissions and the outbox.';

-- Check constraints run it as the writer, anonymous visitors included.
revoke execute on function public.is_valid_email(text) from public, anon, authenticated;
grant execute on function public.is_valid_email(text) to anon, authenticated, service_role;

-- Phones are accepted as 0803 123 4567, +234 803 123 4567 or 234803…, and stored in E.164.
create function public.normalize_ng_phone(p_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when d ~ '^\+234[789][01][0-9]{8}$' then d
    when d ~ '^234[789][01][0-9]{8}$' then '+' || d
    when d ~ '^0[789][01][0-9]{8}$' then '+234' || substr(d, 2)
    when d ~ '^[789][01][0-9]{8}$' then '+234' || d
  end
  from (select regexp_replace(coalesce(p_phone, ''), '[\s().-]', '', 'g') as d) as cleaned
$$;

comment on function public.normalize_ng_phone(text) is
  'A Nigerian mobile number (0803…, +234 803…, 234803…, 803…, with spaces, dots, dashes or '
  'brackets) in E.164 (+234XXXXXXXXXX), or null when it is not one.';

revoke execute on function public.normalize_ng_phone(text) from public, anon, authenticated;
grant execute on function public.normalize_ng_phone(text) to authenticated, service_role;

create function private.naira_text(p_kobo bigint)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select '₦' || to_char(p_kobo / 100.0, 'FM999,999,999,990.00')
$$;

comment on function private.naira_text(bigint) is 'Kobo as naira for messages, e.g. ₦12,500.00.';

revoke all on function private.naira_text(bigint) from public, anon, authenticated;

-- True for requests from browsers (anon or signed-in users), as opposed to the service role, seeds
-- and SQL run by operators.
create function private.is_api_caller()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'role', '') in ('anon', 'authenticated')
$$;

comment on function private.is_api_caller() is
  'True when the request comes from anon or authenticated (not the service role or plain SQL).';

revoke execute on function private.is_api_caller() from public, anon, authenticated;
