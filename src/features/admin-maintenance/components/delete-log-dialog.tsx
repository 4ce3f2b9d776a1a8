import { formatIsoDate } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { notify } from "@/lib/toast";
import { ConfirmDialog } from "@/components/confirm-dialog";

import { useDeleteMaintenanceLog } from "../api/mutations";
import type { MaintenanceLogRow } from "../types";

/** Asks before deleting an entry; the vehicle's status is left as it is. */
export function DeleteLogDialog({
  log,
  onClose,
}: {
  log: MaintenanceLogRow | null;
  onClose: () => void;
}) {
  const remove = useDeleteMaintenanceLog();
  return (
    <ConfirmDialog
      open={log !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this entry?"
      description={
        log
          ? `The ${log.log_type.toLowerCase()} entry of ${formatIsoDate(log.log_date)} for ${log.vehicle?.model ?? "a removed vehicle"} (${formatNaira(log.cost_kobo)}) will be removed from the log and its totals.`
          : ""
      }
      confirmLabel="Delete Entry"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => {
        if (!log) return;
        remove.mutate(log.id, {
          onSuccess: () =>
            notify("Log Deleted", "The entry was removed from the log."),
          onSettled: onClose,
        });
      }}
    />
  );
}
