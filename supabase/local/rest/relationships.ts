import { RestError } from "./errors.ts";
import { closest } from "./fuzzy.ts";
import type { ForeignKey, Relation, SchemaCache } from "./schema-cache.ts";

export type Cardinality =
  "many-to-one" | "one-to-many" | "one-to-one" | "many-to-many";

/** How an embedded relation joins its parent; `pairs` are [parent column, target column]. */
export interface Relationship {
  cardinality: Cardinality;
  toOne: boolean;
  target: Relation;
  constraint: string;
  pairs: [string, string][];
  /** Many-to-many: the junction and its [junction column, parent/target column] pairs. */
  junction?: {
    relation: Relation;
    parentPairs: [string, string][];
    targetPairs: [string, string][];
    targetConstraint: string;
  };
}

const zip = (a: string[], b: string[]) =>
  a.map((x, i) => [x, b[i]!] as [string, string]);
const isUnique = (rel: Relation, columns: string[]) =>
  rel.uniqueKeys.some(
    (key) =>
      key.length === columns.length && key.every((c) => columns.includes(c)),
  );

/** Resolves `target!hint` from `parent` the way PostgREST does, including its ambiguity errors. */
export function resolveRelationship(
  cache: SchemaCache,
  parent: Relation,
  targetName: string,
  hint?: string,
): Relationship {
  const target = cache.relation(parent.schema, targetName);
  const candidates = target ? candidatesBetween(cache, parent, target) : [];
  const matching =
    hint === undefined
      ? candidates
      : candidates.filter((rel) => matchesHint(rel, hint));
  if (matching.length === 1) return matching[0]!;
  if (matching.length > 1) throw ambiguous(parent, targetName, matching);
  const related = cache
    .foreignKeysTouching(parent.schema, parent.name)
    .map((fk) => (fk.table === parent.name ? fk.refTable : fk.table));
  const suggestion =
    hint === undefined
      ? closest(
          targetName,
          related.filter((name) => name !== targetName),
        )
      : undefined;
  throw new RestError(
    400,
    "PGRST200",
    `Could not find a relationship between '${parent.name}' and '${targetName}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent.name}' and '${targetName}'${hint === undefined ? "" : ` using the hint '${hint}'`} in the schema '${parent.schema}', but no matches were found.`,
    suggestion
      ? `Perhaps you meant '${suggestion}' instead of '${targetName}'.`
      : null,
  );
}

function candidatesBetween(
  cache: SchemaCache,
  parent: Relation,
  target: Relation,
): Relationship[] {
  const found: Relationship[] = [];
  const sameSchema = (fk: ForeignKey) =>
    fk.schema === parent.schema && fk.refSchema === parent.schema;
  for (const fk of cache
    .foreignKeysTouching(parent.schema, parent.name)
    .filter(sameSchema)) {
    if (fk.table === parent.name && fk.refTable === target.name) {
      const oneToOne = isUnique(parent, fk.columns);
      found.push({
        cardinality: oneToOne ? "one-to-one" : "many-to-one",
        toOne: true,
        target,
        constraint: fk.name,
        pairs: zip(fk.columns, fk.refColumns),
      });
    }
    if (fk.refTable === parent.name && fk.table === target.name) {
      const oneToOne = isUnique(target, fk.columns);
      found.push({
        cardinality: oneToOne ? "one-to-one" : "one-to-many",
        toOne: oneToOne,
        target,
        constraint: fk.name,
        pairs: zip(fk.refColumns, fk.columns),
      });
    }
    if (
      fk.refTable === parent.name &&
      fk.table !== parent.name &&
      fk.table !== target.name
    ) {
      const junction = cache.relation(fk.schema, fk.table);
      if (!junction) continue;
      for (const other of cache.foreignKeysTouching(fk.schema, fk.table)) {
        if (
          other === fk ||
          other.table !== junction.name ||
          other.refTable !== target.name ||
          !sameSchema(other)
        )
          continue;
        if (!isCoveredByKey(junction, [...fk.columns, ...other.columns]))
          continue;
        found.push({
          cardinality: "many-to-many",
          toOne: false,
          target,
          constraint: fk.name,
          pairs: [],
          junction: {
            relation: junction,
            parentPairs: zip(fk.columns, fk.refColumns),
            targetPairs: zip(other.columns, other.refColumns),
            targetConstraint: other.name,
          },
        });
      }
    }
  }
  return found;
}

const isCoveredByKey = (rel: Relation, columns: string[]) =>
  rel.uniqueKeys.some((key) => columns.every((c) => key.includes(c)));

function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.junction)
    return (
      hint === rel.junction.relation.name ||
      hint === rel.constraint ||
      hint === rel.junction.targetConstraint
    );
  if (hint === rel.constraint) return true;
  return (
    rel.pairs.length === 1 &&
    (rel.pairs[0]![0] === hint || rel.pairs[0]![1] === hint)
  );
}

function ambiguous(
  parent: Relation,
  targetName: string,
  rels: Relationship[],
): RestError {
  const cols = (names: string[]) => `(${names.join(", ")})`;
  const details = rels.map((rel) => {
    const j = rel.junction;
    const relationship = j
      ? `${j.relation.name} using ${rel.constraint}${cols(j.parentPairs.map((p) => p[0]))} and ${j.targetConstraint}${cols(j.targetPairs.map((p) => p[0]))}`
      : `${rel.constraint} using ${parent.name}${cols(rel.pairs.map((p) => p[0]))} and ${targetName}${cols(rel.pairs.map((p) => p[1]))}`;
    return {
      cardinality: rel.cardinality,
      embedding: `${parent.name} with ${targetName}`,
      relationship,
    };
  });
  const options = rels.map(
    (rel) =>
      `'${targetName}!${rel.junction ? rel.junction.relation.name : rel.constraint}'`,
  );
  return new RestError(
    300,
    "PGRST201",
    `Could not embed because more than one relationship was found for '${parent.name}' and '${targetName}'`,
    details,
    `Try changing '${targetName}' to one of the following: ${options.join(", ")}. Find the desired relationship in the 'details' key.`,
  );
}
