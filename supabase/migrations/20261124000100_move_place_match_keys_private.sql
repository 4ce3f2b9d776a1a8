-- place_match_keys() took an array and was exposed to signed-in callers, who could call it over
-- GET with an array literal such as `[9007199254740991]`: PostgreSQL 17 refuses that bound with
-- 54000, which the API answers as a 500. Only the table needs the function, so it moves to the
-- private schema and a trigger fills places.match_keys instead of a generated column (a generated
-- column makes every writer of places need EXECUTE on it). The trigger overwrites whatever a
-- writer sends, so the column keeps meaning exactly what the generated one did.

alter table public.places alter column match_keys drop expression;

drop function public.place_match_keys(text, text, text[]);

create function private.place_match_keys(p_name text, p_slug text, p_aliases text[])
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

comment on function private.place_match_keys(text, text, text[]) is
  'The match keys of a place: of its name, its name without a bracketed part, its slug and each alias.';

revoke execute on function private.place_match_keys(text, text, text[]) from public, anon, authenticated;

create function private.set_place_match_keys()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.match_keys := private.place_match_keys(new.name, new.slug, new.aliases);
  return new;
end;
$$;

comment on function private.set_place_match_keys() is
  'Fills places.match_keys from the row''s name, slug and aliases on every write.';

revoke execute on function private.set_place_match_keys() from public, anon, authenticated;

create trigger places_set_match_keys
  before insert or update on public.places
  for each row execute function private.set_place_match_keys();

comment on column public.places.match_keys is
  'place_match_key() of the name, the name without its bracketed part, the slug and every alias; '
  '(kept by a trigger, whatever a writer sends): what resolve_place() compares typed text with.';
