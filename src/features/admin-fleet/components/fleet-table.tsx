import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";

import { searchParams } from "@/config/search-params";
import { enumOptions } from "@/lib/vocabulary";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import { DataTableToolbar } from "@/components/data-table/toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";

import { adminFleetQueries } from "../api/queries";
import { fleetColumns, type FleetRowHandlers } from "./fleet-columns";

const STATUS_FILTER = [
  { key: "status", title: "Status", options: enumOptions("vehicle_status") },
];

/** The fleet, newest first, paged, sorted, searched and filtered on the server. */
export function FleetTable({ onEdit, onRemove }: FleetRowHandlers) {
  const urlState = useTableUrlState(searchParams.adminFleet.schema);
  const query = useQuery(adminFleetQueries.list(urlState.search));
  const columns = useMemo(
    () => fleetColumns({ onEdit, onRemove }),
    [onEdit, onRemove],
  );
  return (
    <section aria-label="Vehicles" className="flex min-w-0 flex-col gap-4">
      <DataTableToolbar
        urlState={urlState}
        searchLabel="Search model, plate or owner"
        filters={STATUS_FILTER}
      />
      <ServerDataTable
        query={query}
        urlState={urlState}
        columns={columns}
        getRowId={(vehicle) => vehicle.id}
        caption="Vehicles of the fleet"
        emptyText="No vehicles yet. Add the first one with Add Vehicle."
        noMatchText="No vehicles match these filters."
        errorText="Error fetching fleet"
        keepRowsOnError
      />
    </section>
  );
}
