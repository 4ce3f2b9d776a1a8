import { useCallback, useState } from "react";

import type { AdminVehicle } from "../types";
import { FleetTable } from "./fleet-table";
import { RemoveVehicleDialog } from "./remove-vehicle-dialog";
import { VehicleDialog } from "./vehicle-dialog";

/** Which dialog is open: the add/edit form (with its vehicle, or none to add) or the delete. */
export type FleetDialogState =
  | { kind: "closed" }
  | { kind: "form"; vehicle: AdminVehicle | null }
  | { kind: "remove"; vehicle: AdminVehicle };

/** The fleet table with its dialogs; `dialog` is the route's, so the header's button opens it. */
export function FleetAdmin({
  dialog,
  onDialogChange,
}: {
  dialog: FleetDialogState;
  onDialogChange: (next: FleetDialogState) => void;
}) {
  const close = useCallback(
    () => onDialogChange({ kind: "closed" }),
    [onDialogChange],
  );
  const onEdit = useCallback(
    (vehicle: AdminVehicle) => onDialogChange({ kind: "form", vehicle }),
    [onDialogChange],
  );
  const onRemove = useCallback(
    (vehicle: AdminVehicle) => onDialogChange({ kind: "remove", vehicle }),
    [onDialogChange],
  );
  // The last vehicle stays in the form while its dialog animates out.
  const [formVehicle, setFormVehicle] = useState<AdminVehicle | null>(null);
  if (dialog.kind === "form" && dialog.vehicle !== formVehicle)
    setFormVehicle(dialog.vehicle);

  return (
    <>
      <FleetTable onEdit={onEdit} onRemove={onRemove} />
      <VehicleDialog
        open={dialog.kind === "form"}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        vehicle={dialog.kind === "form" ? dialog.vehicle : formVehicle}
      />
      <RemoveVehicleDialog
        item={dialog.kind === "remove" ? dialog.vehicle : null}
        onClose={close}
      />
    </>
  );
}
