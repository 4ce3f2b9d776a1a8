import type { Queryable } from "../db/database.ts";
import {
  FOREIGN_KEYS_SQL,
  RELATIONS_SQL,
  ROUTINES_SQL,
  UNIQUE_KEYS_SQL,
} from "./schema-queries.ts";
import { arrayLiteral } from "./sql.ts";

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
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
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
  foreignKeysTouching(schema: string, table: string): ForeignKey[];
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
  const [relRows, keyRows, fkRows, fnRows] = await Promise.all(
    [RELATIONS_SQL, UNIQUE_KEYS_SQL, FOREIGN_KEYS_SQL, ROUTINES_SQL].map(
      async (sql) => (await db.query<Row>(sql, args)).rows,
    ),
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
  const foreignKeys: ForeignKey[] = fkRows!.map((f) => ({
    name: String(f.name),
    schema: String(f.schema),
    table: String(f.table),
    columns: JSON.parse(String(f.columns)) as string[],
    refSchema: String(f.ref_schema),
    refTable: String(f.ref_table),
    refColumns: JSON.parse(String(f.ref_columns)) as string[],
  }));
  const routines = new Map<string, Routine[]>();
  for (const row of fnRows!) {
    const routine = toRoutine(row, relations);
    const list = routines.get(key(routine.schema, routine.name)) ?? [];
    list.push(routine);
    routines.set(key(routine.schema, routine.name), list);
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
