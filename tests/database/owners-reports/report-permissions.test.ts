import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, signedInClient } from "../../local-backend/support.ts";
import { must } from "../support/actors.ts";
import { adminClient, createVehicle } from "../support/fixtures-functions.ts";
import {
  completedTrip,
  freshMonth,
  loggedCost,
  reportsOf,
} from "../support/report-fixtures.ts";

let admin: SupabaseClient;
let owner: { client: SupabaseClient; userId: string };
let otherOwner: SupabaseClient;
let customer: SupabaseClient;
beforeAll(async () => {
  admin = await adminClient();
  owner = await signedInClient({ appMetadata: { role: "owner" } });
  otherOwner = (await signedInClient({ appMetadata: { role: "owner" } }))
    .client;
  customer = (await signedInClient()).client;
});

/** First day of a month relative to this Lagos month, as YYYY-MM-01. */
function lagosMonthStart(offset: number): string {
  const [y, m] = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
}

describe("readable refusals", () => {
  it.each([
    [
      "a month that has not ended",
      () => lagosMonthStart(0),
      400,
      / has not ended yet: only a past month can be closed\.$/,
    ],
    ["a future month", () => lagosMonthStart(2), 400, / has not ended yet/],
    [
      "a day that is not the first",
      () => "2009-03-15",
      400,
      /^A period starts on the first day of a month; 2009-03-15 does not\.$/,
    ],
    ["no month", () => null, 400, /^Choose a month to close\.$/],
    ["an endless date", () => "infinity", 400, /^A period is a calendar month/],
  ])("close_period refuses %s", async (_label, period, status, message) => {
    const { error, status: got } = await admin.rpc("close_period", {
      p_period: period(),
    });
    expect(got).toBe(status);
    expect(error?.message).toMatch(message);
  });

  it("mark_period_paid refuses a month that was never closed", async () => {
    const { error, status } = await admin.rpc("mark_period_paid", {
      p_period: "1971-05-01",
    });
    expect(status).toBe(404);
    expect(error?.message).toBe(
      "May 1971 has not been closed: close it before marking it paid.",
    );
  });

  it("the read functions refuse a start month after the end month", async () => {
    for (const fn of ["report_summary", "report_rows", "report_monthly"]) {
      const { error, status } = await admin.rpc(fn, {
        p_from: "2010-05-01",
        p_to: "2010-04-01",
      });
      expect(status, fn).toBe(400);
      expect(error?.message).toBe(
        "The start month must be on or before the end month.",
      );
    }
  });
});

