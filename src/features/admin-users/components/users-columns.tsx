import { formatLagosStamp } from "@/lib/dates";
import { Badge } from "@/components/ui/badge";
import type { DataTableColumn } from "@/components/data-table/use-data-table";

import { isActive, USER_ROLE_LABELS, type ManagedUser } from "../types";
import { UserRowActions, type UserRowHandlers } from "./user-row-actions";

export function usersColumns(
  selfId: string | undefined,
  handlers: UserRowHandlers,
): DataTableColumn<ManagedUser>[] {
  return [
    {
      id: "email",
      meta: { phone: "title" },
      header: "E-mail",
      cell: ({ row }) => (
        <span className="block min-w-48 font-medium break-all">
          {row.original.email}
          {row.original.id === selfId && (
            <Badge variant="gold" className="ml-2 align-middle">
              You
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: "full_name",
      meta: { label: "Name" },
      header: "Name",
      cell: ({ row }) => (
        <span className="block min-w-28">
          {row.original.full_name || (
            <span className="text-muted-foreground">No name</span>
          )}
        </span>
      ),
    },
    {
      id: "role",
      meta: { label: "Role" },
      header: "Role",
      cell: ({ row }) => (
        <Badge variant={row.original.role === "admin" ? "gold" : "neutral"}>
          {USER_ROLE_LABELS[row.original.role]}
        </Badge>
      ),
    },
    {
      id: "created_at",
      meta: { phone: "hidden" },
      header: "Created",
      cell: ({ row }) => (
        <time
          dateTime={row.original.created_at}
          className="whitespace-nowrap tabular-nums"
        >
          {formatLagosStamp(row.original.created_at)}
        </time>
      ),
    },
    {
      id: "status",
      meta: { label: "Status" },
      header: "Status",
      cell: ({ row }) =>
        isActive(row.original) ? (
          <Badge variant="success">Active</Badge>
        ) : (
          <Badge variant="danger">Deactivated</Badge>
        ),
    },
    {
      id: "last_sign_in_at",
      meta: { label: "Last sign-in" },
      header: "Last sign-in",
      cell: ({ row }) =>
        row.original.last_sign_in_at ? (
          <time
            dateTime={row.original.last_sign_in_at}
            className="whitespace-nowrap text-muted-foreground tabular-nums"
          >
            {formatLagosStamp(row.original.last_sign_in_at)}
          </time>
        ) : (
          <span className="text-muted-foreground">Never</span>
        ),
    },
    {
      id: "actions",
      meta: { phone: "actions" },
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <UserRowActions
          user={row.original}
          isSelf={row.original.id === selfId}
          handlers={handlers}
        />
      ),
    },
  ];
}
