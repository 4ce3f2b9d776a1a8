import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import {
  adminClient,
  createBooking,
  createDriver,
  createRoute,
  createVehicle,
  ensureFareRules,
  hoursFromNow,
  type TestPlace,
  type TestVehicle,
} from "../support/fixtures-functions.ts";

let admin: SupabaseClient;
let route: [TestPlace, TestPlace];

beforeAll(async () => {
  await ensureFareRules();
  admin = await adminClient();
  route = await createRoute();
});

interface Report {
  period: string;
  revenue_kobo: number;
  expenses_kobo: number;
}

async function addReports(vehicle: TestVehicle, reports: Report[]) {
  const { error } = await serviceClient()
    .from("revenue_reports")
    .insert(reports.map((r) => ({ ...r, vehicle_id: vehicle.id })));
  expect(error).toBeNull();
}

async function rpc<T = Record<string, number>>(
  client: SupabaseClient,
  fn: string,
  args?: Record<string, unknown>,
): Promise<T> {
  const { data, error } = await client.rpc(fn, args);
  expect(error).toBeNull();
  return data as T;
}

function sum(reports: Report[]) {
  const revenue = reports.reduce((s, r) => s + r.revenue_kobo, 0);
  const expenses = reports.reduce((s, r) => s + r.expenses_kobo, 0);
  return {
    revenue_kobo: revenue,
    expenses_kobo: expenses,
    payout_kobo: revenue - expenses,
  };
}

interface Stats {
  active_cars: number;
  available_drivers: number;
  total_revenue_kobo: number;
  pending_bookings: number;
}

describe("dashboard_stats", () => {
  it("counts the four cards from the data", async () => {
    const before = await rpc<Stats>(admin, "dashboard_stats");

    const car = await createVehicle({ status: "available" });
    await createVehicle({ status: "maintenance" });
    await createDriver({ status: "active" });
    await createDriver({ status: "inactive" });
    await addReports(car, [
      { period: "2030-01-01", revenue_kobo: 1_234_500, expenses_kobo: 99_900 },
    ]);
    await createBooking(anonClient(), route);

    // A trip under way: its car is active (on-trip) and its driver is not available.
    const trip = await createBooking(anonClient(), route, {
      p_booking_time: hoursFromNow(200),
    });
    const busyDriver = await createDriver({ status: "active" });
    const busyCar = await createVehicle({ status: "available" });
    await rpc(admin, "assign_booking", {
      p_booking_id: trip.id,
      p_driver_id: busyDriver.id,
      p_vehicle_id: busyCar.id,
    });
    await rpc(admin, "set_booking_status", {
      p_booking_id: trip.id,
      p_status: "confirmed",
    });
    await rpc(admin, "set_booking_status", {
      p_booking_id: trip.id,
      p_status: "in-progress",
    });

    const after = await rpc<Stats>(admin, "dashboard_stats");
    expect(after).toEqual({
      active_cars: before.active_cars + 2,
      available_drivers: before.available_drivers + 1,
      total_revenue_kobo: before.total_revenue_kobo + 1_234_500,
      pending_bookings: before.pending_bookings + 1,
    });
  });

  it("is for administrators only", async () => {
    const { client } = await signedInClient();
    const { error } = await client.rpc("dashboard_stats");
    expect(error).toMatchObject({
      code: "42501",
      message: "Only administrators can see the dashboard.",
    });
    expect((await anonClient().rpc("dashboard_stats")).error?.code).toBe(
      "42501",
    );
  });
});