describe("who may close, pay and read", () => {
  it("only administrators close and pay a period", async () => {
    for (const client of [customer, owner.client]) {
      for (const fn of ["close_period", "mark_period_paid"]) {
        const { status } = await client.rpc(fn, { p_period: "2009-01-01" });
        expect(status, fn).toBe(403);
      }
    }
    expect(
      (await anonClient().rpc("close_period", { p_period: "2009-01-01" }))
        .status,
    ).toBe(401);
  });

  it("an owner reads the trace and the period of their own vehicle only", async () => {
    const period = freshMonth(1);
    const mine = await createVehicle({ owner_id: owner.userId });
    const theirs = await createVehicle();
    const trip = await completedTrip(
      mine.id,
      `${period.slice(0, 8)}09T09:00:00Z`,
      1_500_000,
    );
    await loggedCost(theirs.id, `${period.slice(0, 8)}09`, "Fuel", 200_000);
    must(await admin.rpc("close_period", { p_period: period }));
    const reports = await reportsOf(period);
    const myReport = reports.find((r) => r.vehicle_id === mine.id)!;
    const theirReport = reports.find((r) => r.vehicle_id === theirs.id)!;

    const trace = must(
      await owner.client.rpc("report_sources", { p_report_id: myReport.id }),
    );
    // The trip is there with its amount, but not where the rider was picked up or dropped off.
    expect(trace).toEqual([
      expect.objectContaining({
        kind: "trip",
        booking_id: trip.id,
        amount_kobo: 1_500_000,
        detail: "",
      }),
    ]);
    const adminTrace = must(
      await admin.rpc("report_sources", { p_report_id: myReport.id }),
    );
    expect(adminTrace[0].detail).toBe("Ikeja City Mall to Lekki Phase 1");
    const direct = await owner.client
      .from("revenue_report_sources")
      .select("id")
      .eq("vehicle_id", mine.id);
    expect(direct.data).toEqual([]);
    const denied = await owner.client.rpc("report_sources", {
      p_report_id: theirReport.id,
    });
    expect(denied.status).toBe(404);
    const other = await otherOwner.rpc("report_sources", {
      p_report_id: myReport.id,
    });
    expect(other.status).toBe(404);
    expect(
      (await customer.rpc("report_sources", { p_report_id: myReport.id }))
        .status,
    ).toBe(403);

    const { data: periods } = await owner.client
      .from("report_periods")
      .select("period, status")
      .eq("period", period);
    expect(periods).toEqual([{ period, status: "open" }]);
    const { data: none } = await customer
      .from("report_periods")
      .select("period")
      .eq("period", period);
    expect(none).toEqual([]);

    // The owner portal reads the stored payout and the new breakdown.
    const rows = must(await owner.client.rpc("owner_reports")) as Record<
      string,
      unknown
    >[];
    expect(rows.find((r) => r.id === myReport.id)).toMatchObject({
      period_status: "open",
      trips: 1,
      revenue_kobo: myReport.revenue_kobo,
      commission_kobo: myReport.commission_kobo,
      payout_kobo: myReport.payout_kobo,
    });
  });

  it("administrators change the commission rate, which the next close applies", async () => {
    const period = freshMonth(1);
    const v = await createVehicle();
    await completedTrip(v.id, `${period.slice(0, 8)}12T12:00:00Z`, 1_000_005);
    const denied = await owner.client
      .from("operator_settings")
      .update({ commission_rate_bps: 0 })
      .eq("id", true)
      .select();
    expect(denied.data).toEqual([]);
    try {
      must(
        await admin
          .from("operator_settings")
          .update({ commission_rate_bps: 1250 })
          .eq("id", true)
          .select(),
      );
      must(await admin.rpc("close_period", { p_period: period }));
      const [row] = await reportsOf(period);
      // 1 000 005 × 12.5 % = 125 000.625 → 125 001 kobo.
      expect(row).toMatchObject({
        commission_rate_bps: 1250,
        commission_kobo: 125_001,
        payout_kobo: 875_004,
      });
      const out = await admin
        .from("operator_settings")
        .update({ commission_rate_bps: 10_001 })
        .eq("id", true);
      expect(out.status).toBe(400);
    } finally {
      must(
        await admin
          .from("operator_settings")
          .update({ commission_rate_bps: 2000 })
          .eq("id", true)
          .select(),
      );
    }
  });

  it("the screen's reads are for administrators and agree with each other", async () => {
    const period = freshMonth(1);
    const v = await createVehicle();
    await completedTrip(v.id, `${period.slice(0, 8)}02T12:00:00Z`, 2_000_000);
    await loggedCost(v.id, `${period.slice(0, 8)}03`, "Fuel", 300_000);
    must(await admin.rpc("close_period", { p_period: period }));
    const range = { p_from: period, p_to: period };
    const [summary] = must(await admin.rpc("report_summary", range)) as Record<
      string,
      number
    >[];
    const rows = must(await admin.rpc("report_rows", range)) as Record<
      string,
      unknown
    >[];
    const monthly = must(await admin.rpc("report_monthly", range)) as Record<
      string,
      unknown
    >[];
    expect(summary).toMatchObject({
      revenue_kobo: 2_000_000,
      fuel_kobo: 300_000,
      trips: 1,
      vehicles: 1,
      open_periods: 1,
      paid_periods: 0,
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      vehicle_id: v.id,
      period_status: "open",
      model: v.model,
      payout_kobo: summary!.payout_kobo,
    });
    expect(monthly).toEqual([
      expect.objectContaining({
        period,
        revenue_kobo: 2_000_000,
        payout_kobo: summary!.payout_kobo,
      }),
    ]);
    for (const fn of ["report_summary", "report_rows", "report_monthly"]) {
      expect((await owner.client.rpc(fn, range)).status, fn).toBe(403);
    }
  });
});
