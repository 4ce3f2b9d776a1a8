/** `postgres_changes` bindings of a join: parsing, ids and matching against a captured change. */
export type ChangeType = "INSERT" | "UPDATE" | "DELETE";

export const FILTER_OPS = [
  "eq",
  "neq",
  "lt",
  "lte",
  "gt",
  "gte",
  "in",
  "like",
  "ilike",
  "is",
  "match",
  "imatch",
  "isdistinct",
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface Filter {
  column: string;
  op: FilterOp;
  negate: boolean;
  value: string;
  /** Identity of the condition, shared by equal filters of different subscribers. */
  key: string;
}

export interface Binding {
  id: number;
  /** The binding as the client sent it, echoed back in the join reply. */
  raw: Record<string, unknown>;
  event: "*" | ChangeType;
  schema: string;
  table: string | undefined;
  filters: Filter[];
  select: string[] | undefined;
  /** Why the server could not subscribe it; such a binding never fires. */
  problem?: string;
}

const FILTER = new RegExp(
  `^([^=]+)=(not\\.)?(${FILTER_OPS.join("|")})\\.([\\s\\S]*)$`,
);

export function parseBinding(raw: unknown): Binding {
  const params =
    raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const event = String(params.event ?? "*").toUpperCase();
  const schema = typeof params.schema === "string" ? params.schema : "";
  const table =
    typeof params.table === "string" && params.table !== "*"
      ? params.table
      : undefined;
  const select = Array.isArray(params.select)
    ? params.select.map(String)
    : undefined;
  const binding: Binding = {
    id: bindingId(params),
    raw: params,
    event:
      event === "INSERT" || event === "UPDATE" || event === "DELETE"
        ? event
        : "*",
    schema,
    table,
    filters: [],
    select,
  };
  if (!["*", "INSERT", "UPDATE", "DELETE"].includes(event))
    binding.problem = `invalid event ${event}`;
  else if (!schema) binding.problem = "No subscription params provided";
  else if (typeof params.filter === "string" && params.filter) {
    const filters = parseFilters(params.filter);
    if (filters) binding.filters = filters;
    else binding.problem = `Error parsing \`filter\` params: ${params.filter}`;
  }
  return binding;
}

/**
 * `col=op.value`, optionally `not.`-negated and comma-joined (ANDed). A comma inside `in.(…)` or
 * one not followed by another `col=op.` belongs to the current value.
 */
export function parseFilters(text: string): Filter[] | undefined {
  const segments: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(") depth += 1;
    if (char === ")") depth = Math.max(0, depth - 1);
    if (char === "," && depth === 0) {
      segments.push(current);
      current = "";
    } else current += char;
  }
  segments.push(current);
  const filters: Filter[] = [];
  for (const segment of segments) {
    const match = FILTER.exec(segment);
    const last = filters.at(-1);
    if (!match && last) {
      last.value += `,${segment}`;
      last.key = filterKey(last);
      continue;
    }
    if (!match) return undefined;
    const filter = {
      column: match[1]!.trim(),
      negate: Boolean(match[2]),
      op: match[3] as FilterOp,
      value: match[4]!,
      key: "",
    };
    filter.key = filterKey(filter);
    filters.push(filter);
  }
  return filters;
}

export function matchesTarget(
  binding: Binding,
  schema: string,
  table: string,
  type: ChangeType,
): boolean {
  return (
    !binding.problem &&
    (binding.event === "*" || binding.event === type) &&
    (binding.schema === "*" || binding.schema === schema) &&
    (binding.table === undefined || binding.table === table)
  );
}

/** `in.(a,"b,c")` → Postgres array literal `{a,"b,c"}`. */
export function inListLiteral(value: string): string {
  const inner = value.trim().replace(/^\(/, "").replace(/\)$/, "");
  return `{${inner}}`;
}

function filterKey(filter: Omit<Filter, "key">): string {
  return JSON.stringify([
    filter.column,
    filter.op,
    filter.negate,
    filter.value,
  ]);
}

/** Realtime ids a binding by a hash of its params; equal params share an id, and 0 is never used. */
function bindingId(params: Record<string, unknown>): number {
  const text = JSON.stringify([
    params.event,
    params.schema,
    params.table,
    params.filter,
    params.select,
  ]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % 0x7ffffffe) + 1;
}
