import {
  COMPARISON_OPERATORS,
  TEXT_SEARCH_FUNCTIONS,
  type Condition,
  type Filter,
} from "./parse/filter.ts";
import type { Field } from "./parse/scanner.ts";
import type { ComputedField } from "./schema-types.ts";
import { arrayLiteral, ident, literal, qualified, type Params } from "./sql.ts";

/** A field the plan found to be a computed field (a function of the row) rather than a column. */
export type ResolvedField = Field & { computed?: ComputedField };

/** `alias."col"`, `"schema"."fn"(alias::"schema"."table")`, or either with a JSON path. */
export function fieldSql(alias: string, field: ResolvedField): string {
  const fn = field.computed;
  // The cast keeps the row's type when the alias names a subquery (a page of rows, a mutation).
  const column = fn
    ? `${qualified(fn.schema, fn.name)}(${alias}::${qualified(fn.argSchema, fn.argName)})`
    : `${alias}.${ident(field.name)}`;
  if (field.json.length === 0) return column;
  const steps = field.json.map(
    (step) => ` ${step.arrow} ${step.index ? step.key : literal(step.key)}`,
  );
  return `(${column}${steps.join("")})`;
}

/** Renders a filter tree; every value travels as a bound parameter. */
export function filterSql(
  filter: Filter,
  alias: string,
  params: Params,
): string {
  if (filter.kind === "logic") {
    const joined = filter.children
      .map((child) => filterSql(child, alias, params))
      .join(` ${filter.operator} `);
    return filter.negate ? `not (${joined})` : `(${joined})`;
  }
  const sql = conditionSql(filter, fieldSql(alias, filter.field), params);
  return filter.negate ? `not (${sql})` : sql;
}

function conditionSql(c: Condition, lhs: string, params: Params): string {
  if (c.list) return `${lhs} = any(${params.add(arrayLiteral(c.list))})`;
  if (c.operator === "is") return `${lhs} is ${c.value}`;
  const search = TEXT_SEARCH_FUNCTIONS[c.operator];
  if (search) {
    const config = c.modifier ? `${params.add(c.modifier)}::regconfig, ` : "";
    return `${lhs} @@ ${search}(${config}${params.add(c.value)})`;
  }
  const operator = COMPARISON_OPERATORS[c.operator]!;
  // PostgREST accepts `*` as the like wildcard, since `%` is awkward in URLs.
  const value =
    c.operator === "like" || c.operator === "ilike"
      ? c.value.replaceAll("*", "%")
      : c.value;
  if (c.modifier)
    return `${lhs} ${operator} ${c.modifier}(${params.add(value)})`;
  return `${lhs} ${operator} ${params.add(value)}`;
}
