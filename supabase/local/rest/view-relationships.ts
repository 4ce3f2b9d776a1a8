import type { Queryable } from "../db/database.ts";
import { ORIGIN_COLUMNS_SQL } from "./schema-queries.ts";
import {
  relationKey as key,
  type ForeignKey,
  type Relation,
} from "./schema-types.ts";
import { arrayLiteral } from "./sql.ts";
import { viewColumnOrigins } from "./view-columns.ts";

/**
 * What views inherit from the tables they show, as PostgREST derives it: each view column traced
 * to a base table column (through views over views), the base table's primary key when the view
 * shows all of it, and the base tables' foreign keys restated between views and tables.
 */

/** A view column and the base table column it shows. */
interface ViewColumn {
  column: string;
  baseSchema: string;
  baseTable: string;
  baseColumn: string;
}

interface ViewBase {
  schema: string;
  name: string;
  columns: ViewColumn[];
}

/** Traces every view's columns to base table columns, through views over views. */
export async function loadViewBaseColumns(
  db: Queryable,
  rows: Record<string, unknown>[],
): Promise<ViewBase[]> {
  const byOid = new Map(
    rows.map((r) => [
      String(r.oid),
      {
        schema: String(r.schema),
        name: String(r.name),
        origins: viewColumnOrigins(String(r.action)),
      },
    ]),
  );
  const trace = (
    oid: string,
    attnum: number,
    depth = 0,
  ): [string, number] | null => {
    const view = byOid.get(oid);
    if (!view) return [oid, attnum];
    if (depth > 16) return null;
    const origin = view.origins.find((o) => o.position === attnum);
    return origin
      ? trace(origin.originOid, origin.originColumn, depth + 1)
      : null;
  };
  const traced = [...byOid.values()].map((view) => ({
    view,
    columns: view.origins.flatMap((o) => {
      const base = trace(o.originOid, o.originColumn);
      return base ? [{ column: o.column, base }] : [];
    }),
  }));
  const oids = [
    ...new Set(traced.flatMap((t) => t.columns.map((c) => c.base[0]))),
  ];
  if (oids.length === 0) return [];
  const names = new Map<
    string,
    { schema: string; name: string; column: string }
  >();
  const { rows: attrs } = await db.query<Record<string, unknown>>(
    ORIGIN_COLUMNS_SQL,
    [arrayLiteral(oids)],
  );
  for (const a of attrs) {
    names.set(`${String(a.oid)}:${Number(a.attnum)}`, {
      schema: String(a.schema),
      name: String(a.name),
      column: String(a.attname),
    });
  }
  return traced.map(({ view, columns }) => ({
    schema: view.schema,
    name: view.name,
    columns: columns.flatMap(({ column, base }) => {
      const origin = names.get(`${base[0]}:${base[1]}`);
      if (!origin) return [];
      return [
        {
          column,
          baseSchema: origin.schema,
          baseTable: origin.name,
          baseColumn: origin.column,
        },
      ];
    }),
  }));
}

/** The view columns showing every one of `columns` of a base table, in order, if the view has them all. */
function viewColumnsFor(
  view: ViewBase,
  schema: string,
  table: string,
  columns: string[],
): string[] | null {
  const mapped = columns.map(
    (c) =>
      view.columns.find(
        (v) =>
          v.baseSchema === schema &&
          v.baseTable === table &&
          v.baseColumn === c,
      )?.column,
  );
  return mapped.every((c) => c !== undefined) ? (mapped as string[]) : null;
}

/**
 * As PostgREST does: a view showing every primary key column of one of its base tables has
 * that primary key (used for junctions, the Location header and upsert conflicts).
 */
export function addViewPrimaryKeys(
  views: ViewBase[],
  relations: Map<string, Relation>,
): void {
  for (const view of views) {
    const rel = relations.get(key(view.schema, view.name));
    if (!rel || rel.primaryKey.length > 0) continue;
    const bases = new Set(
      view.columns.map((c) => key(c.baseSchema, c.baseTable)),
    );
    for (const baseKey of bases) {
      const base = relations.get(baseKey);
      if (!base || base.primaryKey.length === 0) continue;
      const mapped = viewColumnsFor(
        view,
        base.schema,
        base.name,
        base.primaryKey,
      );
      if (!mapped) continue;
      rel.primaryKey = mapped;
      rel.uniqueKeys.push(mapped);
      break;
    }
  }
}

/**
 * As PostgREST does: a view showing a foreign key's columns (or the columns it references)
 * takes part in that foreign key, from either end and between views.
 */
export function viewForeignKeys(
  fk: ForeignKey,
  views: ViewBase[],
): ForeignKey[] {
  const ends = (schema: string, table: string, columns: string[]) => [
    { schema, table, columns, isBase: true },
    ...views.flatMap((view) => {
      const mapped = viewColumnsFor(view, schema, table, columns);
      return mapped
        ? [
            {
              schema: view.schema,
              table: view.name,
              columns: mapped,
              isBase: false,
            },
          ]
        : [];
    }),
  ];
  const derived: ForeignKey[] = [];
  for (const from of ends(fk.schema, fk.table, fk.columns)) {
    for (const to of ends(fk.refSchema, fk.refTable, fk.refColumns)) {
      if (from.isBase && to.isBase) continue;
      derived.push({
        ...fk,
        schema: from.schema,
        table: from.table,
        columns: from.columns,
        refSchema: to.schema,
        refTable: to.table,
        refColumns: to.columns,
      });
    }
  }
  return derived;
}
