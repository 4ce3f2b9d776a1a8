import type { SortingState } from "@tanstack/react-table";

export {
  listParam,
  pageSizeOptions,
  tableSearchSchema,
} from "@/config/search-params";

/** The fields every table's URL carries; any other field is a filter. */
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
