import type { Queryable } from "../db/database.ts";
import {
  FOREIGN_KEYS_SQL,
  RELATIONS_SQL,
  ROUTINES_SQL,
  UNIQUE_KEYS_SQL,
  VIEW_RULES_SQL,
} from "./schema-queries.ts";
import {
  relationKey,
  type Column,
  type ComputedField,
  type ComputedRelationship,
  type ForeignKey,
  type Relation,
  type Routine,
  type SchemaCache,
} from "./schema-types.ts";
import { arrayLiteral } from "./sql.ts";
import {
  addViewPrimaryKeys,
  loadViewBaseColumns,
  viewForeignKeys,
} from "./view-relationships.ts";

const key = relationKey;

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
    pgType: a.type,
    hasDefault: i >= inArgs.length - defaults,
    variadic: a.mode === "v",
  }));
  const base = {
    schema: String(row.schema),
    name: String(row.name),
    params,
    volatility: String(row.volatility) as Routine["volatility"],
    returnsSet: Boolean(row.returns_set),
    callable: Boolean(row.callable),
    description: typeof row.description === "string" ? row.description : null,
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
