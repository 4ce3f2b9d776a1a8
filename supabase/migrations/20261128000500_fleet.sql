-- Baseline, part 5 of 17: the fleet. Vehicles, their link to an owner account, and the public Our
-- Fleet list.

-- Vehicles. Admins manage them; an owner reads the vehicles linked to their account, and a driver
-- the one assigned to them (that select policy names drivers, so it is created with them in part
-- 6). The public Our Fleet page reads list_public_fleet(), which leaves out owner identity.
create table public.fleets (
  id uuid primary key default gen_random_uuid(),
  model text not null,
  registration_number text not null,
  seating_capacity integer not null,
  service_class public.service_type not null default 'standard',
  status public.vehicle_status not null default 'available',
  owner text not null,
  owner_id uuid references auth.users (id) on delete set null,
  images text[] not null default '{}',
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  service_interval_days integer not null default 90,
  service_interval_km integer not null default 10000,
  colour text,
  constraint fleets_registration_number_key unique (registration_number),
  constraint fleets_model_not_blank check (btrim(model) <> ''),
  constraint fleets_registration_number_lagos_plate_format
    check (registration_number ~ '^[A-Z]{3}-?[0-9]{3}[A-Z]{2}$'),
  constraint fleets_seating_capacity_between_1_and_60 check (seating_capacity between 1 and 60),
  constraint fleets_owner_not_blank check (btrim(owner) <> ''),
  constraint fleets_images_at_most_6 check (cardinality(images) <= 6),
  constraint fleets_images_no_blank_entries
    check (array_position(images, null) is null and array_position(images, '') is null),
  constraint fleets_description_at_most_2000_characters check (char_length(description) <= 2000),
  constraint fleets_service_interval_days_between_7_and_730
    check (service_interval_days between 7 and 730),
  constraint fleets_service_interval_km_between_500_and_100000
    check (service_interval_km between 500 and 100000),
  constraint fleets_colour_not_blank check (colour ~ '\S'),
  constraint fleets_colour_at_most_30_characters check (char_length(colour) <= 30)
);

create index fleets_owner_id_idx on public.fleets (owner_id);
create index fleets_status_idx on public.fleets (status);
create index fleets_created_at_idx on public.fleets (created_at desc);
create index fleets_service_class_model_idx on public.fleets (service_class, model);

create trigger fleets_set_updated_at
  before update on public.fleets
  for each row execute function public.set_updated_at();
create trigger fleets_audit
  after insert or update or delete on public.fleets
  for each row execute function public.audit_row_change();

alter table public.fleets enable row level security;

create policy "admins add vehicles"
  on public.fleets for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins edit vehicles"
  on public.fleets for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete vehicles"
  on public.fleets for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.fleets from anon, authenticated;
grant select, insert, update, delete on table public.fleets to authenticated;

comment on table public.fleets is 'Vehicles of the fleet.';
comment on column public.fleets.registration_number is 'Nigerian plate, e.g. LND-245AK; stored upper-case.';
comment on column public.fleets.seating_capacity is 'Passenger seats, 1 to 60.';
comment on column public.fleets.service_class is 'Which ride product the vehicle serves.';
comment on column public.fleets.owner is
  'Owner display name, as the spec shows it. For a vehicle linked to an owner account (owner_id) '
  'it is always that account''s display name, kept by triggers: set independently of owner_id, a '
  'vehicle could name one person and belong to another. A vehicle without an account keeps a '
  'free-text owner; unlinking keeps the last name.';
comment on column public.fleets.owner_id is 'The owner''s user id; decides which reports the owner portal shows.';
comment on column public.fleets.images is 'Up to 6 image URLs; blank entries are removed on save.';
comment on column public.fleets.service_interval_days is
  'Days between services (7 to 730, default 90); the next service is due this long after the last, '
  'or after the vehicle''s distance interval, whichever comes first (the way fleet tools schedule '
  'service reminders). The interval belongs to the vehicle one-to-one and always has a value, so '
  'it lives on fleets as two columns with defaults rather than in a table of its own: no join, no '
  'missing row, and the fleets policies and audit trigger cover it.';
