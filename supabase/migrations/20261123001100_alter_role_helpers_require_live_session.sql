-- Privileges end the moment they are taken away. is_admin() and is_owner() used to trust the
-- access token alone, so a banned or demoted administrator kept every right until the token
-- expired (up to an hour), and a banned customer could still book. Now a signed-in caller counts
-- only while:
--   * the token's session_id is still a row of auth.sessions (sign-out everywhere and user
--     deletion remove it) and that session has not passed its not_after;
--   * the user (the token's sub) is neither banned (banned_until in the future) nor deleted;
-- and the role is read from auth.users as it is now, not from the token.
--
-- The three public helpers are security definer because callers cannot read auth.sessions or
-- auth.users; each answers one boolean about the caller only, and they stay in public because
-- row-level security policies, evaluated with the caller's rights, call them. The private
-- helpers run with their caller's rights: only those definer functions and triggers reach them.

create or replace function private.live_session_role()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(u.raw_app_meta_data ->> 'role', '')
  from (select coalesce(auth.jwt(), '{}'::jsonb) as claims) as c
  join auth.sessions s
    on s.id = case
      when c.claims ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then (c.claims ->> 'session_id')::uuid
    end
  join auth.users u on u.id = s.user_id
  where u.id::text = c.claims ->> 'sub'
    and (s.not_after is null or s.not_after > now())
    and (u.banned_until is null or u.banned_until <= now())
    and u.deleted_at is null
$$;

comment on function private.live_session_role() is
  'The caller''s current app_metadata.role ('''' when none) while the token''s session is live and '
  'the user is neither banned nor deleted; null otherwise.';

revoke all on function private.live_session_role() from public, anon, authenticated;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.live_session_role() = 'admin', false)
$$;

comment on function public.is_admin() is
  'True when the caller''s session is live, the user is neither banned nor deleted, and their '
  'current app_metadata.role is admin.';

create or replace function public.is_owner()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.live_session_role() = 'owner', false)
$$;

comment on function public.is_owner() is
  'True when the caller''s session is live, the user is neither banned nor deleted, and their '
  'current app_metadata.role is owner.';

-- Visitors (anon) and the service role hold no session that could be revoked.
create or replace function public.caller_is_active()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'role', '') <> 'authenticated'
    or private.live_session_role() is not null
$$;

comment on function public.caller_is_active() is
  'False only for a signed-in caller whose session was revoked (signed out everywhere, expired) or '
  'whose user is banned or deleted. Guards signed-in writes.';

revoke all on function public.caller_is_active() from public, anon, authenticated;
grant execute on function public.caller_is_active() to authenticated, service_role;

-- Readable refusal for the write triggers: 401, as for any credential that no longer holds.
create or replace function private.assert_caller_active()
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.caller_is_active() then
    raise exception using
      errcode = 'PT401',
      message = 'Your session has ended. Please sign in again.';
  end if;
end;
$$;

comment on function private.assert_caller_active() is
  'Raises PT401 "Your session has ended. Please sign in again." for a revoked signed-in caller.';

revoke all on function private.assert_caller_active() from public, anon, authenticated;

-- Signed-in writes outside the booking and submission triggers: uploads and profile edits.
create policy "revoked sessions upload nothing"
  on storage.objects as restrictive for insert to authenticated
  with check ((select public.caller_is_active()));

create policy "revoked sessions edit no profile"
  on public.profiles as restrictive for update to authenticated
  with check ((select public.caller_is_active()));
