import { must, service } from "./actors.ts";
import { driverRow, insertRow } from "./fixture-rows.ts";

/**
 * driver_documents rows come with their driver, one per kind, so the permission matrix works on
 * a new driver's insurance row, and inserts the row that a new driver's missing insurance leaves
 * free.
 */
export async function insuranceDocument(): Promise<string> {
  const driverId = await insertRow("drivers", driverRow());
  const row = must(
    await service()
      .from("driver_documents")
      .select("id")
      .eq("driver_id", driverId)
      .eq("kind", "insurance")
      .single(),
  );
  return String(row.id);
}

export async function freeInsuranceSlot(): Promise<Record<string, unknown>> {
  const driverId = await insertRow("drivers", driverRow());
  must(
    await service()
      .from("driver_documents")
      .delete()
      .eq("driver_id", driverId)
      .eq("kind", "insurance")
      .select("id"),
  );
  return { driver_id: driverId, kind: "insurance" };
}
