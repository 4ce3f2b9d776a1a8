import { useMutation, useQueryClient } from "@tanstack/react-query";

import { notify } from "@/lib/toast";

import type { UserFormValues } from "../schemas";
import type { ManagedUser } from "../types";
import { invokeAdminUsers } from "./admin-users";
import { usersQueries } from "./queries";

type Changed = { user: ManagedUser };

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersQueries.all() });
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: UserFormValues }) =>
      invokeAdminUsers<Changed>({ action: "update", id, ...values }),
    meta: { errorTitle: "Error updating user" },
    onSuccess: ({ user }) => {
      notify("User Updated", `${user.email} has been updated.`);
      return refresh();
    },
  });
}

export function useSetUserStatus() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ user, active }: { user: ManagedUser; active: boolean }) =>
      invokeAdminUsers<Changed>({ action: "set_status", id: user.id, active }),
    meta: { errorTitle: "Error updating status" },
    onSuccess: (_answer, { user, active }) => {
      notify(
        "User Status Updated",
        `${user.email} has been ${active ? "activated" : "deactivated"}.`,
      );
      return refresh();
    },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (user: ManagedUser) =>
      invokeAdminUsers<{ sent_to: string }>({
        action: "reset_password",
        id: user.id,
      }),
    meta: { errorTitle: "Error sending reset link" },
    onSuccess: ({ sent_to }) =>
      notify("Password Reset", `A password reset link was sent to ${sent_to}.`),
  });
}

export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (user: ManagedUser) =>
      invokeAdminUsers<{ deleted: string }>({ action: "delete", id: user.id }),
    meta: { errorTitle: "Error deleting user" },
    onSuccess: (_answer, user) => {
      notify("User Deleted", `${user.email} has been deleted.`);
      return refresh();
    },
  });
}
