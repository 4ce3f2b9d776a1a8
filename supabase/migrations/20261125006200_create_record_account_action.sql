-- The admin-users function changes accounts through the auth admin API with the service role, so
-- the audit triggers see no user: a role change was logged without an actor and name changes,
-- deactivations, deletions, reset links and driver invites not at all. The function now writes
-- one attributed entry per change through record_account_action, naming the administrator it has
-- verified. The actor's e-mail is read here, from auth.users, rather than trusted from the caller.
--
-- Only non-secret account fields are accepted (the auth row also holds the password hash and
-- tokens); anything else is refused rather than silently dropped, so a mistake shows in tests.
--
-- The trigger's own actor-less role_change row stays: it records a role change made from
-- anywhere (the SQL editor, a script, the auth API), so it is the record nobody can bypass.
-- Rewriting it to add an actor would mean editing an append-only log and guessing which request
-- caused it; the attributed entry written here sits beside it, for the same user and moment.

create function public.record_account_action(
  p_actor_id uuid,
  p_action text,
  p_user_id uuid,
  p_before jsonb default null,
  p_after jsonb default null
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fields constant text[] := array[
    'email', 'full_name', 'role', 'status', 'banned_until', 'driver_id', 'password_reset_sent_at'
  ];
  v_actor_email text;
  v_id bigint;
begin
  if p_action is null or p_action not in ('insert', 'update', 'delete', 'role_change') then
    raise exception using errcode = 'P0001',
      message = 'The action must be insert, update, delete or role_change.';
  end if;
  if p_user_id is null then
    raise exception using errcode = 'P0001', message = 'The changed account must be named.';
  end if;

  select u.email::text into v_actor_email
  from auth.users u
  where u.id = p_actor_id
    and u.deleted_at is null
    and u.raw_app_meta_data ->> 'role' = 'admin';
  if not found then
    raise exception using errcode = 'P0001',
      message = 'Only an existing administrator can be recorded as the actor.';
  end if;

  if (p_before is not null and jsonb_typeof(p_before) <> 'object')
    or (p_after is not null and jsonb_typeof(p_after) <> 'object') then
    raise exception using errcode = 'P0001',
      message = 'Before and after must be JSON objects.';
  end if;
  if exists (
    select 1 from jsonb_object_keys(coalesce(p_before, '{}') || coalesce(p_after, '{}')) as k(key)
    where k.key <> all (v_fields)
  ) then
    raise exception using errcode = 'P0001',
      message = 'Only email, full_name, role, status, banned_until, driver_id and '
        || 'password_reset_sent_at are recorded for an account.';
  end if;
  if (p_action = 'insert' and (p_before is not null or p_after is null))
    or (p_action = 'delete' and (p_before is null or p_after is not null))
    or (p_action in ('update', 'role_change') and (p_before is null or p_after is null)) then
    raise exception using errcode = 'P0001',
      message = 'An insert has only after, a delete only before, a change both.';
  end if;

  insert into public.audit_log (actor_id, actor_email, action, table_name, row_id, before, after)
  values (p_actor_id, v_actor_email, p_action, 'auth.users', p_user_id::text, p_before, p_after)
  returning id into v_id;
  return v_id;
end;
$$;

comment on function public.record_account_action(uuid, text, uuid, jsonb, jsonb) is
  'Writes one action log entry (table auth.users, row the account id) for a change the admin-users '
  'function made on behalf of the administrator p_actor_id, whose e-mail is looked up here. '
  'before/after hold only email, full_name, role, status, banned_until, driver_id and '
  'password_reset_sent_at. Answers the entry id. For the service role only.';

revoke all on function public.record_account_action(uuid, text, uuid, jsonb, jsonb)
  from public, anon, authenticated;
grant execute on function public.record_account_action(uuid, text, uuid, jsonb, jsonb)
  to service_role;
