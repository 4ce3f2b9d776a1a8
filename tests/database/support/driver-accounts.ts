import { must, service } from "./actors.ts";
import { createVehicle, driverRow, insertRow } from "./fixture-rows.ts";

export interface DriverAccount {
  driverId: string;
  vehicleId: string;
}

/** An active driver with verified documents, as the demo driver is: ready to take trips. */
export const activeDriverRow = (userId: string | null) => ({
  ...driverRow(),
  status: "active",
  documents: { license: "Verified", insurance: "Verified" },
  user_id: userId,
});

/**
 * The drivers row linked to a driver's login, with a vehicle assigned. Tests that delete the row
 * or the vehicle (the permission matrix does) get a new one on the next call.
 */
export async function ensureDriverAccount(
  userId: string,
): Promise<DriverAccount> {
  const found = await service()
    .from("drivers")
    .select("id, assigned_vehicle_id")
    .eq("user_id", userId)
    .maybeSingle();
  if (found.error) throw found.error;
  const driverId =
    (found.data?.id as string | undefined) ??
    (await insertRow("drivers", activeDriverRow(userId)));
  let vehicleId = found.data?.assigned_vehicle_id as string | null | undefined;
  if (!vehicleId) {
    vehicleId = await createVehicle();
    must(
      await service()
        .from("drivers")
        .update({ assigned_vehicle_id: vehicleId })
        .eq("id", driverId)
        .select("id")
        .single(),
    );
  }
  return { driverId, vehicleId };
}
