import {
  ConfirmDeleteDialog,
  type DeleteDialogProps,
} from "@/components/confirm-dialog";

import { useRemoveVehicle } from "../api/mutations";
import type { AdminVehicle } from "../types";

const consequences = (vehicle: AdminVehicle) =>
  `${vehicle.model} (${vehicle.registration_number}) will be removed from the fleet and the Our Fleet page, with its maintenance logs and revenue reports. Past trips keep their records.`;

/** Asks before deleting; a refusal (upcoming bookings) comes back as the error toast. */
export function RemoveVehicleDialog(props: DeleteDialogProps<AdminVehicle>) {
  const remove = useRemoveVehicle();
  return (
    <ConfirmDeleteDialog
      {...props}
      title="Delete this vehicle?"
      describe={consequences}
      confirmLabel="Delete Vehicle"
      deletion={remove}
    />
  );
}