describe("report_totals", () => {
  interface Totals {
    revenue_kobo: number;
    expenses_kobo: number;
    payout_kobo: number;
    vehicles: number;
    reports: number;
    per_vehicle: Array<Record<string, unknown>>;
  }

  const aReports: Report[] = [
    {
      period: "2041-01-01",
      revenue_kobo: 50_000_000,
      expenses_kobo: 12_000_000,
    },
    {
      period: "2041-02-01",
      revenue_kobo: 61_000_000,
      expenses_kobo: 9_500_000,
    },
    {
      period: "2041-03-01",
      revenue_kobo: 47_250_000,
      expenses_kobo: 20_000_000,
    },
  ];
  const bReports: Report[] = [
    {
      period: "2041-02-01",
      revenue_kobo: 30_000_000,
      expenses_kobo: 31_000_000,
    },
  ];

  it("adds up revenue, expenses and payout, per vehicle and in total, for a range of months", async () => {
    const all = await rpc<Totals>(admin, "report_totals");
    const range = { p_from: "2041-02-15", p_to: "2041-03-01" };
    const before = await rpc<Totals>(admin, "report_totals", range);

    const a = await createVehicle({ model: "Lexus ES 350" });
    const b = await createVehicle({ model: "Toyota Camry" });
    await addReports(a, aReports);
    await addReports(b, bReports);

    const inRange = [...aReports.slice(1), ...bReports];
    const after = await rpc<Totals>(admin, "report_totals", range);
    expect(after).toMatchObject({
      from: "2041-02-01",
      to: "2041-03-01",
      revenue_kobo: before.revenue_kobo + sum(inRange).revenue_kobo,
      expenses_kobo: before.expenses_kobo + sum(inRange).expenses_kobo,
      payout_kobo: before.payout_kobo + sum(inRange).payout_kobo,
      vehicles: before.vehicles + 2,
      reports: before.reports + 3,
    });
    expect(after.per_vehicle).toContainEqual({
      vehicle_id: a.id,
      model: "Lexus ES 350",
      registration_number: a.registration_number,
      owner: "Test Owner",
      reports: 2,
      ...sum(aReports.slice(1)),
    });
    expect(after.per_vehicle).toContainEqual(
      expect.objectContaining({ vehicle_id: b.id, payout_kobo: -1_000_000 }),
    );
    const revenues = after.per_vehicle.map((v) => v.revenue_kobo as number);
    expect(revenues).toEqual([...revenues].sort((x, y) => y - x));

    const everything = await rpc<Totals>(admin, "report_totals");
    expect(everything.revenue_kobo).toBe(
      all.revenue_kobo + sum([...aReports, ...bReports]).revenue_kobo,
    );
    expect(everything.payout_kobo).toBe(
      all.payout_kobo + sum([...aReports, ...bReports]).payout_kobo,
    );
  });

  it("refuses a range that ends before it starts", async () => {
    const { error } = await admin.rpc("report_totals", {
      p_from: "2041-03-01",
      p_to: "2041-01-01",
    });
    expect(error).toMatchObject({
      code: "22023",
      message: "The start month must be on or before the end month.",
    });
  });

  it("is for administrators only", async () => {
    const { client } = await signedInClient({ appMetadata: { role: "owner" } });
    const { error } = await client.rpc("report_totals");
    expect(error).toMatchObject({
      code: "42501",
      message: "Only administrators can see revenue reports.",
    });
  });
});

