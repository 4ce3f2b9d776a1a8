/** The shapes of the schema cache: relations, keys, functions and what PostgREST derives from them. */

export interface Column {
  name: string;
  type: string;
  notNull?: boolean;
  hasDefault?: boolean;
  generated?: boolean;
  /** The default expression PostgREST's schema cache holds for it, if any. */
  default?: string | null;
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
  /** The type as it can be declared in a cast (`bpchar` for `character`). */
  type: string;
  /** The type as Postgres prints it, as PostgREST names it in errors and sorts by it. */
  pgType: string;
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
  /** Whether PostgREST's function cache holds it (it can be called through /rpc). */
  callable: boolean;
  /** Its comment: PostgREST orders overloads by it after their number of parameters. */
  description: string | null;
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

/** How the cache keys a relation or function: schema and name. */
export const relationKey = (schema: string, name: string) =>
  `${schema}\u0000${name}`;
