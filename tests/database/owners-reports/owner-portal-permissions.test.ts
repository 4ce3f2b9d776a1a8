import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, signedInClient } from "../../local-backend/support.ts";
import { must, service } from "../support/actors.ts";
import { adminClient, createVehicle } from "../support/fixtures-functions.ts";
import {
  completedTrip,
  freshMonth,
  loggedCost,
} from "../support/report-fixtures.ts";

/**
 * The owner portal's reads (owner_report_totals, owner_reports, owner_monthly, owner_vehicles):
 * an owner sees exactly their own vehicles, by owner_id; everyone else is refused with a 4xx; the
 * totals are the sums of the rows; ranges are checked. Months of series 2 (2024 onwards, closed
 * here) are this file's own.
 */

type Row = Record<string, unknown>;
type Totals = Record<string, number>;

let admin: SupabaseClient;
let owner: { client: SupabaseClient; userId: string };
let rival: { client: SupabaseClient; userId: string };
let customer: SupabaseClient;
let driver: SupabaseClient;
let mine: { id: string }[];
let theirs: { id: string };
let m1: string; // a closed month with trips, fuel and maintenance
let m2: string; // a later closed month
let m1Last: string;

const rpc = async <T>(client: SupabaseClient, fn: string, args: Row = {}) =>
  must(await client.rpc(fn, args)) as T;

const lastDay = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
const at = (month: string, day: number, hour = 10) =>
  `${month.slice(0, 8)}${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00+01:00`;

beforeAll(async () => {
  admin = await adminClient();
  owner = await signedInClient({ appMetadata: { role: "owner" } });
  rival = await signedInClient({ appMetadata: { role: "owner" } });
  customer = (await signedInClient()).client;
  driver = (await signedInClient({ appMetadata: { role: "driver" } })).client;
  mine = [
    await createVehicle({ owner_id: owner.userId, model: "Owner Test A" }),
    await createVehicle({ owner_id: owner.userId, model: "Owner Test B" }),
  ];
  theirs = await createVehicle({ owner_id: rival.userId });
  m1 = freshMonth(2);
  m2 = freshMonth(2);
  m1Last = lastDay(m1);

  // Vehicle A: three trips on two days of m1 (one late in the Lagos evening), fuel, maintenance,
  // a service with an odometer; one trip in m2. Vehicle B: one trip in m1. The rival: one in m1.
  await completedTrip(mine[0]!.id, at(m1, 3, 8), 1_500_000);
  await completedTrip(mine[0]!.id, at(m1, 3, 23), 2_250_000);
  await completedTrip(mine[0]!.id, at(m1, 17), 3_000_000);
  await completedTrip(mine[0]!.id, at(m1, 18), 999_999, "cancelled");
  await loggedCost(mine[0]!.id, `${m1.slice(0, 8)}05`, "Fuel", 400_000);
  await loggedCost(mine[0]!.id, `${m1.slice(0, 8)}09`, "Repair", 250_000);
  must(
    await service()
      .from("maintenance_logs")
      .insert({
        vehicle_id: mine[0]!.id,
        log_date: `${m1.slice(0, 8)}12`,
        log_type: "Service",
        details: "Owner portal test service",
        cost_kobo: 100_000,
        odometer_km: 48_000,
      })
      .select("id"),
  );
  await completedTrip(mine[0]!.id, at(m2, 10), 5_000_000);
  await completedTrip(mine[1]!.id, at(m1, 20), 2_000_000);
  await completedTrip(theirs.id, at(m1, 20), 7_000_000);
  for (const period of [m1, m2]) {
    const { error } = await admin.rpc("close_period", { p_period: period });
    expect(error).toBeNull();
  }
});

