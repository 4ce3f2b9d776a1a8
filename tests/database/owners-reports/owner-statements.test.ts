import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, signedInClient } from "../../local-backend/support.ts";
import { must } from "../support/actors.ts";
import { adminClient, createVehicle } from "../support/fixtures-functions.ts";
import { completedTrip, loggedCost } from "../support/report-fixtures.ts";

/**
 * owner_statements: every month of a range with where it stands for the owner. A month nobody has
 * closed is summed live from its completed trips and logs (provisional, status open), and gives
 * the same figures its report will have once closed; a closed month reads its reports (closed,
 * then paid with the date). Months of 2003 are this file's own: no other test closes them.
 */

type Row = Record<string, unknown>;

let admin: SupabaseClient;
let owner: { client: SupabaseClient; userId: string };
let rival: { client: SupabaseClient; userId: string };
let cars: { id: string }[];

const OPEN = "2003-05-01";
const CLOSED = "2003-06-01";
const PAID = "2003-07-01";
const EMPTY = "2003-08-01"; // unclosed and without activity: left out

const statements = async (client: SupabaseClient, args: Row = {}) =>
  must(await client.rpc("owner_statements", args)) as Row[];
const at = (month: string, day: number, hour = 10) =>
  `${month.slice(0, 8)}${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00+01:00`;

beforeAll(async () => {
  admin = await adminClient();
  owner = await signedInClient({ appMetadata: { role: "owner" } });
  rival = await signedInClient({ appMetadata: { role: "owner" } });
  cars = [
    await createVehicle({ owner_id: owner.userId, model: "Statement A" }),
    await createVehicle({ owner_id: owner.userId, model: "Statement B" }),
  ];
  const rivalCar = await createVehicle({ owner_id: rival.userId });

  // OPEN: two trips and fuel on A (one at 23:30 Lagos on the last day), a repair and a trip on B,
  // a cancelled trip that never counts; the rival's trip is theirs alone.
  await completedTrip(cars[0]!.id, at(OPEN, 4), 1_234_500);
  await completedTrip(cars[0]!.id, at(OPEN, 31, 23), 2_000_000);
  await completedTrip(cars[0]!.id, at(OPEN, 9), 999_900, "cancelled");
  await loggedCost(cars[0]!.id, "2003-05-06", "Fuel", 300_000);
  await completedTrip(cars[1]!.id, at(OPEN, 12), 765_400);
  await loggedCost(cars[1]!.id, "2003-05-20", "Repair", 150_000);
  await completedTrip(rivalCar.id, at(OPEN, 12), 7_000_000);

  await completedTrip(cars[0]!.id, at(CLOSED, 10), 3_000_000);
  await completedTrip(cars[1]!.id, at(PAID, 10), 4_000_000);
  for (const period of [CLOSED, PAID])
    must(await admin.rpc("close_period", { p_period: period }));
  must(await admin.rpc("mark_period_paid", { p_period: PAID }));
});

describe("owner_statements", () => {
  it("sums an unclosed month live, as provisional, and its report later says the same", async () => {
    const [open] = await statements(owner.client, { p_from: OPEN, p_to: OPEN });
    const rate = open!.commission_rate_bps as number;
    const commission =
      Math.round((3_234_500 * rate) / 10_000) +
      Math.round((765_400 * rate) / 10_000);
    expect(open).toMatchObject({
      period: OPEN,
      status: "open",
      provisional: true,
      closed_at: null,
      paid_at: null,
      vehicles: 2,
      trips: 3,
      revenue_kobo: 3_999_900,
      fuel_kobo: 300_000,
      maintenance_kobo: 150_000,
      expenses_kobo: 450_000,
      commission_kobo: commission,
      payout_kobo: 3_999_900 - commission - 450_000,
    });
    // The rival sees their own trip only.
    const [theirs] = await statements(rival.client, {
      p_from: OPEN,
      p_to: OPEN,
    });
    expect(theirs).toMatchObject({ trips: 1, revenue_kobo: 7_000_000 });
  });

  it("reads closed months from their reports, with the date closed and the date paid", async () => {
    const rows = await statements(owner.client, { p_from: OPEN, p_to: EMPTY });
    // Newest first; the empty unclosed month is left out.
    expect(rows.map((r) => [r.period, r.status, r.provisional])).toEqual([
      [PAID, "paid", false],
      [CLOSED, "closed", false],
      [OPEN, "open", true],
    ]);
    const [paid, closed] = rows;
    expect(paid).toMatchObject({ trips: 1, revenue_kobo: 4_000_000 });
    expect(paid!.paid_at).toEqual(expect.any(String));
    expect(closed).toMatchObject({ trips: 1, paid_at: null });
    expect(closed!.closed_at).toEqual(expect.any(String));
    const reports = must(
      await owner.client.rpc("owner_reports", { p_from: CLOSED, p_to: CLOSED }),
    ) as Row[];
    expect(closed!.payout_kobo).toBe(reports[0]!.payout_kobo);
  });

  it("always shows the month under way, with the trips completed so far", async () => {
    const fresh = await signedInClient({ appMetadata: { role: "owner" } });
    const car = await createVehicle({ owner_id: fresh.userId });
    const [empty] = await statements(fresh.client);
    expect(empty).toMatchObject({ status: "open", trips: 0, payout_kobo: 0 });
    await completedTrip(
      car.id,
      new Date(Date.now() - 60_000).toISOString(),
      2_500_000,
    );
    const rows = await statements(fresh.client);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      period: empty!.period,
      status: "open",
      trips: 1,
      revenue_kobo: 2_500_000,
    });
    // A range wholly ahead of the current month says nothing.
    expect(
      await statements(fresh.client, {
        p_from: "2099-01-01",
        p_to: "2099-12-31",
      }),
    ).toEqual([]);
  });

  // Last: it closes OPEN, which the tests above read as unclosed.
  it("gives, once the month is closed, the figures it showed while open", async () => {
    const [before] = await statements(owner.client, {
      p_from: OPEN,
      p_to: OPEN,
    });
    must(await admin.rpc("close_period", { p_period: OPEN }));
    const [after] = await statements(owner.client, {
      p_from: OPEN,
      p_to: OPEN,
    });
    // Everything but where the month stands.
    const STANDING = new Set(["status", "provisional", "closed_at", "paid_at"]);
    const figures = (row: Row | undefined) =>
      Object.fromEntries(
        Object.entries(row ?? {}).filter(([key]) => !STANDING.has(key)),
      );
    expect(after).toMatchObject({ status: "closed", provisional: false });
    expect(figures(after)).toEqual(figures(before));
  });

  it("refuses everyone but owners, and checks the range", async () => {
    for (const client of [admin, anonClient()]) {
      const { error } = await client.rpc("owner_statements", {});
      expect(error?.code).toBe("42501");
    }
    const { status, error } = await owner.client.rpc("owner_statements", {
      p_from: PAID,
      p_to: OPEN,
    });
    expect(status).toBe(400);
    expect(error?.message).toBe(
      "The start of the period must be on or before its end.",
    );
  });
});
