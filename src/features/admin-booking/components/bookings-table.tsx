import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { enumOptions } from "@/lib/vocabulary";
import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/pagination";
import { DataTableToolbar } from "@/components/data-table/toolbar";
import { useDataTable } from "@/components/data-table/use-data-table";

import { bookingsAdminQueries } from "../api/queries";
import { useBookingsFilters } from "../hooks/use-bookings-filters";
import type { BookingListRow } from "../types";
import { bookingsColumns } from "./bookings-columns";
import { BookingsDialogs, type BookingsDialogState } from "./bookings-dialogs";
import { PickupDateRange } from "./pickup-date-range";

const noRows: BookingListRow[] = [];
const filters = [
  { key: "status", title: "Status", options: enumOptions("booking_status") },
  { key: "service", title: "Service", options: enumOptions("service_type") },
];

/** Every booking, newest first, paged, filtered and sorted by the server. */
export function BookingsTable() {
  const urlState = useBookingsFilters();
  const { search } = urlState;
  const query = useQuery(bookingsAdminQueries.list(search));
  const [dialog, setDialog] = useState<BookingsDialogState>({
    open: null,
    current: null,
  });
  const columns = useMemo(
    () =>
      bookingsColumns({
        onView: (current) => setDialog({ open: "view", current }),
        onAssign: (current) => setDialog({ open: "assign", current }),
        onCancel: (current) => setDialog({ open: "cancel", current }),
      }),
    [],
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
      aria-label="All bookings"
      className="grid grid-cols-[minmax(0,1fr)] gap-4"
    >
      <DataTableToolbar
        urlState={urlState}
        searchLabel="Search bookings by reference, name, phone or email"
        searchPlaceholder="Reference, name, phone, email"
        filters={filters}
      >
        <PickupDateRange
          from={search.from}
          to={search.to}
          onChange={(range) => urlState.setFilters(range)}
        />
      </DataTableToolbar>
      <DataTable
        table={table}
        caption="All bookings"
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={
          urlState.isFiltered
            ? "No bookings match these filters."
            : "No bookings yet."
        }
        errorText="Error fetching bookings"
      />
      <DataTablePagination
        table={table}
        rowCountIsEstimate={query.data?.totalIsEstimate}
      />
      <BookingsDialogs
        state={dialog}
        onClose={() => setDialog((state) => ({ ...state, open: null }))}
      />
    </section>
  );
}
