import { trackingState } from "../state";
import type { TrackedVehicle } from "../types";
import { VehicleListItem } from "./vehicle-list-item";

export interface VehicleListProps {
  vehicles: readonly TrackedVehicle[];
  selectedId: string | null;
  now: number;
  onSelect: (vehicleId: string) => void;
  onViewBooking?: (bookingId: string) => void;
}

export function VehicleList({
  vehicles,
  selectedId,
  now,
  onSelect,
  onViewBooking,
}: VehicleListProps) {
  if (vehicles.length === 0) {
    return (
      <p className="rounded-lg border border-border bg-card p-4 text-sm text-muted-foreground">
        No vehicles match.
      </p>
    );
  }
  return (
    <ul aria-label="Vehicles" className="flex flex-col gap-2">
      {vehicles.map((vehicle) => (
        <VehicleListItem
          key={vehicle.vehicle_id}
          vehicle={vehicle}
          state={trackingState(vehicle, now)}
          selected={vehicle.vehicle_id === selectedId}
          onSelect={onSelect}
          onViewBooking={onViewBooking}
        />
      ))}
    </ul>
  );
}
