-- Two-factor authentication protects the back office only if the database asks for it. An
-- administrator who has verified a TOTP factor must prove it in each session: until that session
-- is raised to aal2 (GoTrue's challenge and verify), is_admin() is false, so a password alone
-- reaches no admin read or write, whatever the browser shows. Administrators without a verified
-- factor are unaffected.
--
-- The level is read from the session row (auth.sessions.aal), which GoTrue raises on verify and
-- lowers again when the factor is removed, rather than from the token's aal claim: like the live
-- session check, it then follows the server and not whichever token the caller still holds.

create or replace function private.session_meets_mfa()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  with caller as (
    select
      case when c.claims ->> 'sub' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then (c.claims ->> 'sub')::uuid end as user_id,
      case when c.claims ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then (c.claims ->> 'session_id')::uuid end as session_id
    from (select coalesce(auth.jwt(), '{}'::jsonb) as claims) as c
  )
  select not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = caller.user_id and f.status = 'verified'
    )
    or exists (
      select 1 from auth.sessions s
      where s.id = caller.session_id and s.user_id = caller.user_id and s.aal = 'aal2'
    )
  from caller
$$;

comment on function private.session_meets_mfa() is
  'True unless the caller has a verified MFA factor and their session (auth.sessions.aal) is not '
  'yet aal2.';

revoke all on function private.session_meets_mfa() from public, anon, authenticated;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.live_session_role() = 'admin', false)
    and private.session_meets_mfa()
$$;

comment on function public.is_admin() is
  'True when the caller''s session is live, the user is neither banned nor deleted, their current '
  'app_metadata.role is admin, and, when they have a verified MFA factor, the session is aal2.';
