import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { must, service } from "../support/actors.ts";
import { adminClient, createVehicle } from "../support/fixtures-functions.ts";
import {
  commissionOf,
  completedTrip,
  freshMonth,
  loggedCost,
  reportsOf,
} from "../support/report-fixtures.ts";

let admin: SupabaseClient;
let rate: number;
beforeAll(async () => {
  admin = await adminClient();
  const settings = must(
    await admin
      .from("operator_settings")
      .select("commission_rate_bps")
      .single(),
  );
  rate = settings.commission_rate_bps as number;
});

const close = (period: string) =>
  admin.rpc("close_period", { p_period: period });
const trace = async (reportId: string) =>
  must(await admin.rpc("report_sources", { p_report_id: reportId })) as {
    kind: string;
    booking_id: string | null;
    maintenance_log_id: string | null;
    amount_kobo: number;
  }[];

describe("close_period figures", () => {
  it("sums one Lagos calendar month of trips and logs per vehicle, with commission and payout", async () => {
    const period = freshMonth(0); // e.g. 2008-04-01
    const [y, m] = period.split("-").map(Number) as [number, number];
    const iso = (month: number, day: number, time: string) =>
      `${new Date(Date.UTC(y, month - 1, day)).toISOString().slice(0, 10)}T${time}Z`;
    const a = await createVehicle();
    const b = await createVehicle();

    // 23:30 UTC on the last day of the previous month is 00:30 in Lagos: inside the month.
    const first = await completedTrip(a.id, iso(m, 0, "23:30:00"), 1_234_500);
    const middle = await completedTrip(a.id, iso(m, 15, "12:00:00"), 2_000_000);
    // 22:59:59 UTC on the last day is 23:59:59 in Lagos: still inside.
    const last = await completedTrip(a.id, iso(m + 1, 0, "22:59:59"), 765_400);
    // One second later it is the next month in Lagos, and a cancelled trip is never revenue.
    await completedTrip(a.id, iso(m + 1, 0, "23:00:00"), 9_999_900);
    await completedTrip(a.id, iso(m, 10, "10:00:00"), 5_555_500, "cancelled");
    const bTrip = await completedTrip(b.id, iso(m, 3, "08:00:00"), 3_000_000);

    const fuel1 = await loggedCost(a.id, period, "Fuel", 4_500_000);
    const fuel2 = await loggedCost(
      a.id,
      iso(m + 1, 0, "00:00:00").slice(0, 10),
      "Fuel",
      300_000,
    );
    const service1 = await loggedCost(
      a.id,
      iso(m, 20, "00:00:00").slice(0, 10),
      "Service",
      1_800_000,
    );
    const repair = await loggedCost(
      a.id,
      iso(m, 21, "00:00:00").slice(0, 10),
      "Repair",
      250_000,
    );
    await loggedCost(
      a.id,
      iso(m + 1, 1, "00:00:00").slice(0, 10),
      "Fuel",
      7_000_000,
    );

    const { data: closed, error } = await close(period);
    expect(error).toBeNull();
    expect(closed).toMatchObject({
      period,
      status: "open",
      commission_rate_bps: rate,
    });

    const rows = await reportsOf(period);
    const ra = rows.find((r) => r.vehicle_id === a.id)!;
    const revenue = 1_234_500 + 2_000_000 + 765_400;
    const fuel = 4_500_000 + 300_000;
    const maintenance = 1_800_000 + 250_000;
    const commission = commissionOf(revenue, rate);
    expect(ra).toMatchObject({
      trips: 3,
      revenue_kobo: revenue,
      fuel_kobo: fuel,
      maintenance_kobo: maintenance,
      expenses_kobo: fuel + maintenance,
      commission_rate_bps: rate,
      commission_kobo: commission,
      payout_kobo: revenue - commission - fuel - maintenance,
    });
    const rb = rows.find((r) => r.vehicle_id === b.id)!;
    expect(rb).toMatchObject({
      trips: 1,
      revenue_kobo: 3_000_000,
      expenses_kobo: 0,
    });

    // The trace returns exactly the rows summed, with their amounts.
    const sources = await trace(ra.id);
    expect(
      sources
        .filter((s) => s.kind === "trip")
        .map((s) => s.booking_id)
        .sort(),
    ).toEqual([first.id, middle.id, last.id].sort());
    expect(
      sources
        .filter((s) => s.kind === "fuel")
        .map((s) => s.maintenance_log_id)
        .sort(),
    ).toEqual([fuel1, fuel2].sort());
    expect(
      sources
        .filter((s) => s.kind === "maintenance")
        .map((s) => s.maintenance_log_id)
        .sort(),
    ).toEqual([service1, repair].sort());
    const sum = (kind: string) =>
      sources
        .filter((s) => s.kind === kind)
        .reduce((t, s) => t + s.amount_kobo, 0);
    expect([sum("trip"), sum("fuel"), sum("maintenance")]).toEqual([
      revenue,
      fuel,
      maintenance,
    ]);
    expect((await trace(rb.id)).map((s) => s.booking_id)).toEqual([bTrip.id]);
  });

  it("keeps a negative payout when costs and commission exceed revenue", async () => {
    const period = freshMonth(0);
    const v = await createVehicle();
    await completedTrip(v.id, `${period.slice(0, 8)}10T09:00:00Z`, 1_000_000);
    await loggedCost(v.id, `${period.slice(0, 8)}12`, "Repair", 5_000_000);
    expect((await close(period)).error).toBeNull();
    const [row] = await reportsOf(period);
    const commission = commissionOf(1_000_000, rate);
    expect(row?.payout_kobo).toBe(1_000_000 - commission - 5_000_000);
    expect(row!.payout_kobo).toBeLessThan(0);
  });
});

