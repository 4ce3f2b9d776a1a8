-- The admin-users function refuses to demote, deactivate or delete the last active administrator,
-- but it checks before it asks the auth service to make the change. Two administrators demoting
-- each other at the same moment would both pass that check and leave nobody able to run the
-- back office. This trigger makes the rule hold in the database itself: under one advisory lock
-- (so concurrent changes queue), a change that takes the last active administrator away is
-- refused, whoever makes it.

create function private.guard_last_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_was_active_admin boolean := old.raw_app_meta_data ->> 'role' = 'admin'
    and old.deleted_at is null
    and (old.banned_until is null or old.banned_until <= now());
  v_stays_active_admin boolean := tg_op = 'UPDATE'
    and new.raw_app_meta_data ->> 'role' = 'admin'
    and new.deleted_at is null
    and (new.banned_until is null or new.banned_until <= now());
begin
  if v_was_active_admin and not v_stays_active_admin then
    perform pg_advisory_xact_lock(hashtext('private.guard_last_admin'));
    if public.admin_count_other_admins(old.id) < 1 then
      raise exception using
        errcode = 'P0001',
        message = 'The last administrator cannot be demoted, deactivated or deleted.';
    end if;
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

comment on function private.guard_last_admin() is
  'BEFORE UPDATE/DELETE trigger on auth.users: refuses a change that leaves no active '
  'administrator (role admin, neither banned nor deleted).';

revoke all on function private.guard_last_admin() from public, anon, authenticated;

create trigger guard_last_admin
  before update of raw_app_meta_data, banned_until, deleted_at or delete on auth.users
  for each row execute function private.guard_last_admin();
