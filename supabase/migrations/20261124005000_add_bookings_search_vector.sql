-- The admin bookings list searches by reference, customer name, phone or e-mail at 100 000
-- bookings and more. A contains-match (ilike '%…%') over four columns reads every row, and pg_trgm,
-- which would index it, is not available in every runtime this schema runs on (the embedded local
-- database loads no such extension). Instead one generated full-text column holds the searchable
-- words and a GIN index answers prefix queries over it, in any combination, without a scan.
--
-- The words, in lower case, accents removed, split on anything but a-z and 0-9 (the client side,
-- src/features/bookings-admin/api/search.ts, splits what a person types the same way):
--   customer name and e-mail       'adaeze' 'okonkwo' 'rider12' 'example' 'com'
--   reference code, bare and whole  '7f3k2q' 'eko7f3k2q'
--   phone, national number          '8031234567' '08031234567'
--   phone, reversed behind an x     'x7654321308'  (prefix of the reversal = "ends with")

alter table public.bookings
  add column search_vector tsvector generated always as (
    to_tsvector(
      'simple'::regconfig,
      regexp_replace(
        lower(
          regexp_replace(
            normalize(customer_name || ' ' || customer_email, NFD),
            '[\u0300-\u036f\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]',
            '',
            'g'
          )
        ),
        '[^a-z0-9]+',
        ' ',
        'g'
      )
      || ' ' || lower(substr(reference, 5))
      || ' eko' || lower(substr(reference, 5))
      || ' ' || substr(customer_phone, 5)
      || ' 0' || substr(customer_phone, 5)
      || ' x' || reverse(substr(customer_phone, 5))
    )
  ) stored;

comment on column public.bookings.search_vector is
  'Search words of the booking (name, e-mail, reference code, phone forms) for the admin list; filled by Postgres, read with fts(simple) prefix queries.';

create index bookings_search_vector_idx on public.bookings using gin (search_vector);
