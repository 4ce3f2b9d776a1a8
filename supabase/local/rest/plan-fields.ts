import { RestError } from "./errors.ts";
import type { Filter } from "./parse/filter.ts";
import type { OrderTerm } from "./parse/order.ts";
import type { Field } from "./parse/scanner.ts";
import type { SelectItem } from "./parse/select.ts";
import type { Relation } from "./schema-types.ts";
import type { ResolvedField } from "./sql-filter.ts";

/** Checks of columns, filters and order terms against the schema cache, shaped as PostgREST's errors. */

/**
 * Postgres' own message for an unknown column, naming the table as PostgREST's SQL names it: the
 * table at the root, `<table>_<depth>` in an embedded level (see plan.ts).
 */
export function columnMissing(
  relation: Relation,
  column: string,
  alias = relation.name,
): RestError {
  return new RestError(
    400,
    "42703",
    `column ${alias}.${column} does not exist`,
  );
}

/** Checks a field is a column or a computed field of `relation`, marking it when it is computed. */
export function checkField(
  relation: Relation,
  field: ResolvedField,
  alias = relation.name,
): void {
  if (relation.columnsByName.has(field.name)) return;
  const computed = relation.computedFields?.get(field.name);
  if (!computed) throw columnMissing(relation, field.name, alias);
  field.computed = computed;
}

/** The response key PostgREST gives a column: its alias, else the last JSON key, else its name. */
export function outputKey(field: Field, alias?: string): string {
  if (alias) return alias;
  const last = field.json.at(-1);
  if (!last) return field.name;
  if (!last.index) return last.key;
  return (
    [...field.json].reverse().find((step) => !step.index)?.key ?? field.name
  );
}

/**
 * The legacy `count` column (`rel(count)`, or `select=count` on the root): Postgres reads `t.count`
 * of a table without such a column as `count(t)`, which is how PostgREST answers it.
 */
export function isCountAggregate(
  item: Extract<SelectItem, { kind: "column" }>,
  relation: Relation,
) {
  return (
    !item.aggregate &&
    item.field.name === "count" &&
    item.field.json.length === 0 &&
    !item.cast &&
    !relation.columnsByName.has("count")
  );
}

export function checkFilter(
  relation: Relation,
  filter: Filter,
  alias = relation.name,
): void {
  if (filter.kind === "logic")
    filter.children.forEach((child) => checkFilter(relation, child, alias));
  else checkField(relation, filter.field, alias);
}

/** What an order term needs of an embed (the plan's EmbedPlan, without importing the plan). */
interface OrderableEmbed {
  key: string;
  relation: Relation;
  relationship: { toOne: boolean };
  /** PostgREST's alias of the joined embed, which its related order names. */
  joinAlias: string;
}

export function planOrder<E extends OrderableEmbed>(
  relation: Relation,
  embeds: E[],
  term: OrderTerm,
  alias = relation.name,
): { term: OrderTerm; embed?: E } {
  if (term.relation === undefined) {
    checkField(relation, term.field, alias);
    return { term };
  }
  const embed = embeds.find((e) => e.key === term.relation);
  if (!embed) {
    throw new RestError(
      400,
      "PGRST108",
      `'${term.relation}' is not an embedded resource in this request`,
      null,
      `Verify that '${term.relation}' is included in the 'select' query parameter.`,
    );
  }
  if (!embed.relationship.toOne) {
    throw new RestError(
      400,
      "PGRST118",
      `A related order on '${embed.key}' is not possible`,
      `'${relation.name}' and '${embed.key}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  checkField(embed.relation, term.field, embed.joinAlias);
  return { term, embed };
}
