-- The bookings read policy gained a third branch in 20261125001000_create_driver_accounts.sql
-- (driver_id = the caller's drivers row), so counting the admin's bookings list (PostgREST's
-- count, up to max_rows) reads driver_id besides user_id. No index held both, and Postgres fell
-- back to a sequential scan of every booking. The index the count used carries driver_id now, so
-- the count stays an index-only scan.

drop index public.bookings_user_id_created_at_idx;
create index bookings_user_id_created_at_idx
  on public.bookings (user_id, created_at desc) include (driver_id);

comment on index public.bookings_user_id_created_at_idx is
  'A customer''s bookings newest first; carries driver_id so a count under the read policy stays index-only.';
