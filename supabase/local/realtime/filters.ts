import type { Queryable } from "../db/database.ts";
import { inListLiteral, type Filter } from "./bindings.ts";
import type { TableInfo } from "./table-info.ts";

const OPERATORS: Record<string, string> = {
  eq: "=",
  neq: "<>",
  lt: "<",
  lte: "<=",
  gt: ">",
  gte: ">=",
};
const IS_VALUES = new Set(["null", "true", "false", "unknown"]);

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Evaluates filters against a captured row in Postgres itself, so values compare with the column's
 * own type and operators as the hosted server does. A filter on a column the row lacks fails
 * closed. Throws when a filter cannot apply to the table (unknown column, value of the wrong type).
 */
export async function evaluateFilters(
  db: Queryable,
  info: TableInfo,
  filters: Filter[],
  row: Record<string, unknown>,
): Promise<Set<string>> {
  const passing = new Set<string>();
  const present = filters.filter((f) => f.column in row);
  if (present.length === 0) return passing;
  const params: unknown[] = [JSON.stringify(row)];
  const exprs = present.map(
    (filter, i) =>
      `coalesce(${condition(info, filter, params)}, false) as c${i}`,
  );
  const { rows } = await db.query<Record<string, boolean>>(
    `select ${exprs.join(", ")} from jsonb_populate_record(null::${info.qualified}, $1::jsonb) r`,
    params,
  );
  present.forEach((filter, i) => {
    if (rows[0]?.[`c${i}`] === true) passing.add(filter.key);
  });
  return passing;
}

/** Checks at subscribe time what evaluation would reject later; returns the problem, if any. */
export async function checkFilters(
  db: Queryable,
  info: TableInfo,
  role: string,
  filters: Filter[],
): Promise<string | undefined> {
  for (const filter of filters) {
    const column = info.columns.find((c) => c.name === filter.column);
    if (!column || !column.readers.includes(role))
      return `invalid column for filter ${filter.column}`;
  }
  const emptyRow = Object.fromEntries(filters.map((f) => [f.column, null]));
  try {
    await evaluateFilters(db, info, filters, emptyRow);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function condition(info: TableInfo, filter: Filter, params: unknown[]): string {
  const column = info.columns.find((c) => c.name === filter.column);
  if (!column) throw new Error(`invalid column for filter ${filter.column}`);
  const target = `r.${ident(column.name)}`;
  const param = (value: string) => {
    params.push(value);
    return `$${params.length}::text`;
  };
  let expr: string;
  switch (filter.op) {
    case "in":
      expr = `${target} = any(cast(${param(inListLiteral(filter.value))} as ${column.sqlType}[]))`;
      break;
    case "like":
    case "ilike":
      expr = `cast(${target} as text) ${filter.op} ${param(filter.value)}`;
      break;
    case "match":
    case "imatch":
      expr = `cast(${target} as text) ${filter.op === "match" ? "~" : "~*"} ${param(filter.value)}`;
      break;
    case "is":
      if (!IS_VALUES.has(filter.value))
        throw new Error(
          "invalid value for is filter: must be null, true, false, or unknown",
        );
      expr = `${target} is ${filter.value}`;
      break;
    case "isdistinct":
      expr = `${target} is distinct from cast(${param(filter.value)} as ${column.sqlType})`;
      break;
    default:
      expr = `${target} ${OPERATORS[filter.op]} cast(${param(filter.value)} as ${column.sqlType})`;
  }
  return filter.negate ? `not (${expr})` : expr;
}
