import { ArrowRight } from "lucide-react";

import {
  formatIsoDate,
  formatLagosShort,
  formatLagosTime,
  lagosDate,
} from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { formatNigerianPhone } from "@/lib/phone";
import { enumLabel } from "@/lib/vocabulary";
import { DataTableColumnHeader } from "@/components/data-table/column-header";
import type { DataTableColumn } from "@/components/data-table/use-data-table";
import { StatusBadge } from "@/components/status-badge";

import type { BookingListRow } from "../types";
import {
  BookingRowActions,
  type BookingRowHandlers,
} from "./booking-row-actions";
import { PaymentCell } from "./payment-cell";

export function bookingsColumns(
  handlers: BookingRowHandlers,
): DataTableColumn<BookingListRow>[] {
  return [
    {
      id: "reference",
      meta: { phone: "title" },
      accessorKey: "reference",
      header: "Reference",
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => handlers.onView(row.original)}
          className="cursor-pointer font-mono text-xs font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
        >
          {row.original.reference}
        </button>
      ),
    },
    {
      id: "customer_name",
      meta: { label: "Customer" },
      accessorKey: "customer_name",
      header: ({ column }) => (
        <DataTableColumnHeader column={column} title="Customer" />
      ),
      cell: ({ row }) => (
        <div className="grid min-w-36">
          <span className="font-medium">{row.original.customer_name}</span>
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            {formatNigerianPhone(row.original.customer_phone)}
          </span>
        </div>
      ),
    },
    {
      id: "route",
      meta: { phone: "hidden" },
      header: "Route",
      enableSorting: false,
      cell: ({ row }) => (
        <div className="grid max-w-64 min-w-44 text-sm">
          <span className="truncate">{row.original.pickup_location}</span>
          <span className="flex items-center gap-1 truncate text-muted-foreground">
            <ArrowRight className="size-3 shrink-0" aria-label="to" />
            {row.original.dropoff_location}
          </span>
        </div>
      ),
    },
    {
      id: "booking_time",
      meta: { label: "Pickup" },
      accessorKey: "booking_time",
      header: ({ column }) => (
        <DataTableColumnHeader column={column} title="Pickup" />
      ),
      cell: ({ row }) => (
        <div className="grid">
          <time
            dateTime={row.original.booking_time}
            className="whitespace-nowrap tabular-nums"
          >
            {formatLagosShort(row.original.booking_time)}
          </time>
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            {enumLabel("service_type", row.original.service_type)}
          </span>
        </div>
      ),
    },
    {
      id: "status",
      meta: { label: "Status" },
      accessorKey: "status",
      header: ({ column }) => (
        <DataTableColumnHeader column={column} title="Status" />
      ),
      cell: ({ row }) => (
        <StatusBadge kind="booking_status" value={row.original.status} />
      ),
    },
    {
      id: "driver",
      meta: { label: "Driver" },
      header: "Driver",
      enableSorting: false,
      cell: ({ row }) =>
        row.original.driver ? (
          <div className="grid min-w-32">
            <span>{row.original.driver.name}</span>
            {row.original.vehicle && (
              <span className="text-xs whitespace-nowrap text-muted-foreground">
                {row.original.vehicle.registration_number}
              </span>
            )}
          </div>
        ) : (
          <span className="text-muted-foreground">Unassigned</span>
        ),
    },
    {
      id: "fare_kobo",
      meta: { label: "Fare" },
      accessorKey: "fare_kobo",
      header: ({ column }) => (
        <DataTableColumnHeader column={column} title="Fare" />
      ),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatNaira(row.original.fare_kobo)}
        </span>
      ),
    },
    {
      id: "payment",
      meta: { label: "Payment" },
      header: "Payment",
      enableSorting: false,
      cell: ({ row }) => <PaymentCell booking={row.original} />,
    },
    {
      id: "created_at",
      meta: { phone: "hidden" },
      accessorKey: "created_at",
      header: ({ column }) => (
        <DataTableColumnHeader column={column} title="Booked" />
      ),
      // The day above the time, as Pickup shows it: one line of both pushed the row's actions
      // past the edge of a 1280 px window once routes and drivers ran long.
      cell: ({ row }) => (
        <time
          dateTime={row.original.created_at}
          className="grid text-muted-foreground tabular-nums"
        >
          <span className="whitespace-nowrap">
            {formatIsoDate(lagosDate(new Date(row.original.created_at)), {
              year: false,
            })}
          </span>
          <span className="text-xs whitespace-nowrap">
            {formatLagosTime(row.original.created_at)}
          </span>
        </time>
      ),
    },
    {
      id: "actions",
      meta: { phone: "actions" },
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <BookingRowActions booking={row.original} handlers={handlers} />
      ),
    },
  ];
}