comment on column public.fleets.service_interval_km is
  'Kilometres between services (500 to 100 000, default 10 000), counted from the last service''s '
  'odometer reading.';
comment on column public.fleets.colour is
  'Body colour the rider looks for, e.g. Obsidian black; optional, at most 30 characters.';
comment on constraint fleets_colour_not_blank on public.fleets is
  'A colour is left empty (null) rather than blank.';
comment on constraint fleets_colour_at_most_30_characters on public.fleets is
  'A colour is at most 30 characters.';

-- Spec: image blanks are removed on save; plates are compared in one canonical upper-case form.
create function public.normalize_fleet()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.registration_number := upper(regexp_replace(coalesce(new.registration_number, ''), '\s+', '', 'g'));
  new.images := array(
    select btrim(image)
    from unnest(coalesce(new.images, '{}')) with ordinality as t (image, position)
    where image is not null and btrim(image) <> ''
    order by position
  );
  return new;
end
$$;

comment on function public.normalize_fleet() is 'BEFORE INSERT/UPDATE trigger: upper-cases the plate, drops blank image entries.';

revoke all on function public.normalize_fleet() from public, anon, authenticated;

create trigger fleets_normalize
  before insert or update on public.fleets
  for each row execute function public.normalize_fleet();

-- Owner accounts are users whose app_metadata.role is 'owner'. Administrators cannot read
-- auth.users, so list_owner_accounts() (security definer, administrators only) hands out the id,
-- display name and e-mail of each owner account, and nothing of anyone else. A vehicle linked to
-- an account takes that account's display name (profile name, or the e-mail when the profile has
-- none) on every write of owner or owner_id, and a rename of the profile renames the vehicles.
-- Only an owner account can be linked.
create function private.owner_display_name(p_user_id uuid)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(nullif(btrim(p.full_name), ''), u.email::text)
  from auth.users u
  left join public.profiles p on p.id = u.id
  where u.id = p_user_id
$$;

comment on function private.owner_display_name(uuid) is
  'The name a vehicle shows for its owner account: the profile''s full name, or the e-mail.';

revoke all on function private.owner_display_name(uuid) from public, anon, authenticated;

