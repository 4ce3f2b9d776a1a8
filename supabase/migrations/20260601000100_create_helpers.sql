-- Role helpers read the role from the verified JWT only (app_metadata is writable by the service
-- role alone); the timestamp trigger keeps created_at fixed and updated_at current.

create function public.is_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin'
$$;
comment on function public.is_admin() is 'True when the caller''s JWT has app_metadata.role = admin.';

create function public.is_owner()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'owner'
$$;
comment on function public.is_owner() is 'True when the caller''s JWT has app_metadata.role = owner.';

revoke all on function public.is_admin(), public.is_owner() from public, anon, authenticated;
grant execute on function public.is_admin(), public.is_owner() to authenticated, service_role;

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
