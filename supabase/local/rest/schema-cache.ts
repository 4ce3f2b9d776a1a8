import type { Queryable } from "../db/database.ts";
import {
  FOREIGN_KEYS_SQL,
  ORIGIN_COLUMNS_SQL,
  RELATIONS_SQL,
  ROUTINES_SQL,
  UNIQUE_KEYS_SQL,
  VIEW_RULES_SQL,
} from "./schema-queries.ts";
import { arrayLiteral } from "./sql.ts";
import { viewColumnOrigins } from "./view-columns.ts";

export interface Column {
  name: string;
  type: string;
  notNull?: boolean;
  hasDefault?: boolean;
  generated?: boolean;
}

/** A table, view or function result: anything rows can be selected from. */
export interface Relation {
  schema: string;
  name: string;
  kind: string;
  columns: Column[];
  columnsByName: Map<string, Column>;
  primaryKey: string[];
  uniqueKeys: string[][];
  /** Functions taking this relation's row type, usable as columns (PostgREST's computed fields). */
  computedFields?: Map<string, ComputedField>;
}

/** A function `schema.name(relation)` read as a virtual column of the relation. */
export interface ComputedField {
  schema: string;
  name: string;
  /** The relation whose row type it takes, for the argument's cast. */
  argSchema: string;
  argName: string;
}

/** A function `f(parent) returns [setof] target`: an embeddable relationship (PostgREST's computed relationship). */
export interface ComputedRelationship extends ComputedField {
  target: Relation;
  /** Not set-returning, or declared `rows 1`. */
  toOne: boolean;
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
  /** The referencing columns are unique in their (base) table: a one-to-one relationship. */
  oneToOne: boolean;
}

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  params: RoutineParam[];
  volatility: "i" | "s" | "v";
  returnsSet: boolean;
  returns: "void" | "scalar" | "composite";
  /** For composite results: the row shape, and the table or view it is, when it is one. */
  resultRelation?: Relation;
}

export interface SchemaCache {
  schemas: string[];
  relation(schema: string, name: string): Relation | undefined;
  relationsIn(schema: string): Relation[];
  /** Foreign keys from or to the relation, including those views inherit from their base tables. */
  foreignKeysTouching(schema: string, table: string): ForeignKey[];
  computedRelationships(schema: string, table: string): ComputedRelationship[];
  routines(schema: string, name: string): Routine[];
  routinesIn(schema: string): Routine[];
}

const key = (schema: string, name: string) => `${schema}\u0000${name}`;

export function makeRelation(
  schema: string,
  name: string,
  kind: string,
  columns: Column[],
): Relation {
  return {
    schema,
    name,
    kind,
    columns,
    columnsByName: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [],
    uniqueKeys: [],
  };
}

// format_type(oid, null) spells bpchar as "character", which as a declared type means char(1).
const declarable = (type: string) => (type === "character" ? "bpchar" : type);

export async function loadSchemaCache(
  db: Queryable,
  schemas: string[],
): Promise<SchemaCache> {
  const args = [arrayLiteral(schemas)];
  type Row = Record<string, string | boolean | number | null>;
  const [relRows, keyRows, fkRows, fnRows, viewRows] = await Promise.all(
    [
      RELATIONS_SQL,
      UNIQUE_KEYS_SQL,
      FOREIGN_KEYS_SQL,
      ROUTINES_SQL,
      VIEW_RULES_SQL,
    ].map(async (sql) => (await db.query<Row>(sql, args)).rows),
  );
  const relations = new Map<string, Relation>();
  for (const r of relRows!) {
    const rel = makeRelation(
      String(r.schema),
      String(r.name),
      String(r.kind),
      JSON.parse(String(r.columns)) as Column[],
    );
    relations.set(key(rel.schema, rel.name), rel);
  }
  for (const k of keyRows!) {
    const rel = relations.get(key(String(k.schema), String(k.table)));
    const columns = JSON.parse(String(k.columns ?? "[]")) as string[];
    if (!rel || columns.length === 0) continue;
    rel.uniqueKeys.push(columns);
    if (k.primary) rel.primaryKey = columns;
  }
  const baseForeignKeys: ForeignKey[] = fkRows!.map((f) => {
    const columns = JSON.parse(String(f.columns)) as string[];
    const table = relations.get(key(String(f.schema), String(f.table)));
    return {
      name: String(f.name),
      schema: String(f.schema),
      table: String(f.table),
      columns,
      refSchema: String(f.ref_schema),
      refTable: String(f.ref_table),
      refColumns: JSON.parse(String(f.ref_columns)) as string[],
      oneToOne: table ? isUniqueIn(table, columns) : false,
    };
  });
  const views = await loadViewBaseColumns(db, viewRows!);
  addViewPrimaryKeys(views, relations);
  const foreignKeys = [
    ...baseForeignKeys,
    ...baseForeignKeys.flatMap((fk) => viewForeignKeys(fk, views)),
  ];
  const routines = new Map<string, Routine[]>();
  const computed = new Map<string, ComputedRelationship[]>();
  for (const row of fnRows!) {
    const routine = toRoutine(row, relations);
    const list = routines.get(key(routine.schema, routine.name)) ?? [];
    list.push(routine);
    routines.set(key(routine.schema, routine.name), list);
    addComputed(row, routine, relations, computed);
  }
  return {
    schemas,
    relation: (schema, name) => relations.get(key(schema, name)),
    relationsIn: (schema) =>
      [...relations.values()].filter((r) => r.schema === schema),
    foreignKeysTouching: (schema, table) =>
      foreignKeys.filter(
        (fk) =>
          (fk.schema === schema && fk.table === table) ||
          (fk.refSchema === schema && fk.refTable === table),
      ),
    computedRelationships: (schema, table) =>
      computed.get(key(schema, table)) ?? [],
    routines: (schema, name) => routines.get(key(schema, name)) ?? [],
    routinesIn: (schema) =>
      [...routines.values()].flat().filter((r) => r.schema === schema),
  };
}

