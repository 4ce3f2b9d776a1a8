import type { RealtimePostgresChangesPayload } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { Inbox } from "../../local-backend/realtime/inbox.ts";
import { subscribed } from "../../local-backend/realtime/realtime-support.ts";
import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import {
  adminClient,
  createBooking,
  createRoute,
  ensureFareRules,
  type TestPlace,
} from "../support/fixtures-functions.ts";

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;
let route: [TestPlace, TestPlace];
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  await ensureFareRules();
  route = await createRoute();
});
afterAll(async () => {
  await Promise.all(cleanups.map((c) => c()));
});

/** Subscribes a client to one table's changes and collects what it receives. */
async function watch(
  client: Awaited<ReturnType<typeof adminClient>>,
  table: string,
  event: "INSERT" | "UPDATE",
) {
  await client.realtime.setAuth();
  const inbox = new Inbox<Change>();
  const channel = client
    .channel(`${table}-${Math.random().toString(36).slice(2, 8)}`)
    .on("postgres_changes", { event, schema: "public", table }, inbox.push);
  await subscribed(channel);
  cleanups.push(() => client.removeChannel(channel));
  return inbox;
}

describe("realtime on the product schema", () => {
  it("streams a new public booking to admins, and not to another customer", async () => {
    const admin = await watch(await adminClient(), "bookings", "INSERT");
    const strangerClient = (await signedInClient()).client;
    const stranger = await watch(strangerClient, "bookings", "INSERT");

    const receipt = await createBooking(anonClient(), route);
    const change = await admin.next(
      (c) => (c.new as { reference?: string }).reference === receipt.reference,
    );
    expect(change.new).toMatchObject({ status: "pending", id: receipt.id });
    // The stranger's own booking, made afterwards, reaches them: the other one would have first.
    const own = await createBooking(strangerClient, route);
    const idOf = (c: Change) => (c.new as { id?: string }).id;
    await stranger.noneBefore(
      (c) => idOf(c) === own.id,
      (c) => idOf(c) === receipt.id,
    );
  });

  it("streams vehicle position updates to admins for live tracking", async () => {
    const service = serviceClient();
    const { data: vehicle } = await service
      .from("vehicle_positions")
      .select("vehicle_id")
      .limit(1)
      .single();
    expect(vehicle).not.toBeNull();
    const admin = await watch(
      await adminClient(),
      "vehicle_positions",
      "UPDATE",
    );
    const speed = 41.5;
    const { error } = await service
      .from("vehicle_positions")
      .update({ speed_kmh: speed, recorded_at: new Date().toISOString() })
      .eq("vehicle_id", vehicle!.vehicle_id);
    expect(error).toBeNull();
    const change = await admin.next(
      (c) =>
        (c.new as { vehicle_id?: string }).vehicle_id === vehicle!.vehicle_id,
    );
    expect(Number((change.new as { speed_kmh: number }).speed_kmh)).toBe(speed);
  });
});
