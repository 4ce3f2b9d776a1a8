-- The admin reads bookings through the row-level policy, and Postgres lets a filter use an index
-- under such a policy only when its operator is leakproof: text and timestamp comparisons are,
-- full-text matching (@@) and enum equality are not. So the GIN-indexed search_vector of
-- 20261124005000 was read by a sequential scan of every booking on each search (0.2 s at 100 000
-- bookings on the embedded database). It is replaced by plain, C-collated search columns that a
-- prefix search reads as a leakproof range (col >= 'ada' and col < 'ada~') on a btree index, one
-- index per column, combined by a bitmap OR. Values hold only a-z, 0-9, spaces and, for the
-- e-mail, @ . _ + -, all below '~', so that range is exactly "starts with".
-- The client side that writes the ranges is src/features/bookings-admin/api/search.ts.

drop index public.bookings_search_vector_idx;
alter table public.bookings drop column search_vector;

alter table public.bookings
  -- "adaeze okonkwo": the name in lower case, accents removed, words split on anything else.
  add column search_name text collate "C" generated always as (
    btrim(regexp_replace(lower(regexp_replace(normalize(customer_name, NFD),
      '[\u0300-\u036f\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')), '[^a-z0-9]+', ' ', 'g'))
  ) stored,
  -- "okonkwo": the name's last word, so a surname alone finds the booking.
  add column search_surname text collate "C" generated always as (
    regexp_replace(
      btrim(regexp_replace(lower(regexp_replace(normalize(customer_name, NFD),
        '[\u0300-\u036f\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')), '[^a-z0-9]+', ' ', 'g')),
      '^.* ', '')
  ) stored,
  add column search_email text collate "C" generated always as (
    regexp_replace(lower(customer_email), '[^a-z0-9@._+-]+', '', 'g')
  ) stored,
  -- "7f3k2q": the reference without its EKO- prefix.
  add column search_code text collate "C" generated always as (
    lower(substr(reference, 5))
  ) stored,
  -- "8031234567" and its reversal "7654321308" (a prefix of the reversal is an "ends with").
  add column search_phone text collate "C" generated always as (
    substr(customer_phone, 5)
  ) stored,
  add column search_phone_reversed text collate "C" generated always as (
    reverse(substr(customer_phone, 5))
  ) stored;

comment on column public.bookings.search_name is
  'Customer name for the admin search: lower case, no accents, words of a-z and 0-9 (filled by Postgres).';
comment on column public.bookings.search_surname is
  'Last word of search_name, so the admin search finds a surname alone (filled by Postgres).';
comment on column public.bookings.search_email is
  'Customer e-mail in lower case for the admin search (filled by Postgres).';
comment on column public.bookings.search_code is
  'Reference code without EKO-, lower case, for the admin search (filled by Postgres).';
comment on column public.bookings.search_phone is
  'National number of the customer phone (8031234567) for the admin search (filled by Postgres).';
comment on column public.bookings.search_phone_reversed is
  'search_phone reversed: the admin search finds a number by its last digits (filled by Postgres).';

create index bookings_search_name_idx on public.bookings (search_name);
create index bookings_search_surname_idx on public.bookings (search_surname);
create index bookings_search_email_idx on public.bookings (search_email);
create index bookings_search_code_idx on public.bookings (search_code);
create index bookings_search_phone_idx on public.bookings (search_phone);
create index bookings_search_phone_reversed_idx on public.bookings (search_phone_reversed);
