import { formatLagosStamp } from "@/lib/dates";
import { Badge } from "@/components/ui/badge";
import { DataTableColumnHeader } from "@/components/data-table/column-header";
import type { DataTableColumn } from "@/components/data-table/use-data-table";

import type { AuditLogEntry } from "../api/fetch-audit-log";
import {
  actionLabel,
  actionTone,
  actorLabel,
  recordLabel,
  tableLabel,
} from "../describe";
import { AuditDiff } from "./audit-diff";

export const actionLogColumns: DataTableColumn<AuditLogEntry>[] = [
  {
    id: "at",
    meta: { phone: "title" },
    accessorKey: "at",
    header: ({ column }) => (
      <DataTableColumnHeader column={column} title="When" />
    ),
    cell: ({ row }) => (
      <time dateTime={row.original.at} className="text-sm whitespace-nowrap">
        {formatLagosStamp(row.original.at, { seconds: true })}
      </time>
    ),
  },
  {
    id: "actor",
    meta: { label: "Who" },
    header: "Who",
    enableSorting: false,
    cell: ({ row }) => (
      <span
        className={
          row.original.actor_email
            ? "text-sm break-all"
            : "text-sm text-muted-foreground"
        }
      >
        {actorLabel(row.original.actor_email)}
      </span>
    ),
  },
  {
    id: "action",
    meta: { label: "Action" },
    header: "Action",
    enableSorting: false,
    cell: ({ row }) => (
      <Badge variant={actionTone(row.original.action)}>
        {actionLabel(row.original.action)}
      </Badge>
    ),
  },
  {
    id: "table",
    meta: { label: "Table" },
    header: "Table",
    enableSorting: false,
    cell: ({ row }) => (
      <span className="text-sm whitespace-nowrap">
        {tableLabel(row.original.table_name)}
      </span>
    ),
  },
  {
    id: "record",
    meta: { label: "Record" },
    header: "Record",
    enableSorting: false,
    cell: ({ row }) => (
      <span className="font-mono text-xs whitespace-nowrap">
        {recordLabel(row.original)}
      </span>
    ),
  },
  {
    id: "changes",
    meta: { label: "Changes" },
    header: "Changes",
    enableSorting: false,
    cell: ({ row }) => <AuditDiff entry={row.original} />,
  },
];
