-- Ride bookings. Created only through create_booking(); customers read their own, admins all.

create function public.new_booking_reference()
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select 'EKO-' || string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + floor(random() * 32)::int, 1), '')
  from generate_series(1, 6)
$$;
comment on function public.new_booking_reference() is 'A random booking reference such as EKO-7F3K2Q (no 0/O/1/I).';
revoke all on function public.new_booking_reference() from public, anon, authenticated;
grant execute on function public.new_booking_reference() to service_role;

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  reference text not null default public.new_booking_reference(),
  user_id uuid references auth.users (id) on delete set null,
  customer_name text not null,
  customer_phone text not null,
  customer_email text not null,
  pickup_location text not null,
  pickup_place_id uuid references public.places (id),
  dropoff_location text not null,
  dropoff_place_id uuid references public.places (id),
  booking_time timestamptz not null,
  service_type public.service_type not null default 'standard',
  status public.booking_status not null default 'pending',
  fare_kobo bigint not null,
  fare_breakdown jsonb not null default '{}',
  distance_km numeric(6, 1),
  duration_min integer,
  driver_id uuid references public.drivers (id) on delete set null,
  vehicle_id uuid references public.fleets (id) on delete set null,
  idempotency_key uuid not null default gen_random_uuid(),
  notes text,
  confirmed_at timestamptz,
  started_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_reference_key unique (reference),
  constraint bookings_idempotency_key_key unique (idempotency_key),
  constraint bookings_reference_format check (reference ~ '^EKO-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$'),
  constraint bookings_customer_name_not_blank check (btrim(customer_name) <> ''),
  constraint bookings_customer_name_at_most_120_characters check (char_length(customer_name) <= 120),
  constraint bookings_customer_phone_nigerian_mobile_e164 check (customer_phone ~ '^\+234[789][01][0-9]{8}$'),
  constraint bookings_customer_email_valid_address check (customer_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint bookings_pickup_location_not_blank check (btrim(pickup_location) <> ''),
  constraint bookings_dropoff_location_not_blank check (btrim(dropoff_location) <> ''),
  constraint bookings_fare_kobo_not_negative check (fare_kobo >= 0),
  constraint bookings_fare_breakdown_is_object check (jsonb_typeof(fare_breakdown) = 'object'),
  constraint bookings_distance_km_not_negative check (distance_km >= 0),
  constraint bookings_duration_min_not_negative check (duration_min >= 0),
  constraint bookings_notes_at_most_1000_characters check (char_length(notes) <= 1000)
);

create index bookings_created_at_idx on public.bookings (created_at desc);
create index bookings_status_created_at_idx on public.bookings (status, created_at desc);
create index bookings_user_id_created_at_idx on public.bookings (user_id, created_at desc);
create index bookings_driver_id_idx on public.bookings (driver_id);
create index bookings_vehicle_id_idx on public.bookings (vehicle_id);
create index bookings_booking_time_idx on public.bookings (booking_time);
create index bookings_pickup_place_id_idx on public.bookings (pickup_place_id);
create index bookings_dropoff_place_id_idx on public.bookings (dropoff_place_id);

create trigger bookings_set_updated_at
  before update on public.bookings
  for each row execute function public.set_updated_at();

alter table public.bookings enable row level security;

create policy "customers read their own bookings, admins read all"
  on public.bookings for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "bookings are created through create_booking only"
  on public.bookings for insert to authenticated
  with check (false);
create policy "admins edit bookings"
  on public.bookings for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete bookings"
  on public.bookings for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.bookings from anon, authenticated;
grant select, update, delete on table public.bookings to authenticated;

comment on table public.bookings is 'Ride bookings with the customer''s details and the upfront fare.';
comment on column public.bookings.reference is 'Short human-readable reference, e.g. EKO-7F3K2Q.';
comment on column public.bookings.user_id is 'The signed-in customer who booked, if any.';
comment on column public.bookings.customer_phone is 'Nigerian mobile in E.164 (+234...).';
comment on column public.bookings.pickup_place_id is 'Known place the pickup text was chosen from.';
comment on column public.bookings.dropoff_place_id is 'Known place the destination text was chosen from.';
comment on column public.bookings.booking_time is 'Requested pickup date and time.';
comment on column public.bookings.fare_kobo is 'Upfront fare quoted at booking, in kobo.';
comment on column public.bookings.fare_breakdown is 'The quote_fare result the fare came from.';
comment on column public.bookings.idempotency_key is 'Client-generated key: a retried submit returns the first booking.';
