import type { ReactNode } from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

/**
 * Asks before an irreversible step. The dialog stays open while `pending`, so the caller closes it
 * once the step has succeeded and a refusal leaves the choice on screen.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = "Cancel",
  variant = "destructive",
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  variant?: "default" | "destructive";
  pending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>
            {cancelLabel}
          </AlertDialogCancel>
          <AlertDialogAction
            variant={variant}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={(event) => {
              // The caller closes the dialog when the step is done.
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** A record that a delete dialog asks about, and how the screen lets go of it. */
export interface DeleteDialogProps<T> {
  /** The record to delete; the dialog is open while there is one. */
  item: T | null;
  /** Clears `item`: on Cancel, and once the deletion has settled either way. */
  onClose: () => void;
}

/**
 * Asks before deleting a record from a back-office list. The deletion's own hook says what
 * happened (its success toast, or the error toast of a refusal); the dialog closes once it settles.
 */
export function ConfirmDeleteDialog<T>({
  item,
  onClose,
  title,
  describe,
  confirmLabel,
  deletion,
}: DeleteDialogProps<T> & {
  title: string;
  /** What deleting this record takes with it, in a sentence or two. */
  describe: (item: T) => ReactNode;
  confirmLabel: string;
  /** The deleting mutation (a `useMutation` result) whose variables are the record. */
  deletion: {
    isPending: boolean;
    mutate: (item: T, options: { onSettled: () => void }) => void;
  };
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={item !== null ? describe(item) : ""}
      confirmLabel={confirmLabel}
      pendingLabel="Deleting..."
      pending={deletion.isPending}
      onConfirm={() => {
        if (item !== null) deletion.mutate(item, { onSettled: onClose });
      }}
    />
  );
}
