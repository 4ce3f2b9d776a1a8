import { ConfirmDialog } from "@/components/confirm-dialog";

import { useDeleteUser } from "../api/mutations";
import type { ManagedUser } from "../types";
import { EditUserDialog } from "./edit-user-dialog";

export interface UsersDialogState {
  open: "edit" | "delete" | null;
  current: ManagedUser | null;
}

/** The page's one pair of dialogs: edit and delete, for the row in `state.current`. */
export function UsersDialogs({
  state,
  selfId,
  onClose,
}: {
  state: UsersDialogState;
  selfId: string | undefined;
  onClose: () => void;
}) {
  const remove = useDeleteUser();
  const user = state.current;
  const close = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <EditUserDialog
        user={user}
        isSelf={user?.id === selfId}
        open={state.open === "edit"}
        onOpenChange={close}
      />
      <ConfirmDialog
        open={state.open === "delete" && user !== null}
        onOpenChange={close}
        title="Delete user?"
        description={
          <>
            <strong className="break-all">{user?.email}</strong> will be deleted
            with their sign-in. Their bookings stay, without the account. This
            cannot be undone.
          </>
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => user && remove.mutate(user, { onSuccess: onClose })}
      />
    </>
  );
}
