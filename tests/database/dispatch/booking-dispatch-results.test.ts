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
  type TestPlace,
} from "../support/fixtures-functions.ts";

/**
 * assign_booking and set_booking_status answer with the booking row itself (public.bookings), and
 * every assignment and move is in the audit log, with the administrator who made it, for the
 * booking's status timeline. Only administrators call them, or dispatch_candidates.
 */

let admin: SupabaseClient;
let adminId: string;
let route: [TestPlace, TestPlace];

beforeAll(async () => {
  await ensureFareRules();
  admin = await adminClient();
  adminId = (await admin.auth.getUser()).data.user!.id;
  route = await createRoute();
});

async function stored(id: string) {
  const { data, error } = await serviceClient()
    .from("bookings")
    .select("*")
    .eq("id", id)
    .single();
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

/** A pending booking with a driver and a vehicle ("assign only"), for set_booking_status to move. */
async function assignedBooking() {
  const booking = await createBooking(anonClient(), route);
  const driver = await createDriver();
  const vehicle = await createVehicle();
  const assigned = await admin.rpc("assign_booking", {
    p_booking_id: booking.id,
    p_driver_id: driver.id,
    p_vehicle_id: vehicle.id,
    p_confirm: false,
  });
  return { booking, driver, vehicle, assigned };
}

describe("typed answers", () => {
  it("assign_booking answers the whole booking row as stored", async () => {
    const { booking, driver, vehicle, assigned } = await assignedBooking();
    expect(assigned.error).toBeNull();
    expect(assigned.data).toEqual(await stored(booking.id));
    expect(assigned.data).toMatchObject({
      driver_id: driver.id,
      vehicle_id: vehicle.id,
      status: "pending",
      cancellation_reason: null,
    });
  });

  it("set_booking_status answers the row after each move, and as it is when unchanged", async () => {
    const { booking } = await assignedBooking();
    for (const status of ["confirmed", "in-progress", "in-progress"]) {
      const { data, error } = await admin.rpc("set_booking_status", {
        p_booking_id: booking.id,
        p_status: status,
      });
      expect(error).toBeNull();
      expect(data).toEqual(await stored(booking.id));
      expect(data).toMatchObject({ status });
    }
  });
});

describe("confirming checks the assignment again with the same rules", () => {
  it("a document that lapsed since the assignment stops the confirmation", async () => {
    const { booking, driver } = await assignedBooking();
    const { error: lapse } = await serviceClient()
      .from("drivers")
      .update({ documents: { license: "Verified", insurance: "Expired" } })
      .eq("id", driver.id);
    expect(lapse).toBeNull();
    const { error, status } = await admin.rpc("set_booking_status", {
      p_booking_id: booking.id,
      p_status: "confirmed",
    });
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: "P0001",
      message: `${driver.name}'s insurance has expired.`,
    });
    expect((await stored(booking.id)).status).toBe("pending");
  });
});

interface AuditEntry {
  actor_id: string | null;
  action: string;
  after: Record<string, unknown>;
}

describe("the audit log keeps the booking's timeline", () => {
  it("records the assignment, each move and the cancellation reason, by the administrator", async () => {
    const { booking, driver, vehicle } = await assignedBooking();
    for (const status of ["confirmed", "cancelled"]) {
      const { error } = await admin.rpc("set_booking_status", {
        p_booking_id: booking.id,
        p_status: status,
        p_reason: "The customer's meeting moved to next week.",
      });
      expect(error).toBeNull();
    }

    const { data, error } = await admin
      .from("audit_log")
      .select("actor_id, action, after")
      .eq("table_name", "bookings")
      .eq("row_id", booking.id)
      .order("id");
    expect(error).toBeNull();
    const updates = (data as AuditEntry[]).filter((e) => e.action === "update");
    expect(
      updates.map(({ actor_id, after }) => ({
        actor_id,
        status: after.status,
        driver_id: after.driver_id,
        vehicle_id: after.vehicle_id,
        cancellation_reason: after.cancellation_reason,
      })),
    ).toEqual(
      [
        ["pending", null],
        ["confirmed", null],
        ["cancelled", "The customer's meeting moved to next week."],
      ].map(([status, reason]) => ({
        actor_id: adminId,
        status,
        driver_id: driver.id,
        vehicle_id: vehicle.id,
        cancellation_reason: reason,
      })),
    );
    expect(updates.at(-1)!.after.cancelled_at).not.toBeNull();
  });

  it("is not readable by a customer", async () => {
    const { booking } = await assignedBooking();
    const { client } = await signedInClient();
    const { data, error } = await client
      .from("audit_log")
      .select("id")
      .eq("row_id", booking.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe("only administrators dispatch", () => {
  const callers = [
    ["a customer", () => signedInClient().then((s) => s.client), 403],
    [
      "an owner",
      () =>
        signedInClient({ appMetadata: { role: "owner" } }).then(
          (s) => s.client,
        ),
      403,
    ],
    ["a visitor", async () => anonClient(), 401],
  ] as const;

  it.each(callers)("%s is refused every call", async (_, client, status) => {
    const caller = await client();
    const booking = await createBooking(anonClient(), route);
    const calls = {
      dispatch_candidates: { p_booking_id: booking.id },
      assign_booking: {
        p_booking_id: booking.id,
        p_driver_id: (await createDriver()).id,
        p_vehicle_id: (await createVehicle()).id,
      },
      set_booking_status: {
        p_booking_id: booking.id,
        p_status: "cancelled",
        p_reason: "Not mine to cancel.",
      },
    };
    for (const [fn, args] of Object.entries(calls)) {
      const answer = await caller.rpc(fn, args);
      expect([fn, answer.status, answer.error?.code]).toEqual([
        fn,
        status,
        "42501",
      ]);
      expect(answer.data).toBeNull();
    }
    expect(await stored(booking.id)).toMatchObject({
      status: "pending",
      driver_id: null,
    });
  });
});
