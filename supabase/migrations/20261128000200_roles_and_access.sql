-- Baseline, part 2 of 17: who the caller is. The role checks every row-level policy calls
-- (is_admin, is_owner, is_driver), the operator's settings row they read (the second factor an
-- administrator must pass is set there, so the table comes first), profiles, and the account
-- helpers behind the admin-users function.

-- The operator's business settings, one row for the whole product: the commission the operator
-- keeps from a vehicle's monthly revenue (close_period reads it), the riders' free-cancellation
-- cut-off, and whether every administrator must pass two-factor authentication. Administrators
-- read and edit it (the action log records who changed what); nobody inserts or deletes: the row
-- below is the only one there will be.
create table public.operator_settings (
  id boolean primary key default true,
  commission_rate_bps integer not null default 2000,
  updated_at timestamptz not null default now(),
  free_cancellation_minutes integer not null default 60,
  require_admin_second_factor boolean not null default false,
  constraint operator_settings_single_row check (id),
  constraint operator_settings_commission_rate_bps_between_0_and_10000
    check (commission_rate_bps between 0 and 10000),
  constraint operator_settings_free_cancellation_minutes_between_0_and_1440
    check (free_cancellation_minutes between 0 and 1440)
);

insert into public.operator_settings (id) values (true);

create trigger operator_settings_set_updated_at
  before update on public.operator_settings
  for each row execute function public.set_updated_at();

comment on table public.operator_settings is
  'The operator''s business settings: exactly one row (id = true), edited by administrators.';
comment on column public.operator_settings.commission_rate_bps is
  'Share of a vehicle''s monthly revenue the operator keeps, in basis points (2000 = 20 %).';
comment on column public.operator_settings.free_cancellation_minutes is
  'Riders cancel free of charge until this many minutes before pickup (0 to 1440; default 60).';
comment on constraint operator_settings_free_cancellation_minutes_between_0_and_1440
  on public.operator_settings is
  'The free-cancellation cut-off is 0 to 1440 minutes (24 hours) before pickup.';
comment on column public.operator_settings.require_admin_second_factor is
  'When true, administrators must pass two-factor authentication (session aal2) in every session, '
  'whether or not they have enrolled a factor yet; is_admin() is false below aal2 and the app '
  'sends them to enrol (admin_second_factor_required()). Without it, is_admin() asks for aal2 only '
  'from an administrator who has verified a factor, so one who never enrolled reaches everything '
  'with a password. Off by default; a signed-in caller turns it on only from an aal2 session of '
  'their own, so nobody locks everyone out by accident.';

-- Role checks. A signed-in caller counts only while the token's session_id is still a row of
-- auth.sessions (sign-out everywhere and user deletion remove it) that has not passed its
-- not_after, and the user (the token's sub) is neither banned nor deleted; the role is read from
-- auth.users as it is now, not from the token. is_admin() also wants the session at aal2 when the
-- administrator has a verified factor or the operator requires one, read from auth.sessions.aal.
--
-- The public helpers are security definer because callers cannot read auth.sessions or
-- auth.users; each answers one boolean about the caller only, and they stay in public because
-- row-level security policies, evaluated with the caller's rights, call them. The private
-- helpers run with their caller's rights: only those definer functions and triggers reach them.
create function private.live_session_role()
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
  'the user is neither banned nor deleted; null otherwise. Privileges end the moment they are '
  'taken away: trusting the access token alone let a banned or demoted user keep every right until '
  'the token expired (up to an hour).';

revoke all on function private.live_session_role() from public, anon, authenticated;

-- The caller's session is aal2 (auth.sessions, matched on the token's session_id and sub).
create function private.session_is_aal2()
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

create function private.admin_second_factor_setting()
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

create function private.session_meets_mfa()
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
  '(operator_settings) and the caller has no verified MFA factor. The level is read from the '
  'session row (auth.sessions.aal), which GoTrue raises on verify and lowers again when the factor '
  'is removed, rather than from the token''s aal claim: like the live-session check, it follows '
  'the server and not whichever token the caller still holds.';

revoke all on function private.session_meets_mfa() from public, anon, authenticated;

create function public.is_admin()
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
  'app_metadata.role is admin, and the session is aal2 whenever they have a verified MFA factor or '
  'operator_settings.require_admin_second_factor is on. Until then a password alone reaches no '
  'admin read or write, whatever the browser shows. Read from auth.users and auth.sessions, not '
  'the token, so a banned or demoted administrator loses every right at once.';

revoke all on function public.is_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to authenticated, service_role;

create function public.is_owner()
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
  'current app_metadata.role is owner (read from auth.users, not the token, so a banned or demoted '
  'owner loses access at once).';

revoke all on function public.is_owner() from public, anon, authenticated;
grant execute on function public.is_owner() to authenticated, service_role;

create function public.is_driver()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.live_session_role() = 'driver', false)
$$;

comment on function public.is_driver() is
  'True when the caller''s session is live, the user is neither banned nor deleted, and their '
  'current app_metadata.role is driver. Follows is_admin() and is_owner(): read from auth.users as '
  'it is now, so a driver who is banned or demoted loses access at once.';

revoke all on function public.is_driver() from public, anon, authenticated;
grant execute on function public.is_driver() to authenticated, service_role;

-- Visitors (anon) and the service role hold no session that could be revoked.
create function public.caller_is_active()
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
  'whose user is banned or deleted. Guards signed-in writes: without it a banned customer could '
  'still book until their token expired.';

