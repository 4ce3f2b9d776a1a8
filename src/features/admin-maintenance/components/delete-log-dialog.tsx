import { formatIsoDate } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import {
  ConfirmDeleteDialog,
  type DeleteDialogProps,
} from "@/components/confirm-dialog";

import { useDeleteMaintenanceLog } from "../api/mutations";
import type { MaintenanceLogRow } from "../types";

const consequences = (log: MaintenanceLogRow) =>
  `The ${log.log_type.toLowerCase()} entry of ${formatIsoDate(log.log_date)} for ${log.vehicle?.model ?? "a removed vehicle"} (${formatNaira(log.cost_kobo)}) will be removed from the log and its totals.`;

/** Asks before deleting an entry; the vehicle's status is left as it is. */
export function DeleteLogDialog(props: DeleteDialogProps<MaintenanceLogRow>) {
  const remove = useDeleteMaintenanceLog();
  return (
    <ConfirmDeleteDialog
      {...props}
      title="Delete this entry?"
      describe={consequences}
      confirmLabel="Delete Entry"
      deletion={remove}
    />
  );
}
