-- The action log viewer pages newest first and filters by actor, table, action and date. Each
-- filter gets an index that serves "this filter, newest first" directly, so a page of a narrow
-- filter never walks the whole log; the actor list for the filter is read by skipping through the
-- actor index (one probe per distinct e-mail) instead of scanning every row.

create index audit_log_at_id_idx on public.audit_log (at desc, id desc);
create index audit_log_actor_email_at_idx on public.audit_log (actor_email, at desc);
create index audit_log_table_name_at_idx on public.audit_log (table_name, at desc);
create index audit_log_action_at_idx on public.audit_log (action, at desc);

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
