import type { RealtimePostgresChangesPayload } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { Inbox } from "../../local-backend/realtime/inbox.ts";
import { subscribed } from "../../local-backend/realtime/realtime-support.ts";
import { must, service } from "../support/actors.ts";
import {
  signedInDriver,
  tripFor,
  type SignedInDriver,
} from "../support/driver-mode-fixtures.ts";
import { bookingRow, insertRow } from "../support/fixture-rows.ts";

/**
 * What a signed-in driver reads: their own drivers row, their trips, their vehicle and its
 * position, over the API and over Realtime; nothing of another driver's.
 */

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;
const cleanups: (() => Promise<unknown>)[] = [];

let driver: SignedInDriver;
let other: SignedInDriver;
let trips: { mine: string; theirs: string; unassigned: string };

beforeAll(async () => {
  driver = await signedInDriver();
  other = await signedInDriver();
  trips = {
    mine: (await tripFor(driver)).id,
    theirs: (await tripFor(other)).id,
    unassigned: await insertRow("bookings", bookingRow(null)),
  };
  for (const who of [driver, other]) {
    must(
      await service().rpc("report_position", {
        p_lat: 6.45,
        p_lng: 3.4,
        p_vehicle_id: who.vehicleId,
      }),
    );
  }
});
afterAll(async () => {
  await Promise.all(cleanups.map((c) => c()));
});

async function idsOf(who: SignedInDriver, table: string, pk = "id") {
  const { data, error } = await who.client.from(table).select(pk);
  expect(error).toBeNull();
  return (data ?? []).map((r) =>
    String((r as unknown as Record<string, unknown>)[pk]),
  );
}

describe("a driver reads only their own", () => {
  it("drivers row", async () => {
    expect(await idsOf(driver, "drivers")).toEqual([driver.driverId]);
  });

  it("trips, not another driver's nor unassigned ones", async () => {
    const seen = await idsOf(driver, "bookings");
    expect(seen).toContain(trips.mine);
    expect(seen).not.toContain(trips.theirs);
    expect(seen).not.toContain(trips.unassigned);
    expect(await idsOf(other, "bookings")).toEqual([trips.theirs]);
  });

  it("assigned vehicle and its position", async () => {
    expect(await idsOf(driver, "fleets")).toEqual([driver.vehicleId]);
    expect(await idsOf(driver, "vehicle_positions", "vehicle_id")).toEqual([
      driver.vehicleId,
    ]);
  });

  it("and nothing once the role is taken away", async () => {
    const demoted = await signedInDriver();
    const trip = await tripFor(demoted);
    expect(await idsOf(demoted, "bookings")).toEqual([trip.id]);
    const { error } = await service().auth.admin.updateUserById(
      demoted.userId,
      { app_metadata: { role: "customer" } },
    );
    expect(error).toBeNull();
    expect(await idsOf(demoted, "drivers")).toEqual([]);
    expect(await idsOf(demoted, "bookings")).toEqual([]);
    expect(await idsOf(demoted, "fleets")).toEqual([]);
  });
});

/** Subscribes the driver's client to one table's updates and collects what it receives. */
async function watch(who: SignedInDriver, table: string) {
  await who.client.realtime.setAuth();
  const inbox = new Inbox<Change>();
  const channel = who.client
    .channel(`${table}-${Math.random().toString(36).slice(2, 8)}`)
    .on(
      "postgres_changes",
      { event: "UPDATE", schema: "public", table },
      inbox.push,
    );
  await subscribed(channel);
  cleanups.push(() => who.client.removeChannel(channel));
  return inbox;
}

const idOf = (c: Change) => (c.new as { id?: string }).id;

describe("a driver's trips stream over Realtime", () => {
  it("a change to their trip arrives; a change to another driver's does not", async () => {
    const inbox = await watch(driver, "bookings");
    for (const id of [trips.theirs, trips.unassigned, trips.mine]) {
      must(
        await service()
          .from("bookings")
          .update({ notes: "Gate 2, by the fountain." })
          .eq("id", id)
          .select("id")
          .single(),
      );
    }
    // Their own trip changed last: by the time it arrives, the others would have.
    const isMine = (c: Change) => idOf(c) === trips.mine;
    const change = await inbox.next(isMine);
    expect(change.new).toMatchObject({ notes: "Gate 2, by the fountain." });
    await inbox.noneBefore(isMine, (c) => !isMine(c));
  });

  it("their vehicle's position arrives; another vehicle's does not", async () => {
    const inbox = await watch(driver, "vehicle_positions");
    for (const who of [other, driver]) {
      must(
        await service().rpc("report_position", {
          p_lat: 6.46,
          p_lng: 3.41,
          p_speed_kmh: 20,
          p_vehicle_id: who.vehicleId,
        }),
      );
    }
    const vehicleOf = (c: Change) =>
      (c.new as { vehicle_id?: string }).vehicle_id;
    // Their own position was reported last: by the time it arrives, the other would have.
    const isTheirs = (c: Change) => vehicleOf(c) === driver.vehicleId;
    const change = await inbox.next(isTheirs);
    expect(change.new).toMatchObject({ lat: 6.46, source: "simulator" });
    await inbox.noneBefore(isTheirs, (c) => vehicleOf(c) === other.vehicleId);
  });
});
