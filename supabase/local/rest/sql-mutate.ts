import type { Relation } from "./schema-types.ts";
import { ident, literal, qualified, type Params } from "./sql.ts";

/** The rows of an insert and the payload columns it sets. */
export interface InsertGroup {
  columns: string[];
  rows: Record<string, unknown>[];
  /**
   * `Prefer: missing=default`: the payload columns' defaults (name and expression), merged under
   * each row before it is read, as PostgREST's `jsonb_build_object(…) || elem` does. Every
   * default is evaluated once per row, also for rows that set the column (a sequence advances).
   */
  defaults?: { column: string; expression: string }[];
}

export interface Conflict {
  columns: string[];
  action: "merge" | "ignore";
  /**
   * What a merge sets from EXCLUDED: every payload column, also for rows that lack some. With
   * `missing=default` a lacking column's EXCLUDED value is its default, so the existing row takes
   * the default too (as PostgREST's `SET col = EXCLUDED.col` over all payload columns does).
   */
  set: string[];
}

export const TARGET = "_u";

/** What each mutated row reports: the whole row for a representation, else just that it exists. */
function returning(returnRows: boolean, flagInserted: boolean): string {
  const parts = [returnRows ? `${TARGET}.*` : '1 as "_one"'];
  // A row an upsert inserted has no locker yet; one it updated carries this transaction's id.
  if (flagInserted) parts.push(`(${TARGET}.xmax = 0) as "_inserted"`);
  return `returning ${parts.join(", ")}`;
}

/**
 * INSERT … SELECT from json_populate_recordset, one CTE per column group, so Postgres converts
 * JSON to column types itself (arrays, json, enums, ranges) and absent columns take defaults.
 */
export function insertCtes(
  relation: Relation,
  groups: InsertGroup[],
  conflict: Conflict | undefined,
  returnRows: boolean,
  params: Params,
): string[] {
  const table = qualified(relation.schema, relation.name);
  return groups.map((group, i) => {
    const columns = group.columns.map(ident).join(", ");
    let sql = `insert into ${table} as ${TARGET}${columns ? ` (${columns})` : ""} select ${columns} from ${rowSource(table, group, params)}`;
    if (conflict) {
      const target = conflict.columns.map(ident).join(", ");
      const updates = conflict.set
        .map((c) => `${ident(c)} = excluded.${ident(c)}`)
        .join(", ");
      sql +=
        conflict.action === "merge" && updates
          ? ` on conflict (${target}) do update set ${updates}`
          : ` on conflict (${target}) do nothing`;
    }
    return `"_m${i}" as (${sql} ${returning(returnRows, conflict?.action === "merge")})`;
  });
}

function rowSource(table: string, group: InsertGroup, params: Params): string {
  const payload = params.add(JSON.stringify(group.rows));
  if (!group.defaults?.length)
    return `json_populate_recordset(null::${table}, ${payload}::json)`;
  const defaults = group.defaults
    .map((d) => `${literal(d.column)}, ${d.expression}`)
    .join(", ");
  const rows = `(select coalesce(jsonb_agg(jsonb_build_object(${defaults}) || _e), '[]') from jsonb_array_elements(${payload}::jsonb) as _e)`;
  return `jsonb_populate_recordset(null::${table}, ${rows})`;
}

export function updateCte(
  relation: Relation,
  columns: string[],
  body: unknown,
  where: string[],
  returnRows: boolean,
  params: Params,
): string {
  const table = qualified(relation.schema, relation.name);
  if (columns.length === 0) {
    // Nothing to set: PostgREST answers as if no row matched.
    return `"_m0" as (select ${returnRows ? `${TARGET}.*` : '1 as "_one"'} from ${table} as ${TARGET} where false)`;
  }
  const sets = columns.map((c) => `${ident(c)} = _b.${ident(c)}`).join(", ");
  const source = `(select * from json_populate_record(null::${table}, ${params.add(JSON.stringify(body))}::json)) as _b`;
  const filter = where.length > 0 ? ` where ${where.join(" and ")}` : "";
  return `"_m0" as (update ${table} as ${TARGET} set ${sets} from ${source}${filter} ${returning(returnRows, false)})`;
}

export function deleteCte(
  relation: Relation,
  where: string[],
  returnRows: boolean,
): string {
  const filter = where.length > 0 ? ` where ${where.join(" and ")}` : "";
  return `"_m0" as (delete from ${qualified(relation.schema, relation.name)} as ${TARGET}${filter} ${returning(returnRows, false)})`;
}

/** Joins the mutation CTEs into one relation `_mutated` the representation is selected from. */
export function withMutated(ctes: string[]): string {
  const union =
    ctes.length === 0
      ? "select null where false"
      : ctes.map((_, i) => `select * from "_m${i}"`).join(" union all ");
  return `with ${[...ctes, `"_mutated" as (${union})`].join(", ")}`;
}
