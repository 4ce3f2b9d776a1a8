import { useCallback, useMemo } from "react";
import type { PaginationState, SortingState } from "@tanstack/react-table";
import { useSearchParams } from "react-router-dom";

import type { z } from "@/lib/zod";

import {
  baseSearchKeys,
  fromSortingState,
  serializeSearchValue,
  toSortingState,
  type TableSearch,
} from "./table-search";

type Write = Record<string, unknown>;

/**
 * A table's state (page, page size, sort, filters, search) held in the URL, so a view can be
 * shared, reloaded and navigated back to. `schema` parses the URL's parameters and must accept an
 * empty object (that parse gives the defaults, which are left out of the URL).
 */
export function useTableUrlState<S extends TableSearch>(schema: z.ZodType<S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaults = useMemo(() => schema.parse({}), [schema]);
  const search = useMemo(
    () => schema.safeParse(Object.fromEntries(searchParams)).data ?? defaults,
    [schema, searchParams, defaults],
  );

  const write = useCallback(
    (changes: Write, { replace = false } = {}) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            const text = serializeSearchValue(value);
            const fallback = serializeSearchValue(
              (defaults as Record<string, unknown>)[key],
            );
            if (text === "" || text === fallback) next.delete(key);
            else next.set(key, text);
          }
          return next;
        },
        { replace },
      ),
    [setSearchParams, defaults],
  );

  const filterKeys = useMemo(
    () => Object.keys(defaults).filter((key) => !baseSearchKeys.has(key)),
    [defaults],
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
        serializeSearchValue((search as Record<string, unknown>)[key]) !==
        serializeSearchValue((defaults as Record<string, unknown>)[key]),
    );

  const actions = useMemo(
    () => ({
      setPage: (page: number) => write({ page }),
      setPageSize: (pageSize: number) => write({ pageSize, page: 1 }),
      setSorting: (next: SortingState) =>
        write({ sort: fromSortingState(next), page: 1 }),
      setFilter: (key: string, values: readonly string[]) =>
        write({ [key]: values, page: 1 }),
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
