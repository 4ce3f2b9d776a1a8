-- One profile per auth user, created by a trigger when the user signs up.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null default '',
  phone text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_full_name_at_most_120_characters check (char_length(full_name) <= 120),
  constraint profiles_phone_nigerian_mobile_e164 check (phone ~ '^\+234[789][01][0-9]{8}$')
);

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

alter table public.profiles enable row level security;

create policy "users read their own profile, admins read all"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));
create policy "profiles are created by the sign-up trigger only"
  on public.profiles for insert to authenticated
  with check (false);
create policy "users update their own profile, admins any"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));
create policy "profiles are deleted with their user only"
  on public.profiles for delete to authenticated
  using (false);

revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (full_name, phone) on table public.profiles to authenticated;

comment on table public.profiles is 'Public profile of an auth user (the role lives in the JWT app_metadata, not here).';
comment on column public.profiles.id is 'The auth.users id.';
comment on column public.profiles.full_name is 'Display name, from sign-up metadata full_name.';
comment on column public.profiles.phone is 'Nigerian mobile in E.164 (+234...).';

create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name)
  values (new.id, left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), 120))
  on conflict (id) do nothing;
  return new;
end
$$;
comment on function public.handle_new_user() is 'AFTER INSERT trigger on auth.users: creates the profile row.';
revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
