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
}

export interface EmbedPlan extends ReadPlan {
  key: string;
  relationship: Relationship;
  inner: boolean;
  spread: boolean;
}

export function planRead(
  cache: SchemaCache,
  relation: Relation,
  select: SelectItem[],
  levels: Map<string, LevelQuery>,
  aggregatesEnabled = false,
): ReadPlan {
  const used = new Set<string>();
  const refuse = !aggregatesEnabled && selectHasAggregate(select);
  let root: ReadPlan;
  try {
    root = planLevel(cache, relation, select, levels, [], used);
  } catch (error) {
    // PostgREST refuses aggregates after resolving embeds, but before Postgres reports columns.
    if (refuse && error instanceof RestError && error.code === "42703")
      throw aggregatesNotAllowed();
    throw error;
  }
  for (const key of levels.keys()) {
    if (!used.has(key)) {
      throw new RestError(
        400,
        "PGRST108",
        `'${key}' is not an embedded resource in this request`,
        null,
        `Verify that '${key}' is included in the 'select' query parameter.`,
      );
    }
  }
  if (refuse) throw aggregatesNotAllowed();
  return root;
}

function planLevel(
  cache: SchemaCache,
  relation: Relation,
  select: SelectItem[],
  levels: Map<string, LevelQuery>,
  path: string[],
  used: Set<string>,
): ReadPlan {
  const level = levels.get(pathKey(path)) ?? { filters: [] };
  used.add(pathKey(path));
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
  };
  for (const item of select) {
    if (item.kind === "star") plan.items.push(item);
    else if (item.kind === "column") {
      if (isCountAggregate(item, relation)) {
        plan.countOnly = true;
        continue;
      }
      if (!(item.aggregate && isWholeRow(item.field.name)))
        checkField(relation, item.field);
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
      const embed = planEmbed(cache, relation, item, levels, path, used);
      plan.embeds.push(embed);
      plan.items.push({ kind: "embed", embed });
      // Aggregates in a spread apply to this level, as if its columns were this level's own.
      if (embed.spread && embed.grouped) plan.grouped = true;
    }
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
      checkFilter(relation, filter);
      plan.filters.push(filter);
    }
  }
  for (const term of level.order ?? [])
    plan.order.push(planOrder(relation, plan.embeds, term));
  return plan;
}

function planEmbed(
  cache: SchemaCache,
  parent: Relation,
  item: EmbedItem,
  levels: Map<string, LevelQuery>,
  path: string[],
  used: Set<string>,
): EmbedPlan {
  const relationship = resolveRelationship(cache, parent, item.name, item.hint);
  if (item.spread && !relationship.toOne) {
    throw new RestError(
      400,
      "PGRST119",
      `A spread operation on '${item.name}' is not possible`,
      `'${parent.name}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  const key = item.alias ?? item.name;
  const nested = planLevel(
    cache,
    relationship.target,
    item.items,
    levels,
    [...path, key],
    used,
  );
  return {
    ...nested,
    key,
    relationship,
    inner: item.inner,
    spread: item.spread,
  };
}
