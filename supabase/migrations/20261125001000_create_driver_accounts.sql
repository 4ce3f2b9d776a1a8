-- Drivers sign in. A user whose app_metadata.role is 'driver' is linked to one drivers row by
-- drivers.user_id (an administrator invites them from the driver's card). Signed in, a driver
-- reads their own drivers row, the bookings assigned to them and the vehicle assigned to them
-- (with its live position), and writes nothing directly: positions go through report_position
-- and trip steps through driver_trip_step, both security definer.
--
-- is_driver() follows is_admin() and is_owner(): the session must be live and the role is read
-- from auth.users as it is now, so a driver who is banned or demoted loses access at once.
--
-- The select policies stay one per table (the advisors warn about several permissive ones) and
-- find the caller's drivers row through a subquery that the drivers policy itself filters, so
-- the lookup needs no function outside the API's reach. The admin bookings list's covering index
-- gains driver_id, which the policy now reads, so its filtered counts stay index-only.

alter table public.drivers
  add column user_id uuid references auth.users (id) on delete set null,
  add constraint drivers_user_id_key unique (user_id);

comment on column public.drivers.user_id is
  'The driver''s login (role driver), set when an administrator invites them; null until then. '
  'One login per driver.';

create or replace function public.is_driver()
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
  'current app_metadata.role is driver.';

revoke all on function public.is_driver() from public, anon, authenticated;
grant execute on function public.is_driver() to authenticated, service_role;

-- Runs with its caller's rights: only the security definer driver functions reach it.
create or replace function private.current_driver_id()
returns uuid
language sql
stable
security invoker
set search_path = ''
as $$
  select d.id
  from public.drivers d
  where d.user_id = (select auth.uid())
    and public.is_driver()
$$;

comment on function private.current_driver_id() is
  'drivers.id of the caller when they are signed in as a driver (live session, role driver) and '
  'linked to a drivers row; null otherwise.';

revoke all on function private.current_driver_id() from public, anon, authenticated;

drop policy "admins read drivers" on public.drivers;
create policy "admins read drivers, drivers read their own"
  on public.drivers for select to authenticated
  using (
    (select public.is_admin())
    or (user_id = (select auth.uid()) and (select public.is_driver()))
  );

drop policy "customers read their own bookings, admins read all" on public.bookings;
create policy "customers read their own bookings, drivers the ones assigned to them, admins all"
  on public.bookings for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select public.is_admin())
    or driver_id = (select d.id from public.drivers d where d.user_id = (select auth.uid()))
  );

drop policy "admins read all vehicles, owners read their own" on public.fleets;
create policy "admins read all vehicles, owners their own, drivers the one assigned to them"
  on public.fleets for select to authenticated
  using (
    (select public.is_admin())
    or owner_id = (select auth.uid())
    or id = (select d.assigned_vehicle_id from public.drivers d where d.user_id = (select auth.uid()))
  );

drop policy "admins read vehicle positions" on public.vehicle_positions;
create policy "admins read vehicle positions, drivers their own vehicle's"
  on public.vehicle_positions for select to authenticated
  using (
    (select public.is_admin())
    or vehicle_id = (select d.assigned_vehicle_id from public.drivers d where d.user_id = (select auth.uid()))
  );

drop index public.bookings_status_key_created_at_idx;
create index bookings_status_key_created_at_idx
  on public.bookings (status_key, created_at desc, id desc) include (user_id, driver_id);
