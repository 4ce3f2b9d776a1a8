-- The operator can require two-factor authentication of every administrator (Settings →
-- Business, off by default). Until now is_admin() asked for aal2 only from an administrator who
-- had already verified a factor, so an administrator who never enrolled reached everything with a
-- password. With operator_settings.require_admin_second_factor on, is_admin() is false for any
-- session below aal2, factor or not: a password alone reaches no admin read or write, and the app
-- sends the administrator to enrol (admin_second_factor_required()).
--
-- Locking everyone out by accident is refused: the setting can be turned on only from a session
-- that is itself aal2 ("Set up two-factor authentication for your own account first."). It is
-- saved like the other business settings, by an administrator's update of the single row (column
-- grant below); SQL outside the API (seed, operators, tests) is not asked.
--
-- The session's level is read from auth.sessions.aal, as session_meets_mfa() already does, not
-- from the token's aal claim.

alter table public.operator_settings
  add column require_admin_second_factor boolean not null default false;

grant update (require_admin_second_factor) on table public.operator_settings to authenticated;

comment on column public.operator_settings.require_admin_second_factor is
  'When true, administrators must pass two-factor authentication (session aal2) in every session, '
  'whether or not they have enrolled a factor yet; is_admin() is false below aal2.';

-- The caller's session is aal2 (auth.sessions, matched on the token's session_id and sub).
create or replace function private.session_is_aal2()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1
    from (select coalesce(auth.jwt(), '{}'::jsonb) as claims) as c
    join auth.sessions s
      on s.id = case
        when c.claims ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then (c.claims ->> 'session_id')::uuid
      end
    where s.user_id = case
        when c.claims ->> 'sub' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then (c.claims ->> 'sub')::uuid
      end
      and s.aal = 'aal2'
  )
$$;

comment on function private.session_is_aal2() is
  'True when the caller''s session (auth.sessions, from the token''s session_id) is aal2.';

revoke all on function private.session_is_aal2() from public, anon, authenticated;

create or replace function private.admin_second_factor_setting()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((select s.require_admin_second_factor from public.operator_settings s where s.id), false)
$$;

comment on function private.admin_second_factor_setting() is
  'operator_settings.require_admin_second_factor (false when the row is missing).';

revoke all on function private.admin_second_factor_setting() from public, anon, authenticated;

create or replace function private.session_meets_mfa()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.session_is_aal2()
    or (
      not private.admin_second_factor_setting()
      and not exists (
        select 1 from auth.mfa_factors f
        where f.status = 'verified'
          and f.user_id = case
            when auth.jwt() ->> 'sub' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
            then (auth.jwt() ->> 'sub')::uuid
          end
      )
    )
$$;

comment on function private.session_meets_mfa() is
  'True when the caller''s session is aal2, or when two-factor is not required of administrators '
  '(operator_settings) and the caller has no verified MFA factor.';

revoke all on function private.session_meets_mfa() from public, anon, authenticated;

comment on function public.is_admin() is
  'True when the caller''s session is live, the user is neither banned nor deleted, their current '
  'app_metadata.role is admin, and the session is aal2 whenever they have a verified MFA factor or '
  'operator_settings.require_admin_second_factor is on.';

create or replace function public.admin_second_factor_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.live_session_role() = 'admin', false)
    and private.admin_second_factor_setting()
    and not private.session_is_aal2()
$$;

comment on function public.admin_second_factor_required() is
  'True when the caller is an administrator by role, two-factor is required of administrators '
  '(operator_settings.require_admin_second_factor) and the caller''s session is below aal2: the '
  'app sends them to enrol or verify before any admin screen.';

revoke all on function public.admin_second_factor_required() from public, anon, authenticated;
grant execute on function public.admin_second_factor_required() to authenticated, service_role;

-- Turning the requirement on through the API needs an aal2 session of one's own.
create or replace function private.guard_admin_second_factor_setting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.require_admin_second_factor
    and not old.require_admin_second_factor
    and coalesce(auth.jwt() ->> 'role', '') = 'authenticated'
    and not private.session_is_aal2()
  then
    raise exception using
      errcode = 'P0001',
      message = 'Set up two-factor authentication for your own account first.';
  end if;
  return new;
end;
$$;

comment on function private.guard_admin_second_factor_setting() is
  'BEFORE UPDATE on operator_settings: a signed-in caller turns require_admin_second_factor on '
  'only from an aal2 session (P0001 "Set up two-factor authentication for your own account '
  'first.").';

revoke all on function private.guard_admin_second_factor_setting() from public, anon, authenticated;

create trigger operator_settings_guard_admin_second_factor
  before update of require_admin_second_factor on public.operator_settings
  for each row execute function private.guard_admin_second_factor_setting();
