import { useQuery } from "@tanstack/react-query";
import type { Control } from "react-hook-form";

import { toUserMessage } from "@/lib/errors";
import { SelectField } from "@/components/form/select-field";

import { driverQueries } from "../api/queries";
import { NO_VEHICLE, type DriverFormInput } from "../schemas";
import type { VehicleOption } from "../types";

/** Vehicles free to assign: those without a driver, and this driver's own. */
function choices(vehicles: VehicleOption[], driverId: string | null) {
  return [
    { value: NO_VEHICLE, label: "No vehicle" },
    ...vehicles
      .filter((v) => v.drivers.every((d) => d.id === driverId))
      .map((v) => ({
        value: v.id,
        label: `${v.model} · ${v.registration_number}`,
      })),
  ];
}

/** The assigned vehicle: optional, one driver per vehicle. */
export function VehicleField({
  control,
  driverId,
}: {
  control: Control<DriverFormInput>;
  driverId: string | null;
}) {
  const vehicles = useQuery(driverQueries.vehicleOptions());
  return (
    <SelectField
      control={control}
      name="vehicleId"
      label="Assigned Vehicle"
      options={choices(vehicles.data ?? [], driverId)}
      disabled={vehicles.isPending || vehicles.isError}
      description={vehicles.isPending ? "Loading vehicles…" : undefined}
      error={
        vehicles.isError
          ? `Error fetching vehicles: ${toUserMessage(vehicles.error)}`
          : undefined
      }
    />
  );
}
