import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

import { MaintenanceForm } from "./maintenance-form";

/** The dashboard's Report Maintenance: the entry form, adding, in a dialog. */
export function MaintenanceDialog({
  open,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report Maintenance</DialogTitle>
          <DialogDescription>
            Log work on a vehicle, and take it out of service if needed.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <MaintenanceForm
            submitLabel="Report maintenance"
            successTitle="Maintenance Reported"
            onSaved={() => {
              onSaved?.();
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
