import type { SupabaseClient } from "@supabase/supabase-js";

import { signedInClient } from "../../local-backend/support.ts";
import { must, service } from "./actors.ts";
import { activeDriverRow, ensureDriverAccount } from "./driver-accounts.ts";
import { bookingRow, insertRow } from "./fixture-rows.ts";

/** A signed-in driver, linked to an active drivers row with a vehicle assigned. */
export interface SignedInDriver {
  client: SupabaseClient;
  userId: string;
  driverId: string;
  vehicleId: string;
}

export async function signedInDriver(): Promise<SignedInDriver> {
  const user = await signedInClient({ appMetadata: { role: "driver" } });
  const account = await ensureDriverAccount(user.userId);
  return { client: user.client, userId: user.userId, ...account };
}

/** A signed-in user with role driver whose drivers row is as `fields` say (or absent). */
export async function driverWith(
  fields: { status?: "inactive"; assigned_vehicle_id?: null } | "unlinked",
): Promise<SignedInDriver> {
  const user = await signedInClient({ appMetadata: { role: "driver" } });
  if (fields === "unlinked")
    return {
      client: user.client,
      userId: user.userId,
      driverId: "",
      vehicleId: "",
    };
  const driverId = await insertRow("drivers", {
    ...activeDriverRow(user.userId),
    ...fields,
  });
  return { client: user.client, userId: user.userId, driverId, vehicleId: "" };
}

export type TripStatus = "pending" | "confirmed" | "in-progress" | "completed";

/** A booking assigned to the driver and their vehicle, an hour from now, in `status`. */
export async function tripFor(
  driver: Pick<SignedInDriver, "driverId" | "vehicleId">,
  status: TripStatus = "confirmed",
): Promise<{ id: string; reference: string }> {
  const id = await insertRow("bookings", {
    ...bookingRow(null),
    booking_time: new Date(Date.now() + 3_600_000).toISOString(),
    driver_id: driver.driverId,
    vehicle_id: driver.vehicleId,
    status,
  });
  const row = must(
    await service().from("bookings").select("reference").eq("id", id).single(),
  );
  return { id, reference: String(row.reference) };
}

/** One row read with the service role. */
export async function rowOf(
  table: string,
  id: string,
  pk = "id",
): Promise<Record<string, unknown>> {
  return must(
    await service().from(table).select("*").eq(pk, id).single(),
  ) as Record<string, unknown>;
}
