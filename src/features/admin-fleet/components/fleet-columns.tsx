import { Pencil, Trash2 } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { DataTableColumnHeader } from "@/components/data-table/column-header";
import { DataTableRowActions } from "@/components/data-table/row-actions";
import type { DataTableColumn } from "@/components/data-table/use-data-table";
import { StatusBadge } from "@/components/status-badge";

import type { AdminVehicle } from "../types";
import { ImagesCell } from "./images-cell";

export interface FleetRowHandlers {
  onEdit: (vehicle: AdminVehicle) => void;
  onRemove: (vehicle: AdminVehicle) => void;
}

export function fleetColumns({
  onEdit,
  onRemove,
}: FleetRowHandlers): DataTableColumn<AdminVehicle>[] {
  return [
    {
      accessorKey: "model",
      meta: { phone: "title" },
      header: ({ column }) => (
        <DataTableColumnHeader column={column} title="Model" />
      ),
      cell: ({ row }) => (
        <div className="grid justify-items-start gap-1">
          <span className="font-medium text-foreground">
            {row.original.model}
          </span>
        </div>
      ),
    },
    {
      accessorKey: "registration_number",
      meta: { label: "Registration" },
      header: ({ column }) => (
        <DataTableColumnHeader column={column} title="Registration" />
      ),
      cell: ({ row }) => (
        <span className="font-mono text-xs whitespace-nowrap">
          {row.original.registration_number}
        </span>
      ),
    },
    {
      accessorKey: "seating_capacity",
      meta: { phone: "hidden" },
      header: ({ column }) => (
        <DataTableColumnHeader column={column} title="Seats" />
      ),
    },
    {
      accessorKey: "status",
      meta: { label: "Status" },
      header: ({ column }) => (
        <DataTableColumnHeader column={column} title="Status" />
      ),
      cell: ({ row }) => (
        <StatusBadge kind="vehicle_status" value={row.original.status} />
      ),
    },
    {
      accessorKey: "owner",
      meta: { label: "Owner" },
      header: ({ column }) => (
        <DataTableColumnHeader column={column} title="Owner" />
      ),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {row.original.owner}
          {row.original.owner_id ? (
            <Badge
              variant="gold"
              className="ml-2"
              title="This owner signs in to the Owner Portal"
            >
              Portal
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: "images",
      meta: { phone: "hidden" },
      header: "Images",
      enableSorting: false,
      cell: ({ row }) => <ImagesCell vehicle={row.original} />,
    },
    {
      id: "actions",
      meta: { phone: "actions" },
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => {
        const vehicle = row.original;
        const name = `${vehicle.model} (${vehicle.registration_number})`;
        return (
          <DataTableRowActions
            label={`Actions for ${name}`}
            actions={[
              { label: "Edit", icon: Pencil, onSelect: () => onEdit(vehicle) },
              {
                label: "Delete",
                icon: Trash2,
                variant: "destructive",
                onSelect: () => onRemove(vehicle),
              },
            ]}
          />
        );
      },
    },
  ];
}
