import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import {
  adminClient,
  createVehicle,
  type TestVehicle,
} from "../support/fixtures-functions.ts";
import { addLog } from "../support/maintenance-fixtures.ts";

interface Summary {
  entries: number;
  total_cost_kobo: number;
}

let admin: SupabaseClient;
let van: TestVehicle;
let car: TestVehicle;

beforeAll(async () => {
  admin = await adminClient();
  van = await createVehicle();
  car = await createVehicle();
  await addLog(van.id, {
    log_date: "2026-03-02",
    log_type: "Fuel",
    cost_kobo: 3_250_050,
  });
  await addLog(van.id, {
    log_date: "2026-03-15",
    log_type: "Service",
    cost_kobo: 18_500_000,
  });
  await addLog(van.id, {
    log_date: "2026-04-01",
    log_type: "Fuel",
    cost_kobo: 2_999_999,
  });
  await addLog(van.id, {
    log_date: "2026-05-20",
    log_type: "Repair",
    cost_kobo: 0,
  });
  await addLog(car.id, {
    log_date: "2026-03-10",
    log_type: "Fuel",
    cost_kobo: 4_100_000,
  });
});

async function summary(args: Record<string, unknown>): Promise<Summary> {
  const { data, error } = await admin.rpc("maintenance_summary", args).single();
  expect(error).toBeNull();
  return data as Summary;
}

/** The same filter summed from the rows themselves, with the service role. */
async function rowsSum(filter: {
  vehicles: string[];
  type?: string;
  from?: string;
  to?: string;
}): Promise<Summary> {
  let query = serviceClient()
    .from("maintenance_logs")
    .select("cost_kobo")
    .in("vehicle_id", filter.vehicles);
  if (filter.type) query = query.eq("log_type", filter.type);
  if (filter.from) query = query.gte("log_date", filter.from);
  if (filter.to) query = query.lte("log_date", filter.to);
  const { data, error } = await query;
  expect(error).toBeNull();
  return {
    entries: data!.length,
    total_cost_kobo: data!.reduce((sum, row) => sum + Number(row.cost_kobo), 0),
  };
}

describe("maintenance_summary", () => {
  it("counts and sums exactly the rows of one vehicle", async () => {
    const totals = await summary({ p_vehicle_id: van.id });
    expect(totals).toEqual({ entries: 4, total_cost_kobo: 24_750_049 });
    expect(totals).toEqual(await rowsSum({ vehicles: [van.id] }));
  });

  it("applies the type and an inclusive date range", async () => {
    expect(await summary({ p_vehicle_id: van.id, p_log_type: "Fuel" })).toEqual(
      { entries: 2, total_cost_kobo: 6_250_049 },
    );
    const range = { from: "2026-03-15", to: "2026-04-01" };
    expect(
      await summary({
        p_vehicle_id: van.id,
        p_from: range.from,
        p_to: range.to,
      }),
    ).toEqual(await rowsSum({ vehicles: [van.id], ...range }));
    expect(
      await summary({
        p_vehicle_id: van.id,
        p_from: range.from,
        p_to: range.to,
      }),
    ).toEqual({ entries: 2, total_cost_kobo: 21_499_999 });
    expect(
      await summary({ p_vehicle_id: van.id, p_from: "2026-06-01" }),
    ).toEqual({ entries: 0, total_cost_kobo: 0 });
  });

  it("without a vehicle, sums every vehicle's entries of the filter", async () => {
    const march = {
      p_log_type: "Fuel",
      p_from: "2026-03-01",
      p_to: "2026-03-31",
    };
    const all = await summary(march);
    const ours = await rowsSum({
      vehicles: [van.id, car.id],
      type: "Fuel",
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(ours).toEqual({ entries: 2, total_cost_kobo: 7_350_050 });
    // Other files' entries may share the month; ours are always part of the total.
    expect(all.entries).toBeGreaterThanOrEqual(ours.entries);
    expect(all.total_cost_kobo).toBeGreaterThanOrEqual(ours.total_cost_kobo);
    const { count } = await serviceClient()
      .from("maintenance_logs")
      .select("id", { count: "exact", head: true })
      .eq("log_type", "Fuel")
      .gte("log_date", march.p_from)
      .lte("log_date", march.p_to);
    expect(all.entries).toBe(count);
  });

  it("refuses a reversed range and an unknown type with a readable 400", async () => {
    const reversed = await admin.rpc("maintenance_summary", {
      p_from: "2026-04-02",
      p_to: "2026-04-01",
    });
    expect(reversed.status).toBe(400);
    expect(reversed.error?.message).toBe(
      "The start date must be on or before the end date.",
    );
    const unknownType = await admin.rpc("maintenance_summary", {
      p_log_type: "Polish",
    });
    expect(unknownType.status).toBe(400);
  });

  it("is for administrators only", async () => {
    const { client } = await signedInClient();
    const customer = await client.rpc("maintenance_summary", {});
    expect(customer.status).toBe(403);
    expect(customer.error?.message).toBe(
      "Only administrators can see the maintenance log.",
    );
    const owner = await signedInClient({ appMetadata: { role: "owner" } });
    expect((await owner.client.rpc("maintenance_summary", {})).status).toBe(
      403,
    );
    expect((await anonClient().rpc("maintenance_summary", {})).status).toBe(
      401,
    );
  });
});