create function public.list_owner_accounts()
returns table (id uuid, full_name text, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can list owner accounts.';
  end if;
  return query
    select u.id, private.owner_display_name(u.id), u.email::text
    from auth.users u
    where u.raw_app_meta_data ->> 'role' = 'owner'
      and u.deleted_at is null
    order by lower(private.owner_display_name(u.id)), u.email, u.id;
end;
$$;

comment on function public.list_owner_accounts() is
  'Owner accounts (app_metadata.role = owner) for the owner picker: id, display name (profile name '
  'or e-mail), e-mail, ordered by name. Administrators only (42501 otherwise).';

revoke all on function public.list_owner_accounts() from public, anon, authenticated;
grant execute on function public.list_owner_accounts() to authenticated, service_role;

create function private.set_fleet_owner_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_id is null then
    return new;
  end if;
  if tg_op = 'INSERT' or new.owner_id is distinct from old.owner_id then
    if not exists (
      select 1 from auth.users u
      where u.id = new.owner_id
        and u.raw_app_meta_data ->> 'role' = 'owner'
        and u.deleted_at is null
    ) then
      raise exception using errcode = 'P0001', message = 'The chosen owner is not an owner account.';
    end if;
  end if;
  new.owner := private.owner_display_name(new.owner_id);
  return new;
end;
$$;

comment on function private.set_fleet_owner_name() is
  'BEFORE INSERT/UPDATE OF owner, owner_id trigger on fleets: a linked vehicle must point at an '
  'owner account and takes its display name.';

revoke all on function private.set_fleet_owner_name() from public, anon, authenticated;

create trigger fleets_set_owner_name
  before insert or update of owner, owner_id on public.fleets
  for each row execute function private.set_fleet_owner_name();

create function private.rename_owner_vehicles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Setting owner fires fleets_set_owner_name, which reads the new name back.
  update public.fleets f
  set owner = f.owner
  where f.owner_id = new.id
    and f.owner is distinct from private.owner_display_name(new.id);
  return null;
end;
$$;

comment on function private.rename_owner_vehicles() is
  'AFTER UPDATE OF full_name trigger on profiles: the owner''s vehicles take the new display name.';

revoke all on function private.rename_owner_vehicles() from public, anon, authenticated;

create trigger profiles_rename_owner_vehicles
  after update of full_name on public.profiles
  for each row
  when (old.full_name is distinct from new.full_name)
  execute function private.rename_owner_vehicles();

-- A vehicle with upcoming assigned bookings cannot be deleted. The BEFORE DELETE trigger runs once
-- the vehicle's row is locked, and assign_booking locks the same row (select … for update) before
-- attaching a booking, so an assignment racing the delete either commits first and is counted
-- here, or waits and then finds no vehicle.
create function private.refuse_fleet_delete_with_upcoming_bookings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_references text[];
  v_listed text;
  v_shown constant integer := 5;
begin
  select count(*), array_agg(b.reference order by b.booking_time, b.reference)
  into v_count, v_references
  from public.bookings b
  where b.vehicle_id = old.id
    and b.status in ('pending', 'confirmed', 'in-progress');

  if v_count = 0 then
    return old;
  end if;

  v_listed := array_to_string(v_references[1:v_shown], ', ');
  if v_count > v_shown then
    v_listed := v_listed || ' and ' || (v_count - v_shown) || ' more';
  end if;

  raise exception using
    errcode = 'P0001',
    message = old.model || ' (' || old.registration_number || ') has ' || v_count
      || case when v_count = 1 then ' upcoming booking (' else ' upcoming bookings (' end
      || v_listed || '); '
      || case when v_count = 1 then 'reassign it first.' else 'reassign them first.' end;
end;
$$;

comment on function private.refuse_fleet_delete_with_upcoming_bookings() is
  'BEFORE DELETE trigger on fleets: refuses (P0001, HTTP 400) while pending, confirmed or '
  'in-progress bookings use the vehicle, naming up to five of their references, so the operator '
  'knows what to reassign. bookings.vehicle_id is ON DELETE SET NULL, so a delete used to strip '
  'the vehicle silently from pending, confirmed and running trips (a confirmed trip left without a '
  'vehicle can never start). It applies to every writer, the service role included: no path should '
  'orphan a trip.';

revoke all on function private.refuse_fleet_delete_with_upcoming_bookings() from public, anon, authenticated;

create trigger fleets_refuse_delete_with_upcoming_bookings
  before delete on public.fleets
  for each row execute function private.refuse_fleet_delete_with_upcoming_bookings();

-- list_public_fleet: the public Our Fleet page. Vehicles are not readable by the public (the row
-- holds the owner's identity), so this security-definer function hands out only what the page
-- shows: model, seats, class, status, images and description, ordered by service class (standard,
-- premium, airport_hotel, corporate) then model.
create function public.list_public_fleet()
returns table (
  id uuid,
  model text,
  seating_capacity int,
  service_class public.service_type,
  status public.vehicle_status,
  images text[],
  description text
)
language sql
stable
security definer
set search_path = ''
as $$
  select f.id, f.model, f.seating_capacity, f.service_class, f.status, f.images, f.description
  from public.fleets f
  order by f.service_class, f.model, f.id
$$;

comment on function public.list_public_fleet() is
  'Public Our Fleet list: id, model, seating_capacity, service_class, status, images, description '
  '(never the owner), ordered by service class then model. Callable by anyone.';

revoke execute on function public.list_public_fleet() from public, anon, authenticated;
grant execute on function public.list_public_fleet() to anon, authenticated, service_role;
