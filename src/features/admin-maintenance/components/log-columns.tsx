import { Pencil, Trash2 } from "lucide-react";

import { formatIsoDate } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { DataTableColumnHeader } from "@/components/data-table/column-header";
import { DataTableRowActions } from "@/components/data-table/row-actions";
import type { DataTableColumn } from "@/components/data-table/use-data-table";
import { StatusBadge } from "@/components/status-badge";

import type { MaintenanceLogRow } from "../types";

export interface LogRowHandlers {
  onEdit: (log: MaintenanceLogRow) => void;
  onDelete: (log: MaintenanceLogRow) => void;
}

const km = new Intl.NumberFormat("en-NG");

export function logColumns({
  onEdit,
  onDelete,
}: LogRowHandlers): DataTableColumn<MaintenanceLogRow>[] {
  return [
    {
      id: "log_date",
      meta: { label: "Date" },
      accessorKey: "log_date",
      header: ({ column }) => (
        <DataTableColumnHeader column={column} title="Date" />
      ),
      cell: ({ row }) => (
        <time
          dateTime={row.original.log_date}
          className="whitespace-nowrap tabular-nums"
        >
          {formatIsoDate(row.original.log_date)}
        </time>
      ),
    },
    {
      id: "vehicle",
      meta: { phone: "title" },
      header: "Vehicle",
      enableSorting: false,
      cell: ({ row }) => (
        <div className="grid min-w-32">
          <span className="font-medium">
            {row.original.vehicle?.model ?? "Removed vehicle"}
          </span>
          <span className="font-mono text-xs whitespace-nowrap text-muted-foreground">
            {row.original.vehicle?.registration_number}
          </span>
        </div>
      ),
    },
    {
      id: "log_type",
      meta: { label: "Type" },
      header: "Type",
      enableSorting: false,
      cell: ({ row }) => (
        <StatusBadge
          kind="maintenance_log_type"
          value={row.original.log_type}
        />
      ),
    },
    {
      id: "details",
      meta: { phone: "hidden" },
      header: "Details",
      enableSorting: false,
      cell: ({ row }) => (
        <p className="line-clamp-2 max-w-md min-w-48 text-sm text-muted-foreground">
          {row.original.details}
        </p>
      ),
    },
    {
      id: "cost_kobo",
      meta: { label: "Cost" },
      accessorKey: "cost_kobo",
      header: ({ column }) => (
        <DataTableColumnHeader column={column} title="Cost" />
      ),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatNaira(row.original.cost_kobo)}
        </span>
      ),
    },
    {
      id: "odometer_km",
      meta: { label: "Odometer" },
      header: "Odometer",
      enableSorting: false,
      cell: ({ row }) =>
        row.original.odometer_km === null ? (
          <span className="text-muted-foreground">—</span>
        ) : (
          <span className="whitespace-nowrap tabular-nums">
            {km.format(row.original.odometer_km)} km
          </span>
        ),
    },
    {
      id: "actions",
      meta: { phone: "actions" },
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <DataTableRowActions
          label={`Actions for the ${row.original.log_type} entry of ${formatIsoDate(row.original.log_date)}`}
          actions={[
            {
              label: "Edit",
              icon: Pencil,
              onSelect: () => onEdit(row.original),
            },
            {
              label: "Delete",
              icon: Trash2,
              variant: "destructive",
              onSelect: () => onDelete(row.original),
            },
          ]}
        />
      ),
    },
  ];
}
