-- Action log: who changed what, written by triggers only. Admins read it.

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

create index audit_log_at_idx on public.audit_log (at desc);
create index audit_log_table_name_row_id_idx on public.audit_log (table_name, row_id);
create index audit_log_actor_id_idx on public.audit_log (actor_id);

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
revoke all on sequence public.audit_log_id_seq from anon, authenticated;
grant select on table public.audit_log to authenticated;

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

create trigger fleets_audit
  after insert or update or delete on public.fleets
  for each row execute function public.audit_row_change();
create trigger drivers_audit
  after insert or update or delete on public.drivers
  for each row execute function public.audit_row_change();
create trigger bookings_audit
  after insert or update or delete on public.bookings
  for each row execute function public.audit_row_change();
create trigger maintenance_logs_audit
  after insert or update or delete on public.maintenance_logs
  for each row execute function public.audit_row_change();
create trigger revenue_reports_audit
  after insert or update or delete on public.revenue_reports
  for each row execute function public.audit_row_change();

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