describe("owner portal totals", () => {
  it("equal the sum of the owner's own vehicles' reports, and nobody else's", async () => {
    const owner = await signedInClient({ appMetadata: { role: "owner" } });
    const rival = await signedInClient({ appMetadata: { role: "owner" } });
    const mine1 = await createVehicle({ owner_id: owner.userId });
    const mine2 = await createVehicle({ owner_id: owner.userId });
    const theirs = await createVehicle({ owner_id: rival.userId });
    const mineReports1: Report[] = [
      {
        period: "2042-01-01",
        revenue_kobo: 10_000_000,
        expenses_kobo: 2_500_000,
      },
      {
        period: "2042-02-01",
        revenue_kobo: 12_345_600,
        expenses_kobo: 3_000_000,
      },
    ];
    const mineReports2: Report[] = [
      {
        period: "2042-02-01",
        revenue_kobo: 8_000_000,
        expenses_kobo: 8_500_000,
      },
    ];
    await addReports(mine1, mineReports1);
    await addReports(mine2, mineReports2);
    await addReports(theirs, [
      {
        period: "2042-01-01",
        revenue_kobo: 99_000_000,
        expenses_kobo: 1_000_000,
      },
    ]);

    const totals = await rpc(owner.client, "owner_report_totals");
    expect(totals).toEqual({
      ...sum([...mineReports1, ...mineReports2]),
      vehicles: 2,
      reports: 3,
      // Typed-in reports carry no fuel/maintenance split, commission or trip count.
      fuel_kobo: 0,
      maintenance_kobo: 0,
      commission_kobo: 0,
      trips: 0,
    });

    const rows = await rpc<Array<Record<string, unknown>>>(
      owner.client,
      "owner_reports",
    );
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.period)).toEqual([
      "2042-02-01",
      "2042-02-01",
      "2042-01-01",
    ]);
    for (const r of rows) {
      expect(r.payout_kobo).toBe(
        (r.revenue_kobo as number) - (r.expenses_kobo as number),
      );
      expect([mine1.id, mine2.id]).toContain(r.vehicle_id);
    }
    expect(rows.reduce((s, r) => s + (r.payout_kobo as number), 0)).toBe(
      totals.payout_kobo,
    );

    // The same figures the administrators' report shows for those vehicles.
    const adminView = await rpc<{
      per_vehicle: Array<Record<string, number | string>>;
    }>(admin, "report_totals");
    const ownVehicles = adminView.per_vehicle.filter(
      (v) => v.vehicle_id === mine1.id || v.vehicle_id === mine2.id,
    );
    expect(
      ownVehicles.reduce((s, v) => s + (v.revenue_kobo as number), 0),
    ).toBe(totals.revenue_kobo);

    const rivalTotals = await rpc(rival.client, "owner_report_totals");
    expect(rivalTotals).toMatchObject({
      revenue_kobo: 99_000_000,
      vehicles: 1,
    });
  });

  it("an owner without vehicles sees zeros", async () => {
    const owner = await signedInClient({ appMetadata: { role: "owner" } });
    expect(await rpc(owner.client, "owner_report_totals")).toEqual({
      revenue_kobo: 0,
      expenses_kobo: 0,
      payout_kobo: 0,
      vehicles: 0,
      reports: 0,
      fuel_kobo: 0,
      maintenance_kobo: 0,
      commission_kobo: 0,
      trips: 0,
    });
    expect(await rpc(owner.client, "owner_reports")).toEqual([]);
  });

  it("are for owners only", async () => {
    const { client } = await signedInClient();
    for (const fn of ["owner_report_totals", "owner_reports"]) {
      const { error } = await client.rpc(fn);
      expect(error).toMatchObject({
        code: "42501",
        message: "Only vehicle owners can see owner reports.",
      });
    }
  });
});

describe("list_public_fleet", () => {
  it("shows visitors the fleet without the owner's identity", async () => {
    const vehicle = await createVehicle({
      owner_id: (await signedInClient({ appMetadata: { role: "owner" } }))
        .userId,
      service_class: "premium",
      model: "Mercedes-Benz S-Class",
    });
    const { data, error } = await anonClient().rpc("list_public_fleet");
    expect(error).toBeNull();
    const rows = data as Array<Record<string, unknown>>;
    const mine = rows.find((r) => r.id === vehicle.id);
    expect(mine).toEqual({
      id: vehicle.id,
      model: "Mercedes-Benz S-Class",
      seating_capacity: 4,
      service_class: "premium",
      status: "available",
      images: [],
      description: null,
    });
    const order = ["standard", "premium", "airport_hotel", "corporate"];
    const keys = rows.map((r) => `${order.indexOf(r.service_class as string)}`);
    expect(keys).toEqual([...keys].sort());
  });
});
