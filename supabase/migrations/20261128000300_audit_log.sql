-- Baseline, part 3 of 17: the action log. Who changed what, written by triggers only (each audited
-- table attaches audit_row_change in its own part) and by record_account_action for the
-- admin-users function; administrators read it.

-- The action log viewer pages newest first and filters by actor, table, action and date: each
-- filter has an index that serves "this filter, newest first" directly, so a page of a narrow
-- filter never walks the whole log.
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid,
  actor_email text,
  action text not null,
  table_name text not null,
  row_id text not null,
  before jsonb,
  after jsonb,
  at timestamptz not null default now(),
  constraint audit_log_action_known check (action in ('insert', 'update', 'delete', 'role_change'))
);

create index audit_log_table_name_row_id_idx on public.audit_log (table_name, row_id);
create index audit_log_actor_id_idx on public.audit_log (actor_id);
create index audit_log_at_id_idx on public.audit_log (at desc, id desc);
comment on index public.audit_log_at_id_idx is
  'The action log newest first, ties broken by id: its unfiltered pages and time windows. It also '
  'serves every read the older audit_log_at_idx (at desc) served, which was dropped: one index '
  'less for each audited write.';
create index audit_log_actor_email_at_idx on public.audit_log (actor_email, at desc);
create index audit_log_table_name_at_idx on public.audit_log (table_name, at desc);
create index audit_log_action_at_idx on public.audit_log (action, at desc);

alter table public.audit_log enable row level security;

create policy "admins read the action log"
  on public.audit_log for select to authenticated
  using ((select public.is_admin()));
create policy "the action log is written by triggers only"
  on public.audit_log for insert to authenticated
  with check (false);
create policy "the action log is never edited"
  on public.audit_log for update to authenticated
  using (false);
create policy "the action log is never deleted from"
  on public.audit_log for delete to authenticated
  using (false);

revoke all on table public.audit_log from anon, authenticated;
grant select on table public.audit_log to authenticated;
revoke all on sequence public.audit_log_id_seq from anon, authenticated;

comment on table public.audit_log is 'Action log of changes to fleets, drivers, bookings, maintenance logs, revenue reports and user roles.';
comment on column public.audit_log.actor_id is 'User id from the caller''s JWT; null for the service role and internal jobs.';
comment on column public.audit_log.actor_email is 'E-mail from the caller''s JWT.';
comment on column public.audit_log.action is 'insert, update, delete or role_change.';
comment on column public.audit_log.table_name is 'Audited table (auth.users for role changes).';
comment on column public.audit_log.row_id is 'Primary key of the changed row, as text.';
comment on column public.audit_log.before is 'Row before the change (null on insert).';
comment on column public.audit_log.after is 'Row after the change (null on delete).';

create function public.audit_actor(out actor_id uuid, out actor_email text)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    case when claims ->> 'sub' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then (claims ->> 'sub')::uuid end,
    nullif(claims ->> 'email', '')
  from (select coalesce(auth.jwt(), '{}'::jsonb) as claims) as c
$$;

comment on function public.audit_actor() is 'The acting user (id, e-mail) from the request JWT, if any.';

revoke all on function public.audit_actor() from public, anon, authenticated;

create function public.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
begin
  insert into public.audit_log (actor_id, actor_email, action, table_name, row_id, before, after)
  select a.actor_id, a.actor_email, lower(tg_op), tg_table_name,
    coalesce(v_after, v_before) ->> 'id', v_before, v_after
  from public.audit_actor() as a;
  return null;
end
$$;

comment on function public.audit_row_change() is 'AFTER trigger: writes one audit_log row per changed row.';

revoke all on function public.audit_row_change() from public, anon, authenticated;

-- Only the role is recorded: the auth row holds secrets (password hash, tokens).
create function public.audit_role_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old_role text := case when tg_op = 'UPDATE' then old.raw_app_meta_data ->> 'role' end;
  v_new_role text := new.raw_app_meta_data ->> 'role';
begin
  if v_old_role is distinct from v_new_role then
    insert into public.audit_log (actor_id, actor_email, action, table_name, row_id, before, after)
    select a.actor_id, a.actor_email, 'role_change', 'auth.users', new.id::text,
      case when tg_op = 'UPDATE' then jsonb_build_object('role', v_old_role, 'email', old.email) end,
      jsonb_build_object('role', v_new_role, 'email', new.email)
    from public.audit_actor() as a;
  end if;
  return null;
end
$$;

comment on function public.audit_role_change() is 'AFTER trigger on auth.users: logs a change of app_metadata.role.';

revoke all on function public.audit_role_change() from public, anon, authenticated;

create trigger on_auth_user_role_changed
  after insert or update of raw_app_meta_data on auth.users
  for each row execute function public.audit_role_change();

-- The settings row (part 2) predates the log.
create trigger operator_settings_audit
  after insert or update or delete on public.operator_settings
  for each row execute function public.audit_row_change();

-- The admin-users function changes accounts through the auth admin API with the service role, so
-- the audit triggers see no user. The function writes one attributed entry per change through
-- record_account_action, naming the administrator it has verified; the actor's e-mail is read
-- here, from auth.users, rather than trusted from the caller. Only non-secret account fields are
-- accepted (the auth row also holds the password hash and tokens); anything else is refused
-- rather than silently dropped, so a mistake shows in tests.
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
  'password_reset_sent_at. Answers the entry id. For the service role only. Without it a role '
  'change was logged without an actor, and name changes, deactivations, deletions, reset links and '
  'driver invites not at all. The trigger''s own actor-less role_change row stays beside it: it '
  'records a role change made from anywhere (SQL editor, script, auth API), so it is the record '
  'nobody can bypass; rewriting it to add an actor would mean editing an append-only log and '
  'guessing which request caused it.';

revoke all on function public.record_account_action(uuid, text, uuid, jsonb, jsonb)
  from public, anon, authenticated;
grant execute on function public.record_account_action(uuid, text, uuid, jsonb, jsonb)
  to service_role;

-- The actor list for the viewer's filter is read by skipping through the actor index (one probe
-- per distinct e-mail) instead of scanning every row.
create function public.audit_log_actors()
returns setof text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can read the action log.';
  end if;
  return query
  with recursive actors as (
    (select l.actor_email from public.audit_log l
     where l.actor_email is not null order by l.actor_email limit 1)
    union all
    select (select l.actor_email from public.audit_log l
            where l.actor_email > a.actor_email order by l.actor_email limit 1)
    from actors a
    where a.actor_email is not null
  )
  select a.actor_email from actors a where a.actor_email is not null order by a.actor_email;
end;
$$;

comment on function public.audit_log_actors() is
  'Distinct actor e-mails of the action log, alphabetical, for its actor filter. Administrators only.';

revoke execute on function public.audit_log_actors() from public, anon, authenticated;
grant execute on function public.audit_log_actors() to authenticated, service_role;
