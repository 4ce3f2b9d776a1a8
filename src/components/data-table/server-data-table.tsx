import type { RowData } from "@tanstack/react-table";

import type { TableSearch } from "@/config/search-schema";
import type { ServerPage } from "@/lib/server-page";

import { DataTable } from "./data-table";
import { DataTablePagination } from "./pagination";
import { useDataTable, type DataTableColumn } from "./use-data-table";
import type { TableUrlState } from "./use-table-url-state";

/** What the table reads of the list's TanStack query (its result passes as is). */
export interface ServerPageQuery<TData> {
  data: ServerPage<TData> | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

// One empty list for every render before the first page, so the table's row model stays put.
const noRows: never[] = [];

/**
 * A back-office list the server pages, sorts and filters: the table with its loading, error and
 * empty states, then the pagination. The screen keeps its own toolbar, wrapper and dialogs.
 */
export function ServerDataTable<TData extends RowData, S extends TableSearch>({
  query,
  urlState,
  columns,
  getRowId,
  caption,
  emptyText,
  noMatchText,
  errorText,
  keepRowsOnError = false,
}: {
  query: ServerPageQuery<TData>;
  urlState: TableUrlState<S>;
  columns: DataTableColumn<TData>[];
  getRowId: (row: TData) => string;
  caption: string;
  /** Shown when the list has no rows at all. */
  emptyText: string;
  /** Shown when the search or filters leave no rows. */
  noMatchText: string;
  errorText: string;
  /** A failed refresh leaves the rows already shown rather than the error message. */
  keepRowsOnError?: boolean;
}) {
  const table = useDataTable({
    columns,
    data: query.data?.rows ?? noRows,
    rowCount: query.data?.total,
    urlState,
    getRowId,
  });
  return (
    <>
      <DataTable
        table={table}
        caption={caption}
        isLoading={query.isPending}
        isError={query.isError && !(keepRowsOnError && query.data)}
        onRetry={() => void query.refetch()}
        emptyText={urlState.isFiltered ? noMatchText : emptyText}
        errorText={errorText}
      />
      <DataTablePagination
        table={table}
        rowCountIsEstimate={query.data?.totalIsEstimate}
      />
    </>
  );
}