describe("owner_reports and owner_report_totals", () => {
  it("show the owner's own vehicles only, by owner_id", async () => {
    const rows = await rpc<Row[]>(owner.client, "owner_reports", {
      p_from: m1,
      p_to: m2,
    });
    const ids = new Set(rows.map((r) => r.vehicle_id));
    expect(ids).toEqual(new Set([mine[0]!.id, mine[1]!.id]));
    expect(rows.map((r) => r.period)).toEqual([m2, m1, m1]);

    const theirRows = await rpc<Row[]>(rival.client, "owner_reports", {
      p_from: m1,
      p_to: m2,
    });
    expect(theirRows.map((r) => r.vehicle_id)).toEqual([theirs.id]);
  });

  it("break the payout down: revenue from completed trips, fuel, maintenance, commission", async () => {
    const [a] = await rpc<Row[]>(owner.client, "owner_reports", {
      p_from: m1,
      p_to: m1,
    }).then((rows) => rows.filter((r) => r.vehicle_id === mine[0]!.id));
    expect(a).toMatchObject({
      trips: 3,
      revenue_kobo: 6_750_000,
      fuel_kobo: 400_000,
      maintenance_kobo: 350_000,
      expenses_kobo: 750_000,
    });
    const rate = a!.commission_rate_bps as number;
    expect(a!.commission_kobo).toBe(Math.round((6_750_000 * rate) / 10_000));
    expect(a!.payout_kobo).toBe(
      6_750_000 - (a!.commission_kobo as number) - 750_000,
    );

    // The trace of that report adds up to the same figures, without the riders' routes.
    const sources = await rpc<Row[]>(owner.client, "report_sources", {
      p_report_id: a!.id,
    });
    const sum = (kind: string) =>
      sources
        .filter((s) => s.kind === kind)
        .reduce((t, s) => t + (s.amount_kobo as number), 0);
    expect(sum("trip")).toBe(6_750_000);
    expect(sum("fuel")).toBe(400_000);
    expect(sum("maintenance")).toBe(350_000);
    expect(
      sources.filter((s) => s.kind === "trip").map((s) => s.detail),
    ).toEqual(["", "", ""]);
    // Another owner cannot trace it.
    const refused = await rival.client.rpc("report_sources", {
      p_report_id: a!.id,
    });
    expect(refused.status).toBe(404);
  });

  it("totals equal the sums of the rows, for each range", async () => {
    for (const range of [
      { p_from: m1, p_to: m1 },
      { p_from: m2, p_to: m2 },
      { p_from: m1, p_to: m2 },
      // Any day of a month stands for the month.
      { p_from: `${m1.slice(0, 8)}15`, p_to: `${m2.slice(0, 8)}02` },
    ]) {
      const rows = await rpc<Row[]>(owner.client, "owner_reports", range);
      const totals = await rpc<Totals>(
        owner.client,
        "owner_report_totals",
        range,
      );
      const sum = (key: string) =>
        rows.reduce((t, r) => t + Number(r[key] ?? 0), 0);
      expect(totals, JSON.stringify(range)).toEqual({
        revenue_kobo: sum("revenue_kobo"),
        expenses_kobo: sum("expenses_kobo"),
        payout_kobo: sum("payout_kobo"),
        fuel_kobo: sum("fuel_kobo"),
        maintenance_kobo: sum("maintenance_kobo"),
        commission_kobo: sum("commission_kobo"),
        trips: sum("trips"),
        vehicles: new Set(rows.map((r) => r.vehicle_id)).size,
        reports: rows.length,
      });
    }
    const both = await rpc<Totals>(owner.client, "owner_report_totals", {
      p_from: m1,
      p_to: m2,
    });
    expect(both.trips).toBe(5);
    expect(both.revenue_kobo).toBe(6_750_000 + 2_000_000 + 5_000_000);
  });

  it("match what the service role sums from revenue_reports for the owner's vehicles", async () => {
    const stored = must(
      await service()
        .from("revenue_reports")
        .select("payout_kobo, revenue_kobo, fleets!inner(owner_id)")
        .eq("fleets.owner_id", owner.userId)
        .gte("period", m1)
        .lte("period", m2),
    ) as { payout_kobo: number; revenue_kobo: number }[];
    const totals = await rpc<Totals>(owner.client, "owner_report_totals", {
      p_from: m1,
      p_to: m2,
    });
    expect(totals.payout_kobo).toBe(
      stored.reduce((t, r) => t + r.payout_kobo, 0),
    );
    expect(totals.revenue_kobo).toBe(
      stored.reduce((t, r) => t + r.revenue_kobo, 0),
    );
  });
});

describe("owner_monthly", () => {
  it("gives one row per month of the range, zero where nothing was reported", async () => {
    const rows = await rpc<Row[]>(owner.client, "owner_monthly", {
      p_from: m1,
      p_to: m2,
    });
    const months = rows.map((r) => r.period);
    expect(months[0]).toBe(m1);
    expect(months.at(-1)).toBe(m2);
    expect(months).toHaveLength(4); // m1 and m2 are three months apart
    const [first, , , last] = rows;
    const totalsOf = (p: string) =>
      rpc<Totals>(owner.client, "owner_report_totals", { p_from: p, p_to: p });
    expect(first!.payout_kobo).toBe((await totalsOf(m1)).payout_kobo);
    expect(first!.vehicles).toBe(2);
    expect(last!.payout_kobo).toBe((await totalsOf(m2)).payout_kobo);
    expect(rows[1]).toMatchObject({ payout_kobo: 0, vehicles: 0, trips: 0 });
  });
});

