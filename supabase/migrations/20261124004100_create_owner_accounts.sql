-- Owner accounts for the fleet screen's owner picker, and one display name per linked owner.
--
-- Owners are users whose app_metadata.role is 'owner'. Administrators cannot read auth.users, so
-- list_owner_accounts() (security definer, administrators only) hands out the id, display name and
-- e-mail of each owner account, and nothing of anyone else.
--
-- fleets.owner is the name the spec shows; fleets.owner_id decides what the owner portal shows. They
-- used to be set independently, so a vehicle could name one person and belong to another. Now a
-- vehicle linked to an account takes that account's display name (profile name, or the e-mail when
-- the profile has none) on every write of owner or owner_id, and a rename of the profile renames
-- the vehicles. Only an owner account can be linked. A vehicle without an account keeps a free-text
-- owner, as before; unlinking keeps the last name.

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

-- Vehicles linked before this rule take their owner's display name now.
update public.fleets f
set owner = f.owner
where f.owner_id is not null
  and f.owner is distinct from private.owner_display_name(f.owner_id);
