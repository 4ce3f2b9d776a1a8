import { useMemo } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { enumOptions } from "@/lib/vocabulary";
import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/pagination";
import { DataTableToolbar } from "@/components/data-table/toolbar";
import { useDataTable } from "@/components/data-table/use-data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";

import { adminFleetQueries } from "../api/queries";
import { fleetSearchSchema } from "../fleet-search";
import type { AdminVehicle } from "../types";
import { fleetColumns, type FleetRowHandlers } from "./fleet-columns";

const STATUS_FILTER = [
  { key: "status", title: "Status", options: enumOptions("vehicle_status") },
];
const noVehicles: AdminVehicle[] = [];

/** The fleet, newest first, paged, sorted, searched and filtered on the server. */
export function FleetTable({ onEdit, onRemove }: FleetRowHandlers) {
  const urlState = useTableUrlState(fleetSearchSchema);
  const query = useQuery({
    ...adminFleetQueries.list(urlState.search),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () => fleetColumns({ onEdit, onRemove }),
    [onEdit, onRemove],
  );
  const table = useDataTable({
    columns,
    data: query.data?.rows ?? noVehicles,
    rowCount: query.data?.total,
    urlState,
    getRowId: (vehicle) => vehicle.id,
  });
  return (
    <section aria-label="Vehicles" className="flex min-w-0 flex-col gap-4">
      <DataTableToolbar
        urlState={urlState}
        searchLabel="Search model, plate or owner"
        filters={STATUS_FILTER}
      />
      <DataTable
        table={table}
        caption="Vehicles of the fleet"
        isLoading={query.isPending}
        isError={query.isError && !query.data}
        onRetry={() => void query.refetch()}
        emptyText={
          urlState.isFiltered
            ? "No vehicles match these filters."
            : "No vehicles yet. Add the first one with Add Vehicle."
        }
        errorText="Error fetching fleet"
      />
      <DataTablePagination table={table} />
    </section>
  );
}
