import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";

import { ServerDataTable } from "@/components/data-table/server-data-table";

import { maintenanceQueries } from "../api/queries";
import { useMaintenanceFilters } from "../hooks/use-maintenance-filters";
import { logColumns, type LogRowHandlers } from "./log-columns";
import { LogFilters } from "./log-filters";
import { LogTotals } from "./log-totals";

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
      <ServerDataTable
        query={query}
        urlState={urlState}
        columns={columns}
        getRowId={(row) => row.id}
        caption="Maintenance log"
        emptyText="No maintenance logged yet."
        noMatchText="No entries match these filters."
        errorText="Error fetching logs"
      />
    </section>
  );
}
