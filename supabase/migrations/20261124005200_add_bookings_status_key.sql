-- The admin bookings list filters by status under the bookings row-level policy, where Postgres
-- uses an index for a filter only when its operator is leakproof. Enum equality is not, so
-- `status = any(…)` read every booking to count a filtered view (a sequential scan of 100 000
-- rows for a few hundred pending ones). status_key is the same status as C-collated text, whose
-- equality is leakproof: filtered on it, the exact count reads only the matching index entries
-- (user_id is included for the policy's check, so they are index-only). A status added to the
-- enum later needs its branch here; until then its key is null.

alter table public.bookings
  add column status_key text collate "C" generated always as (
    case status
      when 'pending' then 'pending'
      when 'confirmed' then 'confirmed'
      when 'in-progress' then 'in-progress'
      when 'completed' then 'completed'
      when 'cancelled' then 'cancelled'
    end
  ) stored;

comment on column public.bookings.status_key is
  'status as text (filled by Postgres): the admin list filters on it, since text equality may use an index under the row policy and enum equality may not.';

create index bookings_status_key_created_at_idx
  on public.bookings (status_key, created_at desc, id desc) include (user_id);
