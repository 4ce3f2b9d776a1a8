-- list_public_fleet: the public Our Fleet page. Vehicles are not readable by the public (the row
-- holds the owner's identity), so this security-definer function hands out only what the page
-- shows: model, seats, class, status, images and description, ordered by service class (standard,
-- premium, airport_hotel, corporate) then model.

create or replace function public.list_public_fleet()
returns table (
  id uuid,
  model text,
  seating_capacity int,
  service_class public.service_type,
  status public.vehicle_status,
  images text[],
  description text
)
language sql
stable
security definer
set search_path = ''
as $$
  select f.id, f.model, f.seating_capacity, f.service_class, f.status, f.images, f.description
  from public.fleets f
  order by f.service_class, f.model, f.id
$$;

comment on function public.list_public_fleet() is
  'Public Our Fleet list: id, model, seating_capacity, service_class, status, images, description '
  '(never the owner), ordered by service class then model. Callable by anyone.';

revoke execute on function public.list_public_fleet() from public, anon, authenticated;
grant execute on function public.list_public_fleet() to anon, authenticated, service_role;
