import { RestError } from "./errors.ts";
import { fuzzySetGet, fuzzySetGetOne } from "./fuzzy.ts";
import type {
  ComputedRelationship,
  ForeignKey,
  Relation,
  SchemaCache,
} from "./schema-types.ts";

export type Cardinality =
  "many-to-one" | "one-to-many" | "one-to-one" | "many-to-many";

/** How an embedded relation joins its parent; `pairs` are [parent column, target column]. */
export interface Relationship {
  cardinality: Cardinality;
  toOne: boolean;
  target: Relation;
  constraint: string;
  pairs: [string, string][];
  /** Both ends are the same table or view (a foreign key to itself). */
  isSelf: boolean;
  /** Many-to-many: the junction and its [junction column, parent/target column] pairs. */
  junction?: {
    relation: Relation;
    parentPairs: [string, string][];
    targetPairs: [string, string][];
    targetConstraint: string;
  };
  /** A computed relationship: the function `target(parent)` yields the embedded rows. */
  computed?: ComputedRelationship;
}

const zip = (a: string[], b: string[]) =>
  a.map((x, i) => [x, b[i]!] as [string, string]);
const isView = (rel: Relation) => rel.kind === "v" || rel.kind === "m";

/** Resolves `target!hint` from `parent` the way PostgREST's findRel does, including its errors. */
export function resolveRelationship(
  cache: SchemaCache,
  parent: Relation,
  targetName: string,
  hint?: string,
): Relationship {
  const all = relationshipsOf(cache, parent);
  const matching = all.filter((rel) => matches(rel, targetName, hint));
  if (matching.length === 1) return matching[0]!;
  if (matching.length > 1) throw ambiguous(parent, targetName, matching);
  throw new RestError(
    400,
    "PGRST200",
    `Could not find a relationship between '${parent.name}' and '${targetName}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent.name}' and '${targetName}'${hint === undefined ? "" : ` using the hint '${hint}'`} in the schema '${parent.schema}', but no matches were found.`,
    noRelationshipHint(cache, parent, targetName, all),
  );
}

/**
 * PostgREST's noRelBetweenHint, embed hint or not: for a parent with relationships, the closest
 * other related table (none when the target is one of them, ignoring case); for a parent with
 * none, the closest table of the schema that has some, in the parent's place.
 */
function noRelationshipHint(
  cache: SchemaCache,
  parent: Relation,
  targetName: string,
  all: Relationship[],
): string | null {
  if (all.length > 0) {
    const related = all.map((rel) => rel.target.name);
    const child = fuzzySetGet(related, targetName).find((m) => m.score < 1);
    return child
      ? `Perhaps you meant '${child.value}' instead of '${targetName}'.`
      : null;
  }
  const parents = cache
    .relationsIn(parent.schema)
    .filter((rel) => relationshipsOf(cache, rel).length > 0)
    .map((rel) => rel.name);
  const suggestion = fuzzySetGetOne(parents, parent.name);
  return suggestion
    ? `Perhaps you meant '${suggestion}' instead of '${parent.name}'.`
    : null;
}

/**
 * PostgREST's matching rules: the target names the related table or view, a foreign key or a
 * foreign key column of the parent (not when the related end is a view), or a computed
 * relationship's function; the hint names a foreign key, one of its columns, or a junction.
 * A foreign key to its own table yields two relationships; by convention the table name picks
 * the children (one-to-many), the column name the parent (many-to-one), and with a hint, the
 * hint names the children's column.
 */
function matches(rel: Relationship, target: string, hint?: string): boolean {
  if (rel.computed) return target === rel.computed.name;
  const single = rel.pairs.length === 1 ? rel.pairs[0]! : undefined;
  const fkColumn = (name: string) => single?.[0] === name;
  const refColumn = (name: string) => single?.[1] === name;
  const constraint = (name: string) => !rel.junction && rel.constraint === name;
  if (rel.isSelf) {
    if (hint === undefined) {
      return (
        (target === rel.target.name && rel.cardinality === "one-to-many") ||
        (fkColumn(target) && rel.cardinality === "many-to-one")
      );
    }
    return (
      target === rel.target.name &&
      rel.cardinality === "one-to-many" &&
      refColumn(hint)
    );
  }
  if (hint === undefined) {
    return (
      target === rel.target.name ||
      (!isView(rel.target) && (constraint(target) || fkColumn(target)))
    );
  }
  return (
    target === rel.target.name &&
    (constraint(hint) ||
      fkColumn(hint) ||
      refColumn(hint) ||
      rel.junction?.relation.name === hint)
  );
}

