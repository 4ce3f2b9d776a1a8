/** Catalog queries behind the schema cache; `$1` is the text[] of exposed schemas. */

export const RELATIONS_SQL = `
select n.nspname as schema, c.relname as name, c.relkind::text as kind,
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname, 'type', format_type(a.atttypid, null), 'notNull', a.attnotnull,
      'hasDefault', a.atthasdef or a.attidentity <> '', 'generated', a.attgenerated <> '',
      -- The default as PostgREST's schema cache reads it (for Prefer: missing=default): a domain's
      -- own default, nextval of a "by default" identity's sequence, none for an "always" identity
      -- or a generated column, else the column's default expression.
      'default', case
        when t.typbasetype <> 0 and ad.adbin is null then pg_get_expr(t.typdefaultbin, 0)
        when a.attidentity = 'd' then format('nextval(%L)', seq.objid::regclass)
        when a.attgenerated = 's' then null
        else pg_get_expr(ad.adbin, ad.adrelid)
      end
    ) order by a.attnum)
    from pg_attribute a
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
    left join pg_depend seq on seq.refobjid = a.attrelid and seq.refobjsubid = a.attnum and seq.deptype = 'i'
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]')::text as columns
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p')
order by n.nspname, c.relname`;

export const UNIQUE_KEYS_SQL = `
select n.nspname as schema, c.relname as table, i.indisprimary as primary,
  (select json_agg(a.attname order by k.i)
     from unnest(i.indkey::int2[]) with ordinality k(num, i)
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.num)::text as columns
from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1::text[]) and i.indisunique and i.indpred is null and i.indexprs is null`;

export const FOREIGN_KEYS_SQL = `
select con.conname as name, ns.nspname as schema, cl.relname as table,
  fns.nspname as ref_schema, fcl.relname as ref_table,
  (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(num, i)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num)::text as columns,
  (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(num, i)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num)::text as ref_columns
from pg_constraint con
join pg_class cl on cl.oid = con.conrelid join pg_namespace ns on ns.oid = cl.relnamespace
join pg_class fcl on fcl.oid = con.confrelid join pg_namespace fns on fns.oid = fcl.relnamespace
where con.contype = 'f' and (ns.nspname = any($1::text[]) or exists (
  -- Also the foreign keys of (or to) tables behind exposed views, which may sit in other schemas.
  select 1 from pg_depend d
  join pg_rewrite r on r.oid = d.objid join pg_class v on v.oid = r.ev_class
  join pg_namespace vn on vn.oid = v.relnamespace
  where d.classid = 'pg_rewrite'::regclass and d.refobjid in (con.conrelid, con.confrelid)
    and vn.nspname = any($1::text[])
))
order by con.conname`;

export const ROUTINES_SQL = `
select n.nspname as schema, p.proname as name, p.provolatile::text as volatility,
  p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void,
  format_type(p.prorettype, null) as return_type, p.pronargdefaults as defaults,
  rn.nspname as ret_schema, rc.relname as ret_name, rc.relkind::text as ret_kind, p.prorows as rows,
  an.nspname as arg_schema, ac.relname as arg_name, d.description,
  -- PostgREST's function cache keeps a function only when its parameters are all named, or it
  -- has no name for any and a single input one of type bytea, json, jsonb, text or xml.
  (select case count(*) - count(u.name)
      when 0 then true
      when 1 then (array_agg(u.type))[1] in
        ('bytea'::regtype, 'json'::regtype, 'jsonb'::regtype, 'text'::regtype, 'xml'::regtype)
      else false end
    from unnest(p.proargnames, p.proargtypes::oid[], p.proargmodes) as u(name, type, mode)
    where u.type is not null) as callable,
  coalesce((
    select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null)) order by a.attnum)
    from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
  ), '[]')::text as ret_columns,
  coalesce((
    select json_agg(json_build_object(
      'name', coalesce(p.proargnames[i], ''),
      'type', format_type(coalesce(p.proallargtypes[i], p.proargtypes[i - 1]), null),
      'mode', coalesce(p.proargmodes[i]::text, 'i')
    ) order by i)
    from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) i
  ), '[]')::text as args
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
left join pg_class rc on rc.oid = t.typrelid
left join pg_namespace rn on rn.oid = rc.relnamespace
left join pg_type at on p.pronargs = 1 and at.oid = p.proargtypes[0]
left join pg_class ac on ac.oid = at.typrelid and ac.relkind in ('r', 'v', 'm', 'f', 'p')
left join pg_namespace an on an.oid = ac.relnamespace
left join pg_description d on d.objoid = p.oid and d.classoid = 'pg_proc'::regclass and d.objsubid = 0
where n.nspname = any($1::text[]) and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
order by n.nspname, p.proname, p.oid`;

/** The stored query tree of every view in the exposed schemas, to trace its columns to base columns. */
export const VIEW_RULES_SQL = `
select c.oid::int8::text as oid, n.nspname as schema, c.relname as name, r.ev_action::text as action
from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('v', 'm') and r.ev_type = '1' and r.rulename = '_RETURN'
  and n.nspname = any($1::text[])`;

/** Names of the relations and columns a view's columns come from; `$1` is their oids (text[]). */
export const ORIGIN_COLUMNS_SQL = `
select c.oid::int8::text as oid, n.nspname as schema, c.relname as name, a.attnum, a.attname
from pg_class c join pg_namespace n on n.oid = c.relnamespace
join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where c.oid = any($1::text[]::oid[])`;
