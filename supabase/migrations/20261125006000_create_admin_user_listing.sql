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