/** Every relationship `parent` can embed through: foreign keys (also through views) and functions. */
function relationshipsOf(cache: SchemaCache, parent: Relation): Relationship[] {
  const found: Relationship[] = [];
  const inSchema = (fk: ForeignKey) =>
    fk.schema === parent.schema && fk.refSchema === parent.schema;
  const touching = cache
    .foreignKeysTouching(parent.schema, parent.name)
    .filter(inSchema);
  for (const fk of touching) {
    const isSelf = fk.table === fk.refTable;
    if (fk.table === parent.name) {
      const target = cache.relation(fk.refSchema, fk.refTable);
      if (target)
        found.push({
          cardinality: fk.oneToOne ? "one-to-one" : "many-to-one",
          toOne: true,
          target,
          constraint: fk.name,
          pairs: zip(fk.columns, fk.refColumns),
          isSelf,
        });
    }
    if (fk.refTable === parent.name) {
      const target = cache.relation(fk.schema, fk.table);
      if (target)
        found.push({
          cardinality: fk.oneToOne ? "one-to-one" : "one-to-many",
          toOne: fk.oneToOne,
          target,
          constraint: fk.name,
          pairs: zip(fk.refColumns, fk.columns),
          isSelf,
        });
      if (!isSelf) found.push(...manyToMany(cache, parent, fk));
    }
  }
  const computed = cache.computedRelationships(parent.schema, parent.name);
  // As PostgREST does: a function named like a related table overrides its foreign keys.
  const overridden = new Set(computed.map((c) => c.name));
  return [
    ...found.filter((rel) => !overridden.has(rel.target.name)),
    ...computed.map((c): Relationship => ({
      cardinality: c.toOne ? "many-to-one" : "one-to-many",
      toOne: c.toOne,
      target: c.target,
      constraint: c.name,
      pairs: [],
      isSelf: c.target.name === parent.name,
      computed: c,
    })),
  ];
}

/** Many-to-many through a junction whose key covers both its foreign keys' columns. */
function manyToMany(
  cache: SchemaCache,
  parent: Relation,
  fk: ForeignKey,
): Relationship[] {
  const junction = cache.relation(fk.schema, fk.table);
  if (!junction) return [];
  const found: Relationship[] = [];
  for (const other of cache.foreignKeysTouching(fk.schema, fk.table)) {
    if (
      other === fk ||
      other.schema !== junction.schema ||
      other.table !== junction.name ||
      other.refSchema !== parent.schema ||
      other.refTable === junction.name
    )
      continue;
    const target = cache.relation(other.refSchema, other.refTable);
    if (!target || !isCoveredByKey(junction, [...fk.columns, ...other.columns]))
      continue;
    found.push({
      cardinality: "many-to-many",
      toOne: false,
      target,
      constraint: fk.name,
      pairs: [],
      isSelf: target.name === parent.name,
      junction: {
        relation: junction,
        parentPairs: zip(fk.columns, fk.refColumns),
        targetPairs: zip(other.columns, other.refColumns),
        targetConstraint: other.name,
      },
    });
  }
  return found;
}

const isCoveredByKey = (rel: Relation, columns: string[]) =>
  rel.uniqueKeys.some((key) => columns.every((c) => key.includes(c)));

const CARDINALITY_ORDER: Cardinality[] = [
  "one-to-many",
  "many-to-one",
  "one-to-one",
  "many-to-many",
];

/** PostgREST lists candidates in its relationships' order: related table, self, cardinality, key. */
function sortKey(rel: Relationship): string[] {
  return [
    rel.target.schema,
    rel.target.name,
    rel.isSelf ? "1" : "0",
    String(CARDINALITY_ORDER.indexOf(rel.cardinality)),
    rel.junction
      ? `${rel.junction.relation.schema}\u0000${rel.junction.relation.name}`
      : rel.constraint,
    ...rel.pairs.flat(),
  ];
}

const byCodePoints = (a: string[], b: string[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return a.length - b.length;
};

function ambiguous(
  parent: Relation,
  targetName: string,
  candidates: Relationship[],
): RestError {
  const rels = [...candidates].sort((a, b) =>
    byCodePoints(sortKey(a), sortKey(b)),
  );
  const cols = (names: string[]) => `(${names.join(", ")})`;
  const details = rels.map((rel) => {
    const j = rel.junction;
    const relationship = j
      ? `${j.relation.name} using ${rel.constraint}${cols(j.parentPairs.map((p) => p[0]))} and ${j.targetConstraint}${cols(j.targetPairs.map((p) => p[0]))}`
      : `${rel.constraint} using ${parent.name}${cols(rel.pairs.map((p) => p[0]))} and ${rel.target.name}${cols(rel.pairs.map((p) => p[1]))}`;
    return {
      cardinality: rel.cardinality,
      embedding: `${parent.name} with ${rel.target.name}`,
      relationship,
    };
  });
  const options = rels.map(
    (rel) =>
      `'${rel.target.name}!${rel.junction ? rel.junction.relation.name : rel.constraint}'`,
  );
  return new RestError(
    300,
    "PGRST201",
    `Could not embed because more than one relationship was found for '${parent.name}' and '${targetName}'`,
    details,
    `Try changing '${targetName}' to one of the following: ${options.join(", ")}. Find the desired relationship in the 'details' key.`,
  );
}
