import { describe, expect, it } from "vitest";

import { must, service } from "../support/actors.ts";
import { adminClient, createVehicle } from "../support/fixtures-functions.ts";
import { completedTrip, loggedCost } from "../support/report-fixtures.ts";

/**
 * Every action log entry names its record as people know it (booking reference, plate, driver
 * name, account e-mail, month), so the log never shows a bare id. The name is fixed when the entry
 * is written, for every table the log covers.
 */

interface Entry {
  action: string;
  label: string | null;
}

async function entriesOf(table: string, rowId: string): Promise<Entry[]> {
  return must(
    await service()
      .from("audit_log")
      .select("action, label")
      .eq("table_name", table)
      .eq("row_id", rowId)
      .order("id"),
  ) as Entry[];
}

// A month no report test uses (those use January, April, July and October).
const PERIOD = "2005-08-01";

describe("action log labels", () => {
  it("name bookings, payments, vehicles, logs, reports and periods", async () => {
    const vehicle = await createVehicle();
    const trip = await completedTrip(
      vehicle.id,
      "2005-08-14T10:00:00Z",
      1_500_000,
    );
    const { reference } = must(
      await service()
        .from("bookings")
        .select("reference")
        .eq("id", trip.id)
        .single(),
    ) as { reference: string };
    const payment = must(
      await service()
        .from("payments")
        .insert({
          booking_id: trip.id,
          amount_kobo: 1_500_000,
          received_by: "Chauffeur",
        })
        .select("id")
        .single(),
    ) as { id: string };
    const logId = await loggedCost(vehicle.id, "2005-08-16", "Fuel", 200_000);
    const admin = await adminClient();
    const closed = must(
      await admin.rpc("close_period", { p_period: PERIOD }).single(),
    ) as { id: string };
    const report = must(
      await service()
        .from("revenue_reports")
        .select("id")
        .eq("vehicle_id", vehicle.id)
        .eq("period", PERIOD)
        .single(),
    ) as { id: string };

    const plate = vehicle.registration_number;
    expect(await entriesOf("fleets", vehicle.id)).toEqual([
      { action: "insert", label: plate },
    ]);
    expect((await entriesOf("bookings", trip.id))[0]).toEqual({
      action: "insert",
      label: reference,
    });
    expect(await entriesOf("payments", payment.id)).toEqual([
      { action: "insert", label: reference },
    ]);
    expect(await entriesOf("maintenance_logs", logId)).toEqual([
      { action: "insert", label: `${plate} · Fuel` },
    ]);
    expect(await entriesOf("revenue_reports", report.id)).toEqual([
      { action: "insert", label: `${plate} · August 2005` },
    ]);
    expect(await entriesOf("report_periods", closed.id)).toEqual([
      { action: "insert", label: "August 2005" },
    ]);
  });

  it("name drivers and their documents, and keep the name once the record is deleted", async () => {
    const name = `Label Driver ${Date.now()}`;
    const driver = must(
      await service()
        .from("drivers")
        .insert({ name, license_expiry: "2030-01-31" })
        .select("id")
        .single(),
    ) as { id: string };
    const document = must(
      await service()
        .from("driver_documents")
        .update({ status: "Verified", expires_on: "2030-01-31" })
        .eq("driver_id", driver.id)
        .eq("kind", "insurance")
        .select("id")
        .single(),
    ) as { id: string };
    must(
      await service().from("drivers").delete().eq("id", driver.id).select("id"),
    );

    // A document's review also updates the driver's summary: every entry carries the name.
    const driverEntries = await entriesOf("drivers", driver.id);
    expect(driverEntries.at(0)).toEqual({ action: "insert", label: name });
    expect(driverEntries.at(-1)).toEqual({ action: "delete", label: name });
    expect(driverEntries.every((e) => e.label === name)).toBe(true);
    const documentEntries = await entriesOf("driver_documents", document.id);
    expect(documentEntries[0]).toEqual({
      action: "insert",
      label: `${name} · insurance`,
    });
    expect(documentEntries).toContainEqual({
      action: "update",
      label: `${name} · insurance`,
    });
  });
});
