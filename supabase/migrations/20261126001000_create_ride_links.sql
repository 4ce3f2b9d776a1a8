-- The rider's side after booking: every booking gets two unguessable links, and the columns the
-- ride page, My rides, cancellation, rating and airport pick-ups read are added here in one place,
-- so every later function can use them.
--
-- * ride_links: one row per booking with a manage token (the rider's own link: e-mails, the
--   confirmation, My rides; it can cancel and rate) and a share token (a view-only link the rider
--   sends to family: no cancel, no rate, no fare). Tokens are 128 random bits as 32 hex
--   characters. Nobody reads the table over the API: ride_status, my_rides, cancel_ride and
--   rate_ride (security definer) and the service role (e-mails) do.
-- * bookings.flight_number (its shape rules come with the airport booking form),
--   bookings.cancelled_by ('rider' through cancel_ride, 'operator' for every other cancellation),
--   places.meeting_point (where the driver waits at an airport), fleets.colour (shown to the rider
--   with the plate), operator_settings.free_cancellation_minutes (the free-cancellation cut-off
--   before pickup), drivers.rating_count (how many ratings drivers.rating averages).

-- Columns ------------------------------------------------------------------------------------------

alter table public.bookings
  add column flight_number text,
  add column cancelled_by text,
  add constraint bookings_cancelled_by_rider_or_operator check (cancelled_by in ('rider', 'operator')),
  add constraint bookings_cancelled_by_only_when_cancelled
    check (cancelled_by is null or status = 'cancelled');

comment on column public.bookings.flight_number is
  'Flight number of an airport transfer (upper case, no spaces), e.g. P47123; null otherwise.';
comment on column public.bookings.cancelled_by is
  'Who cancelled: rider (cancel_ride) or operator (set_booking_status or any other path); null '
  'unless the booking is cancelled.';
comment on constraint bookings_cancelled_by_rider_or_operator on public.bookings is
  'A cancellation is made by the rider or by the operator.';
comment on constraint bookings_cancelled_by_only_when_cancelled on public.bookings is
  'Only a cancelled booking says who cancelled it.';

-- Cancellations before this migration were all made by the operator (riders could not cancel).
update public.bookings set cancelled_by = 'operator' where status = 'cancelled' and cancelled_by is null;

alter table public.places
  add column meeting_point text,
  add constraint places_meeting_point_not_blank check (meeting_point ~ '\S'),
  add constraint places_meeting_point_at_most_300_characters check (char_length(meeting_point) <= 300);

comment on column public.places.meeting_point is
  'Where the driver waits for arriving passengers (airport terminals); null for other places.';

alter table public.fleets
  add column colour text,
  add constraint fleets_colour_not_blank check (colour ~ '\S'),
  add constraint fleets_colour_at_most_30_characters check (char_length(colour) <= 30);

comment on column public.fleets.colour is
  'Body colour the rider looks for, e.g. Obsidian black; optional, at most 30 characters.';
comment on constraint fleets_colour_not_blank on public.fleets is
  'A colour is left empty (null) rather than blank.';
comment on constraint fleets_colour_at_most_30_characters on public.fleets is
  'A colour is at most 30 characters.';

alter table public.operator_settings
  add column free_cancellation_minutes integer not null default 60,
  add constraint operator_settings_free_cancellation_minutes_between_0_and_1440
    check (free_cancellation_minutes between 0 and 1440);

grant update (free_cancellation_minutes) on table public.operator_settings to authenticated;

comment on column public.operator_settings.free_cancellation_minutes is
  'Riders cancel free of charge until this many minutes before pickup (0 to 1440; default 60).';
comment on constraint operator_settings_free_cancellation_minutes_between_0_and_1440
  on public.operator_settings is
  'The free-cancellation cut-off is 0 to 1440 minutes (24 hours) before pickup.';

alter table public.drivers
  add column rating_count integer not null default 0,
  add constraint drivers_rating_count_not_negative check (rating_count >= 0);

comment on column public.drivers.rating_count is
  'How many rider ratings drivers.rating averages; kept by the ride_ratings triggers.';

-- Ride links ---------------------------------------------------------------------------------------

create function private.new_ride_token()
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select encode(extensions.gen_random_bytes(16), 'hex');
$$;

comment on function private.new_ride_token() is
  'A ride link token: 128 random bits as 32 lower-case hex characters (URL-safe).';

revoke all on function private.new_ride_token() from public, anon, authenticated;

create table public.ride_links (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  manage_token text not null default private.new_ride_token(),
  share_token text not null default private.new_ride_token(),
  created_at timestamptz not null default now(),
  constraint ride_links_manage_token_key unique (manage_token),
  constraint ride_links_share_token_key unique (share_token),
  constraint ride_links_manage_token_32_hex check (manage_token ~ '^[0-9a-f]{32}$'),
  constraint ride_links_share_token_32_hex check (share_token ~ '^[0-9a-f]{32}$'),
  constraint ride_links_tokens_differ check (manage_token <> share_token)
);

alter table public.ride_links enable row level security;

-- No policies and no grants: anon and authenticated never read or write the tokens directly.
revoke all on table public.ride_links from anon, authenticated;
grant select, insert, update, delete on table public.ride_links to service_role;

comment on table public.ride_links is
  'The two links of each booking''s ride page: manage (the rider''s own) and share (view only). '
  'Read by security-definer ride functions and the service role only.';
comment on column public.ride_links.manage_token is
  'The rider''s own link token: reads the whole ride, cancels and rates. In e-mails, the '
  'confirmation and My rides.';
comment on column public.ride_links.share_token is
  'The view-only link token the rider shares with family: no fare, no cancel, no rate.';

-- Every new booking gets its links, whoever inserts it (create_booking, the seed, an admin, a
-- bulk load): one statement-level insert per statement, so bulk loads stay fast.
create function private.create_ride_links()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.ride_links (booking_id)
  select n.id from new_bookings n
  on conflict (booking_id) do nothing;
  return null;
end;
$$;

comment on function private.create_ride_links() is
  'AFTER INSERT (statement) trigger on bookings: gives every new booking its manage and share tokens.';

revoke all on function private.create_ride_links() from public, anon, authenticated;

create trigger bookings_create_ride_links
  after insert on public.bookings
  referencing new table as new_bookings
  for each statement execute function private.create_ride_links();

-- Bookings made before the links existed.
insert into public.ride_links (booking_id)
select b.id from public.bookings b
on conflict (booking_id) do nothing;

-- Cancellations by anyone but the rider (set_booking_status, a direct edit, a booking imported
-- already cancelled) are the operator's.
create function private.default_cancelled_by()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.status = 'cancelled' and (tg_op = 'INSERT' or old.status is distinct from new.status) then
    new.cancelled_by := coalesce(new.cancelled_by, 'operator');
  end if;
  return new;
end;
$$;

comment on function private.default_cancelled_by() is
  'BEFORE INSERT / UPDATE OF status trigger on bookings: a cancellation that does not say who made '
  'it (set_booking_status, a direct edit, an import) records cancelled_by = operator; cancel_ride '
  'sets rider.';

revoke all on function private.default_cancelled_by() from public, anon, authenticated;

create trigger bookings_default_cancelled_by
  before insert or update of status on public.bookings
  for each row execute function private.default_cancelled_by();
