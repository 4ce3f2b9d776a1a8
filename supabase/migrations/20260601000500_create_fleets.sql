-- Vehicles. Admins manage them; an owner reads the vehicles linked to their account. The public
-- Our Fleet page reads list_public_fleet(), which leaves out owner identity.

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
  constraint fleets_registration_number_key unique (registration_number),
  constraint fleets_model_not_blank check (btrim(model) <> ''),
  constraint fleets_registration_number_lagos_plate_format
    check (registration_number ~ '^[A-Z]{3}-?[0-9]{3}[A-Z]{2}$'),
  constraint fleets_seating_capacity_between_1_and_60 check (seating_capacity between 1 and 60),
  constraint fleets_owner_not_blank check (btrim(owner) <> ''),
  constraint fleets_images_at_most_6 check (cardinality(images) <= 6),
  constraint fleets_images_no_blank_entries
    check (array_position(images, null) is null and array_position(images, '') is null),
  constraint fleets_description_at_most_2000_characters check (char_length(description) <= 2000)
);

create index fleets_owner_id_idx on public.fleets (owner_id);
create index fleets_status_idx on public.fleets (status);
create index fleets_created_at_idx on public.fleets (created_at desc);
create index fleets_service_class_model_idx on public.fleets (service_class, model);

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
create trigger fleets_set_updated_at
  before update on public.fleets
  for each row execute function public.set_updated_at();

alter table public.fleets enable row level security;

create policy "admins read all vehicles, owners read their own"
  on public.fleets for select to authenticated
  using ((select public.is_admin()) or owner_id = (select auth.uid()));
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
comment on column public.fleets.owner is 'Owner display name, as the spec shows it.';
comment on column public.fleets.owner_id is 'The owner''s user id; decides which reports the owner portal shows.';
comment on column public.fleets.images is 'Up to 6 image URLs; blank entries are removed on save.';
