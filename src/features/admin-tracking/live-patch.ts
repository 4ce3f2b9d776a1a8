import type { PositionUpdate, TrackedVehicle } from "./types";

/** Reads a vehicle_positions row from a Realtime change; null when it lacks what the board needs. */
export function toPositionUpdate(
  row: Record<string, unknown>,
): PositionUpdate | null {
  const { vehicle_id, lat, lng, recorded_at, source } = row;
  if (
    typeof vehicle_id !== "string" ||
    typeof lat !== "number" ||
    typeof lng !== "number" ||
    typeof recorded_at !== "string" ||
    (source !== "phone" && source !== "simulator")
  ) {
    return null;
  }
  return {
    vehicle_id,
    lat,
    lng,
    speed_kmh: Number(row.speed_kmh ?? 0),
    heading: Number(row.heading ?? 0),
    recorded_at,
    source,
    driver_id: typeof row.driver_id === "string" ? row.driver_id : null,
  };
}

/**
 * The board with a batch of positions applied: only the vehicles named get new objects (so
 * memoised rows and markers of the others stay untouched), and an older fix never replaces a
 * newer one. Positions of vehicles the board does not list yet are left for the next refetch.
 */
export function applyPositions(
  board: readonly TrackedVehicle[],
  updates: ReadonlyMap<string, PositionUpdate>,
): TrackedVehicle[] {
  return board.map((vehicle) => {
    const update = updates.get(vehicle.vehicle_id);
    if (!update) return vehicle;
    if (
      vehicle.recorded_at !== null &&
      Date.parse(vehicle.recorded_at) > Date.parse(update.recorded_at)
    ) {
      return vehicle;
    }
    const phoneDriverChanged =
      update.source === "phone" && update.driver_id !== vehicle.driver_id;
    return {
      ...vehicle,
      lat: update.lat,
      lng: update.lng,
      speed_kmh: update.speed_kmh,
      heading: update.heading,
      recorded_at: update.recorded_at,
      source: update.source,
      // The name arrives with the next refetch; until then the id is right and the name unknown.
      ...(phoneDriverChanged
        ? { driver_id: update.driver_id, driver_name: null }
        : {}),
    };
  });
}

/** True when a batch names a vehicle the board lacks or a phone driver it does not show yet. */
export function batchNeedsRefetch(
  board: readonly TrackedVehicle[],
  updates: ReadonlyMap<string, PositionUpdate>,
): boolean {
  const byId = new Map(board.map((vehicle) => [vehicle.vehicle_id, vehicle]));
  for (const update of updates.values()) {
    const vehicle = byId.get(update.vehicle_id);
    if (!vehicle) return true;
    if (update.source === "phone" && update.driver_id !== vehicle.driver_id)
      return true;
  }
  return false;
}
