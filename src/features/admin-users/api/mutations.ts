import { useMutation, useQueryClient } from "@tanstack/react-query";

import { notify } from "@/lib/toast";

import type { InviteUserFormValues, UserFormValues } from "../schemas";
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

/** What an invitation answers: the account, and whether it got an invitation or a reset link. */
export interface Invited {
  user_id: string;
  sent: "invite" | "recovery";
}

const ROLE_NAMES: Record<InviteUserFormValues["role"], string> = {
  owner: "an owner",
  admin: "an administrator",
};

/** Invites an owner or administrator by e-mail; the table then lists the new account. */
export function useInviteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (values: InviteUserFormValues) =>
      invokeAdminUsers<Invited>({ action: "invite", ...values }),
    meta: { errorTitle: "Error updating user" },
    onSuccess: ({ sent }, { email, full_name, role }) => {
      notify(
        "Invitation Sent",
        sent === "invite"
          ? `${full_name} (${email}) is invited as ${ROLE_NAMES[role]}. The e-mail's link lets them choose a password.`
          : `${full_name} (${email}) already had an account: it is now ${ROLE_NAMES[role]}, and a link to set a password is on its way.`,
      );
      return refresh();
    },
  });
}
