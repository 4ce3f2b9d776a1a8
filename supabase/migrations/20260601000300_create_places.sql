-- Known Lagos places (areas, landmarks, airport terminals, hotels) behind the server-side fare quote.

create table public.places (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  name text not null,
  kind public.place_kind not null,
  area text not null,
  lat double precision not null,
  lng double precision not null,
  aliases text[] not null default '{}',
  popular boolean not null default false,
  created_at timestamptz not null default now(),
  constraint places_slug_key unique (slug),
  constraint places_slug_lowercase_words_and_hyphens check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint places_name_not_blank check (btrim(name) <> ''),
  constraint places_area_not_blank check (btrim(area) <> ''),
  constraint places_lat_between_minus_90_and_90 check (lat between -90 and 90),
  constraint places_lng_between_minus_180_and_180 check (lng between -180 and 180)
);

create index places_lower_name_idx on public.places (lower(name) text_pattern_ops);
create index places_popular_name_idx on public.places (name) where popular;

alter table public.places enable row level security;

create policy "everyone reads places"
  on public.places for select to anon, authenticated
  using (true);
create policy "admins add places"
  on public.places for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins edit places"
  on public.places for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete places"
  on public.places for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.places from anon, authenticated;
grant select on table public.places to anon;
grant select, insert, update, delete on table public.places to authenticated;

comment on table public.places is 'Known Lagos places with coordinates, for pickup/destination search and fare quotes.';
comment on column public.places.slug is 'Stable URL-safe identifier.';
comment on column public.places.kind is 'airport and hotel ends add surcharges to a quote.';
comment on column public.places.area is 'Lagos area (LGA or district) the place is in.';
comment on column public.places.aliases is 'Other names a customer may type (matched case-insensitively).';
comment on column public.places.popular is 'Offered first in the place picker.';
