import { isMonth, isQuarter } from "@/lib/months";
import { z } from "@/lib/zod";

import { toSearchString, type SearchInput } from "./paths";

/**
 * The pieces every URL contract in `search-params.ts` is built from. Each parameter carries its
 * own fallback (`.catch`), so a hand-edited or stale link still opens: a bad value reads as its
 * default, never as an error.
 */

/** A blank value reads as absent; anything unreadable falls back to the default, never throws. */
export const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined)
  .catch(undefined);

/** An optional calendar date (`2026-06-30`); an impossible one reads as absent. */
export const isoDateParam = z.iso.date().optional().catch(undefined);

/** An optional month (`2026-10`, see lib/months); anything else reads as absent. */
export const monthParam = z
  .string()
  .refine(isMonth)
  .optional()
  .catch(undefined);

/** An optional quarter (`2026-Q3`); anything else reads as absent. */
export const quarterParam = z
  .string()
  .refine(isQuarter)
  .optional()
  .catch(undefined);

/** A page number (at most `max` when given); anything else is the first page. */
export function pageParam(max?: number) {
  const page = z.coerce.number().int().min(1);
  return (max === undefined ? page : page.max(max)).catch(1);
}

/** A filter's values in the URL as a repeated key (`status=a&status=b`), each known value once. */
export function listParam<const V extends string>(values: readonly V[]) {
  return z
    .preprocess(
      (raw) => (typeof raw === "string" ? [raw] : (raw ?? [])),
      z.array(z.string()),
    )
    .catch([])
    .transform((list) =>
      [...new Set(list)].filter((item): item is V =>
        (values as readonly string[]).includes(item),
      ),
    );
}

export const pageSizeOptions = [10, 25, 50, 100] as const;
export type PageSize = (typeof pageSizeOptions)[number];

/** The fields every table's URL carries; any other field is a filter. */
export type TableSearch = {
  page: number;
  pageSize: number;
  sort?: string | undefined;
  q?: string | undefined;
};

export const baseSearchKeys: ReadonlySet<string> = new Set<keyof TableSearch>([
  "page",
  "pageSize",
  "sort",
  "q",
]);

type SortValue<C extends string> = `${C}.${"asc" | "desc"}`;

/**
 * Every table's URL contract, declared one way: page, page size, one sort (`column.asc|desc`),
 * search and the table's own filters (lists from `listParam`, optional bounds such as a date).
 */
export function tableSearchSchema<
  const C extends string,
  F extends Record<string, z.ZodType> = Record<never, never>,
>(options: {
  sortColumns: readonly C[];
  defaultSort?: SortValue<C>;
  defaultPageSize?: PageSize;
  filters?: F;
}) {
  const sortValues = new Set<string>(
    options.sortColumns.flatMap((column) => [
      `${column}.asc`,
      `${column}.desc`,
    ]),
  );
  const defaultPageSize = options.defaultPageSize ?? 25;
  return z.object({
    page: pageParam(),
    pageSize: z.coerce
      .number()
      .refine((size) => (pageSizeOptions as readonly number[]).includes(size))
      .catch(defaultPageSize),
    sort: z
      .custom<SortValue<C>>(
        (value) => typeof value === "string" && sortValues.has(value),
      )
      .optional()
      .catch(undefined)
      .transform((value) => value ?? options.defaultSort),
    q: optionalText,
    ...(options.filters ?? ({} as F)),
  });
}

/** A value as the URL spells it: one entry per list item, trimmed; blanks are left out. */
function toSearchEntries(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items
    .filter((item) => item !== undefined && item !== null)
    .map((item) => String(item).trim())
    .filter(Boolean);
}

/** Whether two values are spelled the same in the URL (a list and its repeated key alike). */
export const sameEntries = (a: unknown, b: unknown) =>
  toSearchEntries(a).join("\n") === toSearchEntries(b).join("\n");

/**
 * `params` with `changes` written over them, the other keys kept in place. A value equal to its
 * default is left out, so every state has one URL. A changed key moves to the end, as a table has
 * always written it; with `inPlace`, a lone value stays where its key was (`URLSearchParams.set`).
 */
export function patchSearch(
  params: URLSearchParams,
  changes: Record<string, unknown>,
  defaults: Record<string, unknown>,
  { inPlace = false } = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const entries = sameEntries(value, defaults[key])
      ? []
      : toSearchEntries(value);
    if (inPlace && entries.length === 1) {
      next.set(key, entries[0]!);
      continue;
    }
    next.delete(key);
    for (const entry of entries) next.append(key, entry);
  }
  return next;
}

/** A schema's defaults: what it reads from an empty URL. */
const defaultsOf = (schema: z.ZodType) =>
  (schema.safeParse({}).data ?? {}) as Record<string, unknown>;

/**
 * The URL's parameters as `schema` reads them: a key whose default is a list is read as a
 * repeated key (`status=a&status=b`), any other as its one value; unknown keys are dropped.
 */
export function readSearch<T extends z.ZodType>(
  schema: T,
  params: URLSearchParams,
  defaults: Record<string, unknown> = defaultsOf(schema),
): z.output<T> {
  const raw: Record<string, unknown> = {};
  for (const key of new Set(params.keys()))
    raw[key] = Array.isArray(defaults[key])
      ? params.getAll(key)
      : params.get(key);
  return schema.safeParse(raw).data ?? (defaults as z.output<T>);
}

/** What `href` accepts: any subset of the parsed values, lists possibly read-only. */
type SearchOf<T> = {
  [K in keyof T]?: T[K] extends readonly (infer E)[] ? readonly E[] : T[K];
};

/**
 * One route's search parameters: `href(search)` builds the URL and `query(search)` its `?…` part
 * alone (for a screen that rewrites its own address); `parse(params)` reads it back as typed
 * values with defaults; `update(params, changes)` writes some keys over the current ones.
 */
export function searchContract<
  S extends z.ZodObject,
  I extends SearchInput = SearchInput,
>(route: { path: string; href: (search?: I) => string }, schema: S) {
  const defaults = defaultsOf(schema);
  type Search = I & SearchOf<z.output<S>>;
  return {
    schema,
    // Spelled here rather than by the route: a screen only linked to from zod-loaded code (fleet,
    // reports, …) keeps a plain route in paths.ts, which the home page's first paint carries.
    href: (search?: Search) => `${route.path}${toSearchString(search)}`,
    query: (search?: Search) => toSearchString(search),
    parse: (params: URLSearchParams): z.output<S> =>
      readSearch(schema, params, defaults),
    update: (params: URLSearchParams, changes: Search) =>
      patchSearch(params, changes, defaults, { inPlace: true }),
  };
}
