import { FormDialog } from "@/components/form-dialog";

import type { MaintenanceFormStart } from "../types";
import { MaintenanceForm } from "./maintenance-form";

/** The maintenance page's add and edit dialog. */
export function MaintenanceEntryDialog({
  start,
  open,
  onOpenChange,
}: {
  start: MaintenanceFormStart;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const editing = start.mode === "edit";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      title={editing ? "Edit maintenance entry" : "Add maintenance entry"}
      description={
        editing
          ? `${start.log.vehicle?.model ?? "Vehicle"} (${start.log.vehicle?.registration_number ?? "removed"}): correct the entry, or move the vehicle out of maintenance.`
          : "Log fuel, servicing or repairs, and take the vehicle out of service if needed."
      }
    >
      <MaintenanceForm start={start} onSaved={() => onOpenChange(false)} />
    </FormDialog>
  );
}
