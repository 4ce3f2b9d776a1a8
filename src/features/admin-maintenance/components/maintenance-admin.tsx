import { useCallback, useState } from "react";

import type {
  MaintenanceFormStart,
  MaintenanceLogRow,
  ServiceReminder,
} from "../types";
import { DeleteLogDialog } from "./delete-log-dialog";
import { MaintenanceEntryDialog } from "./maintenance-entry-dialog";
import { MaintenanceLogTable } from "./maintenance-log-table";
import { ServiceIntervalDialog } from "./service-interval-dialog";
import { ServiceRemindersPanel } from "./service-reminders-panel";

/** Which dialog is open; the route holds it so the header's Add entry opens the form. */
export type MaintenanceDialogState =
  | { kind: "closed" }
  | { kind: "form"; start: MaintenanceFormStart }
  | { kind: "delete"; log: MaintenanceLogRow }
  | { kind: "interval"; reminder: ServiceReminder };

/** Service reminders, the log with its totals, and their dialogs. */
export function MaintenanceAdmin({
  dialog,
  onDialogChange,
}: {
  dialog: MaintenanceDialogState;
  onDialogChange: (next: MaintenanceDialogState) => void;
}) {
  const close = useCallback(
    () => onDialogChange({ kind: "closed" }),
    [onDialogChange],
  );
  const onEdit = useCallback(
    (log: MaintenanceLogRow) =>
      onDialogChange({ kind: "form", start: { mode: "edit", log } }),
    [onDialogChange],
  );
  const onDelete = useCallback(
    (log: MaintenanceLogRow) => onDialogChange({ kind: "delete", log }),
    [onDialogChange],
  );
  // The last entry stays in the form while its dialog animates out.
  const [formStart, setFormStart] = useState<MaintenanceFormStart>({
    mode: "add",
  });
  if (dialog.kind === "form" && dialog.start !== formStart)
    setFormStart(dialog.start);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <ServiceRemindersPanel
        onLogService={(r) =>
          onDialogChange({
            kind: "form",
            start: { mode: "add", vehicleId: r.vehicleId, logType: "Service" },
          })
        }
        onEditInterval={(reminder) =>
          onDialogChange({ kind: "interval", reminder })
        }
      />
      <MaintenanceLogTable onEdit={onEdit} onDelete={onDelete} />
      <MaintenanceEntryDialog
        open={dialog.kind === "form"}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        start={dialog.kind === "form" ? dialog.start : formStart}
      />
      <DeleteLogDialog
        item={dialog.kind === "delete" ? dialog.log : null}
        onClose={close}
      />
      <ServiceIntervalDialog
        reminder={dialog.kind === "interval" ? dialog.reminder : null}
        onClose={close}
      />
    </div>
  );
}
