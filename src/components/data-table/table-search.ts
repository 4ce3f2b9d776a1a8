import type { SortingState } from "@tanstack/react-table";

import { z } from "@/lib/zod";

export const pageSizeOptions = [10, 25, 50, 100] as const;

/** The fields every table's URL carries; any other field is a filter (a list of values). */
export type TableSearch = {
  page: number;
  pageSize: number;
  sort?: string | undefined;
  q?: string | undefined;
};

export const baseSearchKeys: ReadonlySet<string> = new Set([
  "page",
  "pageSize",
  "sort",
  "q",
]);

type SortValue<C extends string> = `${C}.${"asc" | "desc"}`;

/**
 * A table's URL contract: page, page size, one sort (`column.asc|desc`), search and list filters.
 * Invalid values fall back to the defaults, so a hand-edited or stale link still opens.
 */
export function tableSearchSchema<
  const C extends string,
  F extends Record<string, z.ZodType<string[]>> = Record<never, never>,
>(options: {
  sortColumns: readonly C[];
  defaultSort?: SortValue<C>;
  defaultPageSize?: (typeof pageSizeOptions)[number];
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
    page: z.coerce.number().int().min(1).catch(1),
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
    q: z.string().trim().max(200).catch(""),
    ...(options.filters ?? ({} as F)),
  });
}

/** A filter's values in the URL as a repeated key (`status=pending&status=confirmed`). */
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

export function toSortingState(sort: string | undefined): SortingState {
  if (!sort) return [];
  const dot = sort.lastIndexOf(".");
  return [{ id: sort.slice(0, dot), desc: sort.slice(dot + 1) === "desc" }];
}

export function fromSortingState(sorting: SortingState): string | undefined {
  const first = sorting[0];
  return first ? `${first.id}.${first.desc ? "desc" : "asc"}` : undefined;
}

/** A value as the URL spells it: one entry per list item; blanks are left out. */
export function toSearchEntries(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items
    .filter((item) => item !== undefined && item !== null)
    .map((item) => String(item).trim())
    .filter(Boolean);
}