describe("owner_vehicles", () => {
  it("lists the owner's vehicles with trips, utilisation and the next service", async () => {
    const rows = await rpc<Row[]>(owner.client, "owner_vehicles", {
      p_from: m1,
      p_to: m1Last,
    });
    expect(rows.map((r) => r.vehicle_id)).toEqual([mine[0]!.id, mine[1]!.id]);
    const days = Number(m1Last.slice(8));
    const [a, b] = rows;
    expect(a).toMatchObject({
      status: "available",
      range_from: m1,
      range_to: m1Last,
      trips: 3,
      trip_revenue_kobo: 6_750_000,
      active_days: 2,
      elapsed_days: days,
      next_service_km: 58_000,
      latest_odometer_km: 48_000,
      service_overdue: true,
      service_due_soon: false,
    });
    expect(Number(a!.utilisation)).toBeCloseTo(2 / days, 4);
    const serviced = new Date(`${m1.slice(0, 8)}12T00:00:00Z`);
    serviced.setUTCDate(serviced.getUTCDate() + 90);
    expect(a!.next_service_date).toBe(serviced.toISOString().slice(0, 10));
    expect(b).toMatchObject({
      trips: 1,
      active_days: 1,
      next_service_km: null,
    });

    const rivalRows = await rpc<Row[]>(rival.client, "owner_vehicles", {
      p_from: m1,
      p_to: m1Last,
    });
    expect(rivalRows.map((r) => r.vehicle_id)).toEqual([theirs.id]);
  });

  it("counts days that have begun only, and defaults to this month so far", async () => {
    const future = await rpc<Row[]>(owner.client, "owner_vehicles", {
      p_from: "2099-01-01",
      p_to: "2099-01-31",
    });
    expect(future[0]).toMatchObject({
      trips: 0,
      elapsed_days: 0,
      utilisation: null,
    });
    const now = await rpc<Row[]>(owner.client, "owner_vehicles");
    const today = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Africa/Lagos",
    }).format(new Date());
    expect(now[0]).toMatchObject({
      range_from: `${today.slice(0, 8)}01`,
      range_to: today,
      elapsed_days: Number(today.slice(8)),
    });
  });

  it("is empty for an owner without vehicles", async () => {
    const fresh = await signedInClient({ appMetadata: { role: "owner" } });
    expect(await rpc(fresh.client, "owner_vehicles")).toEqual([]);
    expect(await rpc(fresh.client, "owner_reports")).toEqual([]);
    expect(await rpc(fresh.client, "owner_monthly")).toEqual([]);
  });
});

describe("refusals", () => {
  const FUNCTIONS = [
    "owner_report_totals",
    "owner_reports",
    "owner_monthly",
    "owner_vehicles",
  ];

  it.each(FUNCTIONS)(
    "%s refuses customers, drivers and admins (403)",
    async (fn) => {
      for (const client of [customer, driver, admin]) {
        const { status, error } = await client.rpc(fn, {
          p_from: m1,
          p_to: m2,
        });
        expect(status).toBe(403);
        expect(error).toMatchObject({
          code: "42501",
          message: "Only vehicle owners can see owner reports.",
        });
      }
    },
  );

  it.each(FUNCTIONS)("%s refuses visitors (401)", async (fn) => {
    const { status, error } = await anonClient().rpc(fn, {});
    expect(status).toBe(401);
    expect(error?.code).toBe("42501");
  });

  it.each(FUNCTIONS)("%s checks the range (400)", async (fn) => {
    for (const [args, message] of [
      [
        { p_from: m2, p_to: m1 },
        "The start of the period must be on or before its end.",
      ],
      [
        { p_from: "infinity", p_to: null },
        "Choose real calendar dates for the period.",
      ],
      [
        { p_from: "2010-01-01", p_to: "2024-01-01" },
        "A period can span at most ten years.",
      ],
    ] as const) {
      const { status, error } = await owner.client.rpc(fn, args);
      expect(status, `${fn} ${JSON.stringify(args)}`).toBe(400);
      expect(error).toMatchObject({ code: "22023", message });
    }
    const { status } = await owner.client.rpc(fn, { p_from: "May" });
    expect(status).toBe(400);
  });
});
