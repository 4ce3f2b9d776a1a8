import { useCallback, useMemo } from "react";
import type { PaginationState, SortingState } from "@tanstack/react-table";
import { useSearchParams } from "react-router-dom";

import {
  baseSearchKeys,
  patchSearch,
  readSearch,
  sameEntries,
  type TableSearch,
} from "@/config/search-schema";
import { z } from "@/lib/zod";

type Write = Record<string, unknown>;

/** `column.asc|desc` in the URL is one column of the table's sorting state. */
function toSortingState(sort: string | undefined): SortingState {
  if (!sort) return [];
  const dot = sort.lastIndexOf(".");
  return [{ id: sort.slice(0, dot), desc: sort.slice(dot + 1) === "desc" }];
}

function fromSortingState(sorting: SortingState): string | undefined {
  const first = sorting[0];
  return first ? `${first.id}.${first.desc ? "desc" : "asc"}` : undefined;
}

/**
 * A table's state (page, page size, sort, filters, search) held in the URL, so a view can be
 * shared, reloaded and navigated back to. `schema` reads the URL's parameters; it must accept an
 * empty object, and that parse gives the defaults, which are left out of the URL. A key whose
 * default is a list is read as a repeated key (`status=a&status=b`), like the routes' contracts
 * in config/search-params.ts, whose schemas it takes.
 */
export function useTableUrlState<S extends TableSearch>(schema: z.ZodType<S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaults = useMemo(
    () => schema.parse({}) as S & Record<string, unknown>,
    [schema],
  );
  const search = useMemo(
    () => readSearch(schema, searchParams, defaults),
    [schema, searchParams, defaults],
  );

  const write = useCallback(
    (changes: Write, { replace = false } = {}) =>
      setSearchParams((previous) => patchSearch(previous, changes, defaults), {
        replace,
      }),
    [setSearchParams, defaults],
  );

  // Optional keys (a date bound, say) are missing from the defaults, so an object's shape lists them.
  const filterKeys = useMemo(
    () =>
      Object.keys(
        schema instanceof z.ZodObject ? schema.shape : defaults,
      ).filter((key) => !baseSearchKeys.has(key)),
    [schema, defaults],
  );

  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: search.page - 1, pageSize: search.pageSize }),
    [search.page, search.pageSize],
  );
  const sorting = useMemo(() => toSortingState(search.sort), [search.sort]);

  const isFiltered =
    Boolean(search.q) ||
    filterKeys.some(
      (key) =>
        !sameEntries((search as Record<string, unknown>)[key], defaults[key]),
    );

  const actions = useMemo(
    () => ({
      setPage: (page: number) => write({ page }),
      setPageSize: (pageSize: number) => write({ pageSize, page: 1 }),
      setSorting: (next: SortingState) =>
        write({ sort: fromSortingState(next), page: 1 }),
      setFilter: (key: string, value: string | readonly string[] | undefined) =>
        write({ [key]: value, page: 1 }),
      /** Several filters in one history entry (a date range's two ends, say). */
      setFilters: (
        changes: Record<string, string | readonly string[] | undefined>,
      ) => write({ ...changes, page: 1 }),
      // Typing replaces the entry, so Back leaves the table instead of undoing a letter at a time.
      setSearch: (q: string) => write({ q, page: 1 }, { replace: true }),
      reset: () =>
        write(
          Object.fromEntries(
            [...filterKeys, "q", "page"].map((key) => [key, undefined]),
          ),
        ),
    }),
    [write, filterKeys],
  );

  return { search, pagination, sorting, isFiltered, ...actions };
}

export type TableUrlState<S extends TableSearch = TableSearch> = ReturnType<
  typeof useTableUrlState<S>
>;
