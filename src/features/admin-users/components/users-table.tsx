import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/pagination";
import { DataTableToolbar } from "@/components/data-table/toolbar";
import { useDataTable } from "@/components/data-table/use-data-table";
import { sessionQueries } from "@/features/auth/api/queries";

import { useResetPassword, useSetUserStatus } from "../api/mutations";
import { usersQueries } from "../api/queries";
import { useUsersFilters } from "../hooks/use-users-filters";
import type { ManagedUser } from "../types";
import { usersColumns } from "./users-columns";
import { UsersDialogs, type UsersDialogState } from "./users-dialogs";

const noRows: ManagedUser[] = [];

/** Every account, newest first, paged and searched by the admin-users function. */
export function UsersTable() {
  const urlState = useUsersFilters();
  const { page, pageSize, q } = urlState.search;
  const query = useQuery(usersQueries.list({ page, pageSize, q }));
  const session = useQuery(sessionQueries.current());
  const selfId = session.data?.userId;
  const resetPassword = useResetPassword();
  const setStatus = useSetUserStatus();
  const [dialog, setDialog] = useState<UsersDialogState>({
    open: null,
    current: null,
  });

  const { mutate: sendReset } = resetPassword;
  const { mutate: changeStatus } = setStatus;
  const columns = useMemo(
    () =>
      usersColumns(selfId, {
        onEdit: (current) => setDialog({ open: "edit", current }),
        onDelete: (current) => setDialog({ open: "delete", current }),
        onResetPassword: (user) => sendReset(user),
        onSetActive: (user, active) => changeStatus({ user, active }),
      }),
    [selfId, sendReset, changeStatus],
  );
  const table = useDataTable({
    columns,
    data: query.data?.users ?? noRows,
    rowCount: query.data?.total,
    urlState,
    getRowId: (row) => row.id,
  });

  return (
    <section
      aria-label="All users"
      className="grid grid-cols-[minmax(0,1fr)] gap-4"
    >
      <DataTableToolbar
        urlState={urlState}
        searchLabel="Search users by e-mail or name"
        searchPlaceholder="E-mail or name"
      />
      <DataTable
        table={table}
        caption="All users"
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={
          urlState.isFiltered ? "No users match this search." : "No users yet."
        }
        errorText="Error fetching users"
      />
      <DataTablePagination table={table} />
      <UsersDialogs
        state={dialog}
        selfId={selfId}
        onClose={() => setDialog((state) => ({ ...state, open: null }))}
      />
    </section>
  );
}
