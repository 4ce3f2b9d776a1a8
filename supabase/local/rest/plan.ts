import {
  aggregateKey,
  aggregatesNotAllowed,
  isWholeRow,
  selectHasAggregate,
  type Aggregate,
} from "./aggregates.ts";
import { RestError } from "./errors.ts";
import type { Filter } from "./parse/filter.ts";
import type { OrderTerm } from "./parse/order.ts";
import { pathKey, type LevelQuery } from "./parse/query.ts";
import type { Field } from "./parse/scanner.ts";
import type { EmbedItem, SelectItem } from "./parse/select.ts";
import {
  checkField,
  checkFilter,
  isCountAggregate,
  outputKey,
  planOrder,
} from "./plan-fields.ts";
import { resolveRelationship, type Relationship } from "./relationships.ts";
import type { Relation, SchemaCache } from "./schema-types.ts";

export type PlannedItem =
  | { kind: "star" }
  | {
      kind: "column";
      key: string;
      field: Field;
      cast?: string;
      aggregate?: Aggregate;
    }
  | { kind: "embed"; embed: EmbedPlan };

/** One level of a read: what to select from `relation`, and how to filter, order and page it. */
export interface ReadPlan {
  relation: Relation;
  items: PlannedItem[];
  embeds: EmbedPlan[];
  filters: Filter[];
  /** `rel=is.null` / `rel=not.is.null`: keep rows without / with a matching embedded row. */
  embedPresence: { embed: EmbedPlan; present: boolean }[];
  order: { term: OrderTerm; embed?: EmbedPlan }[];
  limit?: number;
  offset?: number;
  /** `rel(count)`: the level answers with the number of matching rows. */
  countOnly: boolean;
  /** An aggregate in this level (or hoisted from a spread into it): group by the other items. */
  grouped: boolean;
  /** 0 at the root, one more at each embedded level. */
  depth: number;
  /**
   * The name this level's rows go by in SQL, PostgREST's own so that Postgres' messages read the
   * same: the table at the root, `<table>_<depth>` in an embed (the bare table when joined
   * through a many-to-many junction, which PostgREST leaves unaliased).
   */
  alias: string;
}

export interface EmbedPlan extends ReadPlan {
  key: string;
  relationship: Relationship;
  inner: boolean;
  spread: boolean;
  /** PostgREST's alias of the joined embed, `<parent table>_<key>_<depth>`. */
  joinAlias: string;
}

/**
 * What planning a request collects besides the plan. PostgREST finds some errors only in a later
 * pass (aggregates in to-many spreads) or leaves them to Postgres (unknown columns, two embeds
 * under one name): those wait, so that the errors PostgREST reports first still come first.
 */
interface Planning {
  used: Set<string>;
  late: RestError[];
  sqlTime: RestError[];
}

/** Runs a check whose failure Postgres would report, keeping its error for later. */
function deferToSql<T>(planning: Planning, check: () => T): T | undefined {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof RestError) || error.code !== "42703") throw error;
    planning.sqlTime.push(error);
    return undefined;
  }
}

export function planRead(
  cache: SchemaCache,
  relation: Relation,
  select: SelectItem[],
  levels: Map<string, LevelQuery>,
  aggregatesEnabled = false,
): ReadPlan {
  const planning: Planning = { used: new Set(), late: [], sqlTime: [] };
  const root = planLevel(
    cache,
    relation,
    select,
    levels,
    [],
    planning,
    relation.name,
  );
  for (const key of levels.keys()) {
    if (!planning.used.has(key)) {
      throw new RestError(
        400,
        "PGRST108",
        `'${key}' is not an embedded resource in this request`,
        null,
        `Verify that '${key}' is included in the 'select' query parameter.`,
      );
    }
  }
  // PostgREST refuses aggregates after resolving embeds, but before Postgres reports columns.
  if (!aggregatesEnabled && selectHasAggregate(select))
    throw aggregatesNotAllowed();
  const deferred = planning.late[0] ?? planning.sqlTime[0];
  if (deferred) throw deferred;
  return root;
}

