import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";

import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/pagination";
import { useDataTable } from "@/components/data-table/use-data-table";

import { maintenanceQueries } from "../api/queries";
import { useMaintenanceFilters } from "../hooks/use-maintenance-filters";
import type { MaintenanceLogRow } from "../types";
import { logColumns, type LogRowHandlers } from "./log-columns";
import { LogFilters } from "./log-filters";
import { LogTotals } from "./log-totals";

const noRows: MaintenanceLogRow[] = [];

/** The maintenance log, newest first, paged and filtered by the server, with its totals. */
export function MaintenanceLogTable({ onEdit, onDelete }: LogRowHandlers) {
  const urlState = useMaintenanceFilters();
  const { search } = urlState;
  const filters = useMemo(
    () => ({
      vehicle: search.vehicle,
      type: search.type,
      from: search.from,
      to: search.to,
    }),
    [search.vehicle, search.type, search.from, search.to],
  );
  const query = useQuery(maintenanceQueries.logs(search));
  const columns = useMemo(
    () => logColumns({ onEdit, onDelete }),
    [onEdit, onDelete],
  );
  const table = useDataTable({
    columns,
    data: query.data?.rows ?? noRows,
    rowCount: query.data?.total,
    urlState,
    getRowId: (row) => row.id,
  });

  return (
    <section
      aria-label="Maintenance log"
      className="grid grid-cols-[minmax(0,1fr)] gap-4"
    >
      <LogFilters
        filters={filters}
        isFiltered={urlState.isFiltered}
        onChange={urlState.setFilters}
        onReset={urlState.reset}
      />
      <LogTotals filters={filters} isFiltered={urlState.isFiltered} />
      <DataTable
        table={table}
        caption="Maintenance log"
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={
          urlState.isFiltered
            ? "No entries match these filters."
            : "No maintenance logged yet."
        }
        errorText="Error fetching logs"
      />
      <DataTablePagination table={table} />
    </section>
  );
}
