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

/** The notice version the tests' drivers agree to. */
export const TEST_POLICY_VERSION = "test-2026-11";

/** Records the driver's consent to location sharing, as the driver app does before a first shift. */
export async function giveLocationConsent(client: SupabaseClient) {
  must(
    await client.rpc("record_location_consent", {
      p_policy_version: TEST_POLICY_VERSION,
    }),
  );
}

/**
 * A driver ready to go on duty: consent to location sharing given, unless `consent` is false
 * (report_position refuses a driver without it).
 */
export async function signedInDriver(
  options: { consent?: boolean } = {},
): Promise<SignedInDriver> {
  const user = await signedInClient({ appMetadata: { role: "driver" } });
  const account = await ensureDriverAccount(user.userId);
  if (options.consent ?? true) await giveLocationConsent(user.client);
  return { client: user.client, userId: user.userId, ...account };
}

/**
 * A signed-in user with role driver whose drivers row is as `fields` say (or absent), who has
 * agreed to location sharing.
 */
export async function driverWith(
  fields: { status?: "inactive"; assigned_vehicle_id?: null } | "unlinked",
): Promise<SignedInDriver> {
  const user = await signedInClient({ appMetadata: { role: "driver" } });
  await giveLocationConsent(user.client);
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
