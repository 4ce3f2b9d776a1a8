import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { must, service } from "../support/actors.ts";
import { adminClient, createVehicle } from "../support/fixtures-functions.ts";
import {
  completedTrip,
  loggedCost,
  reportsOf,
} from "../support/report-fixtures.ts";

/**
 * A month with nothing in it is refused in words (422) instead of closing to a period with no
 * report that then looked payable; and a period without a report is never marked paid. Months of
 * 2006 other than January, April, July and October: no other report test uses them.
 */

let admin: SupabaseClient;
beforeAll(async () => {
  admin = await adminClient();
});

const close = (period: string) =>
  admin.rpc("close_period", { p_period: period });
const periodRow = async (period: string) =>
  must(
    await service()
      .from("report_periods")
      .select("period, status")
      .eq("period", period),
  );

describe("closing an empty month", () => {
  it("is refused with a readable 422 and leaves no period behind", async () => {
    const period = "2006-02-01";
    const v = await createVehicle();
    // A cancelled trip is never revenue: the month still has nothing to close.
    await completedTrip(v.id, "2006-02-10T10:00:00Z", 900_000, "cancelled");
    const refused = await close(period);
    expect(refused.status).toBe(422);
    expect(refused.error?.message).toBe(
      "February 2006 has no completed trips or maintenance logs: there is nothing to close.",
    );
    expect(await periodRow(period)).toEqual([]);
  });

  it("closes a month whose only activity is a maintenance log", async () => {
    const period = "2006-03-01";
    const v = await createVehicle();
    await loggedCost(v.id, "2006-03-09", "Repair", 400_000);
    expect((await close(period)).error).toBeNull();
    expect((await reportsOf(period)).map((r) => r.vehicle_id)).toEqual([v.id]);
  });

  it("refuses a re-run once the month's only trip is gone, keeping the closed figures", async () => {
    const period = "2006-05-01";
    const v = await createVehicle();
    const trip = await completedTrip(v.id, "2006-05-12T10:00:00Z", 1_000_000);
    expect((await close(period)).error).toBeNull();
    const before = await reportsOf(period);
    must(
      await service().from("bookings").delete().eq("id", trip.id).select("id"),
    );
    const rerun = await close(period);
    expect(rerun.status).toBe(422);
    expect(await reportsOf(period)).toEqual(before);
  });
});

describe("paying a period with no report", () => {
  it("is refused: there is nothing to pay", async () => {
    // A period closed empty before such months were refused.
    const period = "2006-06-01";
    must(
      await service()
        .from("report_periods")
        .insert({ period, commission_rate_bps: 2000 })
        .select("period"),
    );
    const refused = await admin.rpc("mark_period_paid", { p_period: period });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(
      "June 2006 has no revenue reports: there is nothing to pay.",
    );
    expect(await periodRow(period)).toEqual([{ period, status: "open" }]);
  });
});
