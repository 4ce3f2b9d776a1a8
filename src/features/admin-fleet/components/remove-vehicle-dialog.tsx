import { ConfirmDialog } from "@/components/confirm-dialog";

import { useRemoveVehicle } from "../api/mutations";
import type { AdminVehicle } from "../types";

/** Asks before deleting; a refusal (upcoming bookings) comes back as the error toast. */
export function RemoveVehicleDialog({
  vehicle,
  onClose,
}: {
  vehicle: AdminVehicle | null;
  onClose: () => void;
}) {
  const remove = useRemoveVehicle();
  return (
    <ConfirmDialog
      open={vehicle !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this vehicle?"
      description={
        vehicle
          ? `${vehicle.model} (${vehicle.registration_number}) will be removed from the fleet and the Our Fleet page, with its maintenance logs and revenue reports. Past trips keep their records.`
          : ""
      }
      confirmLabel="Delete Vehicle"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => {
        if (vehicle) remove.mutate(vehicle, { onSettled: onClose });
      }}
    />
  );
}
