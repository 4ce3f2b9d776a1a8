import { useQuery } from "@tanstack/react-query";

import { searchParams } from "@/config/search-params";
import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/pagination";
import { useDataTable } from "@/components/data-table/use-data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";

import type { AuditLogEntry } from "../api/fetch-audit-log";
import { auditLogQueries } from "../api/queries";
import { actionLogColumns } from "./action-log-columns";
import { ActionLogFilters } from "./action-log-filters";

const noRows: AuditLogEntry[] = [];

/** The action log: who changed which record and how, newest first, paged by the server. */
export function ActionLog() {
  const urlState = useTableUrlState(searchParams.adminActionLog.schema);
  const query = useQuery(auditLogQueries.page(urlState.search));
  const table = useDataTable({
    columns: actionLogColumns,
    data: query.data?.rows ?? noRows,
    rowCount: query.data?.total,
    urlState,
    getRowId: (row) => String(row.id),
  });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <ActionLogFilters urlState={urlState} />
      <DataTable
        table={table}
        caption="Action log"
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={
          urlState.isFiltered
            ? "No actions match these filters."
            : "No actions logged yet."
        }
        errorText="Error fetching data"
      />
      <DataTablePagination
        table={table}
        rowCountIsEstimate={query.data?.totalIsEstimate}
      />
    </div>
  );
}
