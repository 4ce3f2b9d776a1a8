import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { enumOptions } from "@/lib/vocabulary";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import { DataTableToolbar } from "@/components/data-table/toolbar";

import { bookingsAdminQueries } from "../api/queries";
import { useBookingsFilters } from "../hooks/use-bookings-filters";
import { bookingsColumns } from "./bookings-columns";
import { BookingsDialogs, type BookingsDialogState } from "./bookings-dialogs";
import { PickupDateRange } from "./pickup-date-range";

const filters = [
  { key: "status", title: "Status", options: enumOptions("booking_status") },
  { key: "service", title: "Service", options: enumOptions("service_type") },
  // Payment is owed once a ride is completed, so "unpaid" is the completed rides still owing;
  // "refunded" is a ride whose money went back (a cancelled paid ride, or a refund by hand).
  {
    key: "paid",
    title: "Payment",
    options: [
      { value: "paid", label: "Paid" },
      { value: "unpaid", label: "Completed, unpaid" },
      { value: "refunded", label: "Refunded" },
    ],
  },
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
      <ServerDataTable
        query={query}
        urlState={urlState}
        columns={columns}
        getRowId={(row) => row.id}
        caption="All bookings"
        emptyText="No bookings yet."
        noMatchText="No bookings match these filters."
        errorText="Error fetching bookings"
      />
      <BookingsDialogs
        state={dialog}
        onClose={() => setDialog((state) => ({ ...state, open: null }))}
      />
    </section>
  );
}