describe("re-running and paying a period", () => {
  it("replaces an open period's rows, drops vehicles without activity, then locks once paid", async () => {
    const period = freshMonth(0);
    const day = (d: string) => `${period.slice(0, 8)}${d}`;
    const a = await createVehicle();
    const b = await createVehicle();
    await completedTrip(a.id, `${day("05")}T10:00:00Z`, 2_000_000);
    const bTrip = await completedTrip(
      b.id,
      `${day("06")}T10:00:00Z`,
      1_000_000,
    );
    expect((await close(period)).error).toBeNull();
    const firstRun = await reportsOf(period);
    expect(firstRun).toHaveLength(2);

    // Same data: same rows, same ids.
    expect((await close(period)).error).toBeNull();
    expect(await reportsOf(period)).toEqual(firstRun);

    // New activity is picked up; a vehicle whose only trip is gone loses its row.
    await completedTrip(a.id, `${day("07")}T10:00:00Z`, 500_000);
    must(
      await service().from("bookings").delete().eq("id", bTrip.id).select("id"),
    );
    expect((await close(period)).error).toBeNull();
    const rerun = await reportsOf(period);
    expect(rerun.map((r) => [r.vehicle_id, r.trips, r.revenue_kobo])).toEqual([
      [a.id, 2, 2_500_000],
    ]);
    expect(rerun[0]!.id).toBe(firstRun.find((r) => r.vehicle_id === a.id)!.id);

    const paid = await admin.rpc("mark_period_paid", { p_period: period });
    expect(paid.error).toBeNull();
    expect(paid.data).toMatchObject({ period, status: "paid" });
    expect(paid.data.paid_at).not.toBeNull();

    // Paid: closing again, paying again, or editing a row directly are all refused.
    await completedTrip(a.id, `${day("08")}T10:00:00Z`, 700_000);
    const again = await close(period);
    expect(again.status).toBe(409);
    expect(again.error?.message).toMatch(
      / is paid: it cannot be closed again\.$/,
    );
    const twice = await admin.rpc("mark_period_paid", { p_period: period });
    expect(twice.status).toBe(409);
    expect(twice.error?.message).toMatch(/ is already paid\.$/);
    const edit = await service()
      .from("revenue_reports")
      .update({ revenue_kobo: 1 })
      .eq("id", rerun[0]!.id);
    expect(edit.status).toBe(409);
    expect(edit.error?.message).toMatch(/ is paid: its reports are locked\.$/);
    expect(await reportsOf(period)).toEqual(rerun);
  });

  it("records who closed and paid a period in the action log", async () => {
    const period = freshMonth(0);
    const v = await createVehicle();
    await completedTrip(v.id, `${period.slice(0, 8)}11T10:00:00Z`, 800_000);
    expect((await close(period)).error).toBeNull();
    expect(
      (await admin.rpc("mark_period_paid", { p_period: period })).error,
    ).toBeNull();
    const entries = must(
      await service()
        .from("audit_log")
        .select("action, table_name, actor_id, after")
        .in("table_name", ["report_periods", "revenue_reports"])
        .eq("after->>period", period)
        .order("id"),
    );
    const { data: me } = await admin.auth.getUser();
    expect(entries.map((e) => [e.table_name, e.action])).toEqual([
      ["report_periods", "insert"],
      ["revenue_reports", "insert"],
      ["report_periods", "update"],
    ]);
    expect(entries.every((e) => e.actor_id === me.user?.id)).toBe(true);
    expect(entries[2]?.after).toMatchObject({ status: "paid" });
  });
});