revoke all on function public.caller_is_active() from public, anon, authenticated;
grant execute on function public.caller_is_active() to authenticated, service_role;

-- Readable refusal for the write triggers: 401, as for any credential that no longer holds.
create function private.assert_caller_active()
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

create function public.admin_second_factor_required()
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
create function private.guard_admin_second_factor_setting()
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

-- The settings row's access, now that is_admin() exists. The second-factor column is saved like the
-- other business settings, by an administrator's update of the single row.
alter table public.operator_settings enable row level security;

create policy "admins read the operator settings"
  on public.operator_settings for select to authenticated
  using ((select public.is_admin()));
create policy "admins edit the operator settings"
  on public.operator_settings for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

revoke all on table public.operator_settings from anon, authenticated;
grant select on table public.operator_settings to authenticated;
grant update (commission_rate_bps, free_cancellation_minutes, require_admin_second_factor)
  on table public.operator_settings to authenticated;

-- One profile per auth user, created by a trigger when the user signs up.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null default '',
  phone text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_full_name_at_most_120_characters check (char_length(full_name) <= 120),
  constraint profiles_phone_nigerian_mobile_e164 check (phone ~ '^\+234[789][01][0-9]{8}$')
);

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

alter table public.profiles enable row level security;

create policy "users read their own profile, admins read all"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));
create policy "profiles are created by the sign-up trigger only"
  on public.profiles for insert to authenticated
  with check (false);
create policy "users update their own profile, admins any"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));
create policy "profiles are deleted with their user only"
  on public.profiles for delete to authenticated
  using (false);
create policy "revoked sessions edit no profile"
  on public.profiles as restrictive for update to authenticated
  with check ((select public.caller_is_active()));

revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (full_name, phone) on table public.profiles to authenticated;

comment on table public.profiles is 'Public profile of an auth user (the role lives in the JWT app_metadata, not here).';
comment on column public.profiles.id is 'The auth.users id.';
comment on column public.profiles.full_name is 'Display name, from sign-up metadata full_name.';
comment on column public.profiles.phone is 'Nigerian mobile in E.164 (+234...).';

create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name)
  values (new.id, left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), 120))
  on conflict (id) do nothing;
  return new;
end
$$;

comment on function public.handle_new_user() is 'AFTER INSERT trigger on auth.users: creates the profile row.';

revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- The admin-users edge function lists and guards accounts. GoTrue's own listing pages by creation
-- date only and cannot search by name (the name lives in profiles), and the function must know
-- whether a change would leave the operator without an administrator. Both questions are answered
-- here, in SQL, instead of fetching every user into the function.
--
-- Both functions are for the service role only: the function calls them after it has checked that
-- its caller is a live administrator. They are security definer because auth.users belongs to the
-- auth service; anon and authenticated cannot execute them.
create function public.admin_list_users(p_page integer, p_per_page integer, p_search text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_page integer := greatest(coalesce(p_page, 1), 1);
  v_per_page integer := least(greatest(coalesce(p_per_page, 20), 1), 100);
  -- The search is a substring: LIKE's own wildcards in it are matched literally.
  v_pattern text := '%' || regexp_replace(btrim(coalesce(p_search, '')), '([\\%_])', '\\\1', 'g') || '%';
  v_total bigint;
  v_users jsonb;
begin
  select count(*)
  into v_total
  from auth.users u
  left join public.profiles p on p.id = u.id
  where u.deleted_at is null
    and (u.email ilike v_pattern or coalesce(p.full_name, '') ilike v_pattern);

  select coalesce(jsonb_agg(to_jsonb(r) order by r.created_at desc, r.id), '[]'::jsonb)
  into v_users
  from (
    select
      u.id,
      u.email::text as email,
      coalesce(nullif(p.full_name, ''), u.raw_user_meta_data ->> 'full_name', '') as full_name,
      coalesce(nullif(u.raw_app_meta_data ->> 'role', ''), 'customer') as role,
      u.created_at,
      u.banned_until,
      u.last_sign_in_at
    from auth.users u
    left join public.profiles p on p.id = u.id
    where u.deleted_at is null
      and (u.email ilike v_pattern or coalesce(p.full_name, '') ilike v_pattern)
    order by u.created_at desc, u.id
    limit v_per_page
    offset (v_page - 1) * v_per_page
  ) as r;

  return jsonb_build_object('users', v_users, 'total', v_total);
end;
$$;

comment on function public.admin_list_users(integer, integer, text) is
  'One page (newest first, at most 100) of accounts whose e-mail or profile name contains '
  'p_search, with the total that match: {users: [{id, email, full_name, role, created_at, '
  'banned_until, last_sign_in_at}], total}. role is customer when app_metadata has none. For the '
  'admin-users function (service role) only.';

revoke all on function public.admin_list_users(integer, integer, text) from public, anon, authenticated;
grant execute on function public.admin_list_users(integer, integer, text) to service_role;

create function public.admin_count_other_admins(p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
  from auth.users u
  where u.raw_app_meta_data ->> 'role' = 'admin'
    and u.deleted_at is null
    and (u.banned_until is null or u.banned_until <= now())
    and u.id is distinct from p_user_id
$$;

comment on function public.admin_count_other_admins(uuid) is
  'How many active administrators (role admin, neither banned nor deleted) there are besides '
  'p_user_id; 0 means p_user_id is the last one. For the admin-users function (service role) only.';

revoke all on function public.admin_count_other_admins(uuid) from public, anon, authenticated;
grant execute on function public.admin_count_other_admins(uuid) to service_role;

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
