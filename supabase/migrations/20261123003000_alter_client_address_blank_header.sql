-- A blank CF-Connecting-IP header no longer hides the gateway's X-Forwarded-For entry: each header
-- is trimmed and ignored when empty before falling back to the next.

create or replace function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select left(coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    nullif(btrim(substring(h ->> 'x-forwarded-for' from '([^,]*)$')), '')
  ), 100)
  from (select nullif(current_setting('request.headers', true), '')::json as h) as request
$$;

comment on function private.client_address() is
  'The client''s address: CF-Connecting-IP when present and not blank, else the last '
  'X-Forwarded-For entry (the one the gateway appended); null without either.';
