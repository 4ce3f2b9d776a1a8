import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { ServerDataTable } from "@/components/data-table/server-data-table";
import { DataTableToolbar } from "@/components/data-table/toolbar";
import { sessionQueries } from "@/features/auth/api/queries";

import { useResetPassword, useSetUserStatus } from "../api/mutations";
import { usersQueries } from "../api/queries";
import { useUsersFilters } from "../hooks/use-users-filters";
import { usersColumns } from "./users-columns";
import { UsersDialogs, type UsersDialogState } from "./users-dialogs";

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
      <ServerDataTable
        query={query}
        urlState={urlState}
        columns={columns}
        getRowId={(row) => row.id}
        caption="All users"
        emptyText="No users yet."
        noMatchText="No users match this search."
        errorText="Error fetching users"
      />
      <UsersDialogs
        state={dialog}
        selfId={selfId}
        onClose={() => setDialog((state) => ({ ...state, open: null }))}
      />
    </section>
  );
}