interface ArgRow {
  name: string;
  type: string;
  mode: string;
}

function toRoutine(
  row: Record<string, unknown>,
  relations: Map<string, Relation>,
): Routine {
  const args = JSON.parse(String(row.args)) as ArgRow[];
  const inArgs = args.filter(
    (a) => a.mode === "i" || a.mode === "b" || a.mode === "v",
  );
  const outArgs = args.filter(
    (a) => a.mode === "o" || a.mode === "b" || a.mode === "t",
  );
  const defaults = Number(row.defaults ?? 0);
  const params = inArgs.map((a, i) => ({
    name: a.name,
    type: declarable(a.type),
    hasDefault: i >= inArgs.length - defaults,
    variadic: a.mode === "v",
  }));
  const base = {
    schema: String(row.schema),
    name: String(row.name),
    params,
    volatility: String(row.volatility) as Routine["volatility"],
    returnsSet: Boolean(row.returns_set),
  };
  if (row.returns_void) return { ...base, returns: "void" };
  if (row.ret_name) {
    const exposed = relations.get(
      key(String(row.ret_schema), String(row.ret_name)),
    );
    const columns = JSON.parse(String(row.ret_columns)) as Column[];
    const shape =
      exposed ??
      makeRelation(String(row.ret_schema), String(row.ret_name), "c", columns);
    return { ...base, returns: "composite", resultRelation: shape };
  }
  if (row.return_type === "record" && outArgs.length > 0) {
    const columns = outArgs.map((a) => ({ name: a.name, type: a.type }));
    return {
      ...base,
      returns: "composite",
      resultRelation: makeRelation(base.schema, base.name, "c", columns),
    };
  }
  return { ...base, returns: "scalar" };
}

const isUniqueIn = (rel: Relation, columns: string[]) =>
  rel.uniqueKeys.some(
    (k) => k.length === columns.length && k.every((c) => columns.includes(c)),
  );

/**
 * As PostgREST does: a function whose only parameter is a relation's row type is a computed
 * field of that relation, or, when it returns rows of an exposed table or view, a computed
 * relationship (to-one when it is not set-returning or is declared `rows 1`).
 */
function addComputed(
  row: Record<string, unknown>,
  routine: Routine,
  relations: Map<string, Relation>,
  computed: Map<string, ComputedRelationship[]>,
): void {
  if (row.arg_schema === null || row.arg_name === null) return;
  const parent = relations.get(
    key(String(row.arg_schema), String(row.arg_name)),
  );
  if (!parent || routine.params.length !== 1) return;
  const field: ComputedField = {
    schema: routine.schema,
    name: routine.name,
    argSchema: parent.schema,
    argName: parent.name,
  };
  const target = routine.resultRelation;
  if (target && target.kind !== "c") {
    const list = computed.get(key(parent.schema, parent.name)) ?? [];
    const toOne = !routine.returnsSet || Number(row.rows) === 1;
    list.push({ ...field, target, toOne });
    computed.set(key(parent.schema, parent.name), list);
    return;
  }
  parent.computedFields ??= new Map();
  parent.computedFields.set(routine.name, field);
}

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
async function loadViewBaseColumns(
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
function addViewPrimaryKeys(
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
function viewForeignKeys(fk: ForeignKey, views: ViewBase[]): ForeignKey[] {
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