function planLevel(
  cache: SchemaCache,
  relation: Relation,
  select: SelectItem[],
  levels: Map<string, LevelQuery>,
  path: string[],
  planning: Planning,
  alias: string,
): ReadPlan {
  const level = levels.get(pathKey(path)) ?? { filters: [] };
  planning.used.add(pathKey(path));
  const plan: ReadPlan = {
    relation,
    items: [],
    embeds: [],
    filters: [],
    embedPresence: [],
    order: [],
    limit: level.limit,
    offset: level.offset,
    countOnly: false,
    grouped: false,
    depth: path.length,
    alias,
  };
  for (const item of select) {
    if (item.kind === "star") plan.items.push(item);
    else if (item.kind === "column") {
      if (isCountAggregate(item, relation)) {
        plan.countOnly = true;
        continue;
      }
      if (!(item.aggregate && isWholeRow(item.field.name)))
        deferToSql(planning, () => checkField(relation, item.field, alias));
      plan.items.push({
        kind: "column",
        key: item.aggregate
          ? aggregateKey(item.aggregate, item.alias)
          : outputKey(item.field, item.alias),
        field: item.field,
        cast: item.cast,
        aggregate: item.aggregate,
      });
      if (item.aggregate) plan.grouped = true;
    } else {
      const embed = planEmbed(cache, plan, item, levels, path, planning);
      plan.embeds.push(embed);
      plan.items.push({ kind: "embed", embed });
      // Aggregates in a to-one spread apply to this level, as if its columns were its own.
      if (embed.spread && embed.relationship.toOne && embed.grouped)
        plan.grouped = true;
    }
  }
  const twice = repeatedJoinAlias(plan.embeds);
  if (twice) {
    // PostgREST joins each embed under its alias, and Postgres refuses the second one.
    planning.sqlTime.push(
      new RestError(
        400,
        "42712",
        `table name "${twice}" specified more than once`,
      ),
    );
  }
  for (const filter of level.filters) {
    const embed =
      filter.kind === "condition" &&
      !relation.columnsByName.has(filter.field.name)
        ? plan.embeds.find((e) => e.key === filter.field.name)
        : undefined;
    if (embed && filter.kind === "condition") {
      if (
        filter.operator !== "is" ||
        filter.value !== "null" ||
        filter.field.json.length > 0
      ) {
        throw new RestError(
          400,
          "PGRST120",
          `Bad operator on the '${embed.key}' embedded resource`,
          "Only is null or not is null filters are allowed on embedded resources",
        );
      }
      plan.embedPresence.push({ embed, present: filter.negate });
    } else {
      deferToSql(planning, () => checkFilter(relation, filter, alias));
      plan.filters.push(filter);
    }
  }
  for (const term of level.order ?? []) {
    const planned = deferToSql(planning, () =>
      planOrder(relation, plan.embeds, term, alias),
    );
    if (planned) plan.order.push(planned);
  }
  return plan;
}

function repeatedJoinAlias(embeds: EmbedPlan[]): string | undefined {
  const seen = new Set<string>();
  for (const { joinAlias } of embeds) {
    if (seen.has(joinAlias)) return joinAlias;
    seen.add(joinAlias);
  }
  return undefined;
}

/** PostgREST's name for an embedded level's rows; see {@link ReadPlan.alias}. */
function embedAlias(
  relationship: Relationship,
  depth: number,
  parentAlias: string,
): string {
  const name = relationship.junction
    ? relationship.target.name
    : `${relationship.target.name}_${depth}`;
  // The parent is referenced by its alias inside the embed, so the embed must not hide it.
  return name === parentAlias ? `${name}_${depth}_` : name;
}

function planEmbed(
  cache: SchemaCache,
  parent: ReadPlan,
  item: EmbedItem,
  levels: Map<string, LevelQuery>,
  path: string[],
  planning: Planning,
): EmbedPlan {
  const relationship = resolveRelationship(
    cache,
    parent.relation,
    item.name,
    item.hint,
  );
  const key = item.alias ?? item.name;
  const depth = path.length + 1;
  const nested = planLevel(
    cache,
    relationship.target,
    item.items,
    levels,
    [...path, key],
    planning,
    embedAlias(relationship, depth, parent.alias),
  );
  // PostgREST 13+ spreads to-many embeds as arrays of values, which it cannot aggregate.
  if (item.spread && !relationship.toOne && nested.grouped) {
    planning.late.push(
      new RestError(
        400,
        "PGRST127",
        "Feature not implemented",
        "Aggregates are not implemented for one-to-many or many-to-many spreads.",
      ),
    );
  }
  return {
    ...nested,
    key,
    relationship,
    inner: item.inner,
    spread: item.spread,
    joinAlias: `${parent.relation.name}_${key}_${depth}`,
  };
}
