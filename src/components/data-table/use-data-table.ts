import {
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from "@tanstack/react-table";

import type { TableSearch } from "@/config/search-schema";

import type { TableUrlState } from "./use-table-url-state";

export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
});

export type DataTableFeatures = typeof dataTableFeatures;

export type DataTableColumn<TData extends RowData> = ColumnDef<
  DataTableFeatures,
  TData,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table's columns mix value types
  any
>;

/**
 * A TanStack table in manual mode: the server has already paged and sorted `data`; the table's
 * pagination and sorting are the URL's, and every change goes back to the URL.
 */
export function useDataTable<TData extends RowData, S extends TableSearch>({
  columns,
  data,
  rowCount,
  urlState,
  getRowId,
}: {
  columns: DataTableColumn<TData>[];
  data: TData[];
  rowCount: number | undefined;
  urlState: TableUrlState<S>;
  getRowId?: (row: TData) => string;
}) {
  const { pagination, sorting } = urlState;
  return useTable({
    features: dataTableFeatures,
    columns,
    data,
    rowCount: rowCount ?? 0,
    getRowId: getRowId && ((row) => getRowId(row)),
    manualPagination: true,
    manualSorting: true,
    // A server list always has an order, so a header toggles between ascending and descending.
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { pagination, sorting },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pagination.pageSize)
        urlState.setPageSize(next.pageSize);
      else urlState.setPage(next.pageIndex + 1);
    },
    onSortingChange: (updater) =>
      urlState.setSorting(functionalUpdate(updater, sorting)),
  });
}

export type DataTableInstance<TData extends RowData> = ReturnType<
  typeof useDataTable<TData, TableSearch>
>;
