-- How typed place text finds a known place, in one function that quote_fare (and so
-- create_booking) uses. Before, only an exact name, slug or alias matched, so "Murtala Muhammed
-- International Airport" (the name without its "(MMIA)"), "Eko Hotel and Suites" or "Int'l" were
-- unknown places. Now text and places are compared by a match key that ignores what customers vary
-- without meaning another place:
--
--   * case, accents and other diacritics (Ìkòyí = Ikoyi), spacing and punctuation (MMA 2 = MMA2,
--     V.I. = VI, Lekki-Ikoyi = Lekki Ikoyi), "&" written as "and", a leading "the", a trailing
--     "Lagos" or "Nigeria";
--   * common spellings: Mohammed / Mohamed / Muhammad … = Muhammed, Int'l / Intl / Int =
--     International, Center = Centre.
--
-- A place matches on its name, its name without a bracketed part ("… Airport (MMIA)"), its slug or
-- any alias. When the whole text matches nothing, the part before the first comma is tried
-- ("Eko Hotel, VI"), as the booking page's prefill does. Each place keeps the keys of all of these
-- in places.match_keys (generated, GIN-indexed), so a lookup computes one key, not hundreds.

create function public.place_match_key(p_text text)
returns text
language plpgsql
immutable
strict
security invoker
set search_path = ''
as $$
declare
  -- Compatibility decomposition splits accented letters into letter + combining mark.
  v_key text := lower(regexp_replace(normalize(p_text, NFKD), '[\u0300-\u036f]', '', 'g'));
begin
  v_key := regexp_replace(v_key, '[''`´‘’]', '', 'g');
  v_key := replace(v_key, '&', ' and ');
  v_key := btrim(regexp_replace(v_key, '[^a-z0-9]+', ' ', 'g'));
  v_key := regexp_replace(v_key, '\m(mohammed|mohamed|mohammad|mohamad|muhammad|muhamed|muhamad)\M', 'muhammed', 'g');
  v_key := regexp_replace(v_key, '\m(intl|int)\M', 'international', 'g');
  v_key := regexp_replace(v_key, '\mcenter\M', 'centre', 'g');
  v_key := regexp_replace(v_key, '^the (.)', '\1');
  v_key := regexp_replace(v_key, '(.) nigeria$', '\1');
  v_key := regexp_replace(v_key, '(.) lagos$', '\1');
  return replace(v_key, ' ', '');
end;
$$;

comment on function public.place_match_key(text) is
  'The key place text is compared by: lower case without diacritics, spaces or punctuation; & = '
  'and; a leading "the" and a trailing "Lagos"/"Nigeria" dropped; Mohammed/Muhammad… = Muhammed, '
  'Int''l/Intl/Int = International, Center = Centre. Null for null.';

create function public.place_match_keys(p_name text, p_slug text, p_aliases text[])
returns text[]
language sql
immutable
security invoker
set search_path = ''
as $$
  select coalesce(array_agg(distinct k order by k) filter (where k <> ''), '{}')
  from unnest(
    array[p_name, regexp_replace(p_name, '\([^)]*\)', ' ', 'g'), p_slug] || coalesce(p_aliases, '{}')
  ) as t (label)
  cross join lateral (select public.place_match_key(t.label) as k) as keyed
$$;

comment on function public.place_match_keys(text, text, text[]) is
  'The match keys of a place: of its name, its name without a bracketed part, its slug and each alias.';

alter table public.places
  add column match_keys text[] not null
    generated always as (public.place_match_keys(name, slug, aliases)) stored;

create index places_match_keys_idx on public.places using gin (match_keys);

comment on column public.places.match_keys is
  'place_match_key() of the name, the name without its bracketed part, the slug and every alias '
  '(generated): what resolve_place() compares typed text with.';

create function public.resolve_place(p_text text)
returns setof public.places
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_text text := btrim(coalesce(p_text, ''));
  v_candidates text[];
  v_candidate text;
  v_key text;
begin
  if v_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return query select p.* from public.places p where p.id = v_text::uuid;
    if found then
      return;
    end if;
  end if;

  v_candidates := array[v_text];
  if position(',' in v_text) > 0 then
    v_candidates := v_candidates || split_part(v_text, ',', 1);
  end if;
  foreach v_candidate in array v_candidates loop
    v_key := public.place_match_key(v_candidate);
    continue when v_key = '';
    return query
      select p.*
      from public.places p
      where p.match_keys @> array[v_key]
      order by
        public.place_match_key(p.name) = v_key desc,
        public.place_match_key(regexp_replace(p.name, '\([^)]*\)', ' ', 'g')) = v_key desc,
        public.place_match_key(p.slug) = v_key desc,
        p.slug
      limit 1;
    if found then
      return;
    end if;
  end loop;
end;
$$;

comment on function public.resolve_place(text) is
  'The known place that typed text means: a place id, or a name, bracket-less name, slug or alias '
  'with the same place_match_key(); failing that, the text before the first comma. No row when '
  'none matches. A name match wins over a slug match, which wins over an alias.';

-- quote_fare runs with the caller's rights, anonymous visitors included; both only read places.
-- Writers of places (administrators) compute the generated keys.
revoke execute on function public.place_match_key(text) from public, anon, authenticated;
revoke execute on function public.place_match_keys(text, text, text[]) from public, anon, authenticated;
revoke execute on function public.resolve_place(text) from public, anon, authenticated;
grant execute on function public.place_match_key(text) to anon, authenticated, service_role;
grant execute on function public.place_match_keys(text, text, text[]) to authenticated, service_role;
grant execute on function public.resolve_place(text) to anon, authenticated, service_role;
