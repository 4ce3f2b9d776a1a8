import type { Enums } from "@/lib/database.types";

import type { TrackedVehicle } from "./types";

export type StatusFilter = Enums<"vehicle_status"> | "all";

export interface TrackingFilters {
  status: StatusFilter;
  search: string;
}

/** Vehicles matching the status and a search over model, plate, driver and booking reference. */
export function filterVehicles(
  vehicles: readonly TrackedVehicle[],
  { status, search }: TrackingFilters,
): readonly TrackedVehicle[] {
  const term = search.trim().toLowerCase();
  if (status === "all" && !term) return vehicles;
  return vehicles.filter(
    (vehicle) =>
      (status === "all" || vehicle.vehicle_status === status) &&
      (!term ||
        [
          vehicle.model,
          vehicle.registration_number,
          vehicle.driver_name,
          vehicle.booking_reference,
        ].some((text) => text?.toLowerCase().includes(term))),
  );
}
