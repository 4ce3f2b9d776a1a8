-- Riders rate a completed ride once, 1 to 5 stars with an optional comment, through rate_ride
-- (20261126001300). The driver's rating is the average of their ratings and rating_count how many
-- there are, both kept by a trigger on this table.
--
-- Reading: administrators read every rating; a customer reads the ratings of their own bookings.
-- Writing: only rate_ride adds a rating. Administrators moderate: they may blank out an abusive
-- comment (the stars stay) or remove a rating altogether; the driver's average follows.
--
-- With no ratings at all (a new driver, or after the last one was removed) drivers.rating keeps
-- its value (5.0 for a new driver, the column default) and rating_count is 0: readers show such a
-- driver as new rather than as a 5.0 (ride_status answers driver_rating null then).

create table public.ride_ratings (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  driver_id uuid references public.drivers (id) on delete set null,
  rating smallint not null,
  comment text,
  created_at timestamptz not null default now(),
  constraint ride_ratings_rating_between_1_and_5 check (rating between 1 and 5),
  constraint ride_ratings_comment_not_blank check (comment ~ '\S'),
  constraint ride_ratings_comment_at_most_500_characters check (char_length(comment) <= 500)
);

create index ride_ratings_driver_id_idx on public.ride_ratings (driver_id);

alter table public.ride_ratings enable row level security;

-- One read policy (two permissive ones would each be evaluated for every row).
create policy "customers read the ratings of their own rides, admins read all"
  on public.ride_ratings for select to authenticated
  using (
    (select public.is_admin())
    or exists (
      select 1 from public.bookings b
      where b.id = ride_ratings.booking_id and b.user_id = (select auth.uid())
    )
  );
create policy "admins moderate ride rating comments"
  on public.ride_ratings for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins remove ride ratings"
  on public.ride_ratings for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.ride_ratings from anon, authenticated;
grant select, delete on table public.ride_ratings to authenticated;
grant update (comment) on table public.ride_ratings to authenticated;
grant select, insert, update, delete on table public.ride_ratings to service_role;

comment on table public.ride_ratings is
  'One rating per completed booking, by its rider through rate_ride: 1 to 5 and an optional comment.';
comment on column public.ride_ratings.driver_id is 'The driver of the rated trip, when it was rated.';
comment on column public.ride_ratings.rating is 'Stars, a whole number from 1 to 5.';
comment on column public.ride_ratings.comment is 'Optional words from the rider, at most 500 characters.';

-- drivers.rating (average, one decimal) and drivers.rating_count follow the ratings.
create function private.refresh_driver_rating(p_driver_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.drivers d
  set rating = coalesce(s.average, d.rating),
      rating_count = s.total
  from (
    select round(avg(r.rating), 1) as average, count(*)::int as total
    from public.ride_ratings r
    where r.driver_id = p_driver_id
  ) as s
  where d.id = p_driver_id
    and (d.rating is distinct from coalesce(s.average, d.rating) or d.rating_count <> s.total);
$$;

comment on function private.refresh_driver_rating(uuid) is
  'Sets the driver''s rating to the average of their ride ratings (one decimal) and rating_count '
  'to their number; with no ratings the rating keeps its value and the count is 0.';

revoke all on function private.refresh_driver_rating(uuid) from public, anon, authenticated;

create function private.keep_driver_rating()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.driver_id is not null and (
    tg_op = 'DELETE' or new.driver_id is distinct from old.driver_id or new.rating <> old.rating
  ) then
    perform private.refresh_driver_rating(old.driver_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.driver_id is not null
    and (tg_op = 'INSERT' or new.driver_id is distinct from old.driver_id or new.rating <> old.rating) then
    perform private.refresh_driver_rating(new.driver_id);
  end if;
  return null;
end;
$$;

comment on function private.keep_driver_rating() is
  'AFTER INSERT/UPDATE/DELETE trigger on ride_ratings: refreshes the rated drivers'' rating and '
  'rating_count.';

revoke all on function private.keep_driver_rating() from public, anon, authenticated;

create trigger ride_ratings_keep_driver_rating
  after insert or update or delete on public.ride_ratings
  for each row execute function private.keep_driver_rating();
