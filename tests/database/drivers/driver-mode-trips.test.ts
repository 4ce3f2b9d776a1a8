import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, signedInClient } from "../../local-backend/support.ts";
import { must, service } from "../support/actors.ts";
import {
  driverWith,
  rowOf,
  signedInDriver,
  tripFor,
  type SignedInDriver,
} from "../support/driver-mode-fixtures.ts";
import { adminClient } from "../support/fixtures-functions.ts";

/**
 * driver_trip_step: a driver moves their own trip through the bookings state machine (arrived,
 * started, completed), with the same vehicle and trip-count effects as a dispatcher's move, and
 * an audit trail naming the driver.
 */

let driver: SignedInDriver;
let other: SignedInDriver;

beforeAll(async () => {
  driver = await signedInDriver();
  other = await signedInDriver();
});

const step = (who: SignedInDriver, bookingId: string, p_step: string) =>
  who.client.rpc("driver_trip_step", { p_booking_id: bookingId, p_step });

const answerOf = (a: {
  status: number;
  error: { code?: string; message?: string } | null;
}) => `${a.status} ${a.error?.code} ${a.error?.message}`;

describe("a driver moves their own trip", () => {
  it("arrives, starts and completes: the vehicle goes on-trip and back, the trip is counted", async () => {
    const trip = await tripFor(driver);
    const tripsBefore = Number((await rowOf("drivers", driver.driverId)).trips);

    const arrived = await step(driver, trip.id, "arrived");
    expect(arrived.error).toBeNull();
    expect(arrived.data).toMatchObject({ id: trip.id, status: "confirmed" });
    const arrivedAt = (arrived.data as { arrived_at: string }).arrived_at;
    expect(arrivedAt).toBeTruthy();
    const again = await step(driver, trip.id, "arrived");
    expect((again.data as { arrived_at: string }).arrived_at).toBe(arrivedAt);

    const started = await step(driver, trip.id, "started");
    expect(started.error).toBeNull();
    expect(started.data).toMatchObject({ status: "in-progress" });
    expect((started.data as { started_at: string }).started_at).toBeTruthy();
    expect((await rowOf("fleets", driver.vehicleId)).status).toBe("on-trip");

    const completed = await step(driver, trip.id, "completed");
    expect(completed.error).toBeNull();
    expect(completed.data).toMatchObject({ status: "completed" });
    expect((await rowOf("fleets", driver.vehicleId)).status).toBe("available");
    expect(Number((await rowOf("drivers", driver.driverId)).trips)).toBe(
      tripsBefore + 1,
    );

    const repeated = await step(driver, trip.id, "completed");
    expect(repeated.data).toMatchObject({ status: "completed" });
    expect(Number((await rowOf("drivers", driver.driverId)).trips)).toBe(
      tripsBefore + 1,
    );
  });

  it("can start without marking arrival first", async () => {
    const trip = await tripFor(driver);
    const started = await step(driver, trip.id, "started");
    expect(started.data).toMatchObject({
      status: "in-progress",
      arrived_at: null,
    });
    must(await step(driver, trip.id, "completed"));
  });

  it("leaves an audit trail with the driver as actor: the booking and the vehicle", async () => {
    const trip = await tripFor(driver);
    must(await step(driver, trip.id, "started"));
    const { data } = await service()
      .from("audit_log")
      .select("table_name, row_id, actor_id, after")
      .eq("actor_id", driver.userId)
      .in("row_id", [trip.id, driver.vehicleId]);
    const entries = (data ?? []) as {
      table_name: string;
      after: Record<string, unknown>;
    }[];
    expect(
      entries.some(
        (e) => e.table_name === "bookings" && e.after.status === "in-progress",
      ),
    ).toBe(true);
    expect(
      entries.some(
        (e) => e.table_name === "fleets" && e.after.status === "on-trip",
      ),
    ).toBe(true);
    must(await step(driver, trip.id, "completed"));
  });
});

describe("the wrong step, trip or caller is a 4xx with a sentence", () => {
  it("refuses steps out of order", async () => {
    const pending = await tripFor(driver, "pending");
    expect(answerOf(await step(driver, pending.id, "arrived"))).toBe(
      `400 P0001 Only a confirmed trip can be marked arrived; ${pending.reference} is pending.`,
    );
    expect(answerOf(await step(driver, pending.id, "started"))).toBe(
      `400 P0001 Only a confirmed trip can start; ${pending.reference} is pending.`,
    );
    const confirmed = await tripFor(driver);
    expect(answerOf(await step(driver, confirmed.id, "completed"))).toBe(
      `400 P0001 Only a trip in progress can be completed; ${confirmed.reference} is confirmed.`,
    );
    must(await step(driver, confirmed.id, "started"));
    expect(answerOf(await step(driver, confirmed.id, "arrived"))).toBe(
      `400 P0001 Only a confirmed trip can be marked arrived; ${confirmed.reference} is in-progress.`,
    );
    expect((await rowOf("bookings", confirmed.id)).status).toBe("in-progress");
    must(await step(driver, confirmed.id, "completed"));
  });

  it("refuses an unknown step and an unknown booking", async () => {
    const trip = await tripFor(driver);
    expect(answerOf(await step(driver, trip.id, "teleported"))).toBe(
      "400 22023 Unknown trip step. Use arrived, started or completed.",
    );
    expect(
      answerOf(
        await step(driver, "00000000-0000-4000-8000-000000000000", "started"),
      ),
    ).toBe("404 PT404 Booking not found.");
  });

  it("refuses another driver's trip and changes nothing", async () => {
    const theirs = await tripFor(other);
    expect(answerOf(await step(driver, theirs.id, "started"))).toBe(
      "403 42501 This trip is not assigned to you.",
    );
    expect((await rowOf("bookings", theirs.id)).status).toBe("confirmed");
    expect((await rowOf("fleets", other.vehicleId)).status).toBe("available");
  });

  it("refuses an inactive driver, even on their own trip", async () => {
    const inactive = await driverWith({ status: "inactive" });
    const trip = await tripFor({
      driverId: inactive.driverId,
      vehicleId: driver.vehicleId,
    });
    expect(answerOf(await step(inactive, trip.id, "started"))).toBe(
      "403 42501 Your driver account is inactive.",
    );
  });

  it("refuses customers, owners and administrators; visitors cannot execute it", async () => {
    const trip = await tripFor(driver);
    const args = { p_booking_id: trip.id, p_step: "started" };
    const customer = (await signedInClient()).client;
    const owner = (await signedInClient({ appMetadata: { role: "owner" } }))
      .client;
    for (const client of [customer, owner, await adminClient()]) {
      expect(answerOf(await client.rpc("driver_trip_step", args))).toBe(
        "403 42501 Only drivers can update their trips.",
      );
    }
    const visitor = await anonClient().rpc("driver_trip_step", args);
    expect(visitor.status).toBe(401);
    expect((await rowOf("bookings", trip.id)).status).toBe("confirmed");
  });

  it("a driver cannot edit their trip directly", async () => {
    const trip = await tripFor(driver);
    const { data } = await driver.client
      .from("bookings")
      .update({ status: "in-progress" })
      .eq("id", trip.id)
      .select();
    expect(data).toEqual([]);
    expect((await rowOf("bookings", trip.id)).status).toBe("confirmed");
  });
});

describe("the dispatchers' path keeps its effects", () => {
  it("set_booking_status still turns the vehicle on-trip and back, and counts the trip once", async () => {
    const admin = await adminClient();
    const trip = await tripFor(other);
    const tripsBefore = Number((await rowOf("drivers", other.driverId)).trips);
    must(
      await admin.rpc("set_booking_status", {
        p_booking_id: trip.id,
        p_status: "in-progress",
      }),
    );
    expect((await rowOf("fleets", other.vehicleId)).status).toBe("on-trip");
    must(
      await admin.rpc("set_booking_status", {
        p_booking_id: trip.id,
        p_status: "completed",
      }),
    );
    expect((await rowOf("fleets", other.vehicleId)).status).toBe("available");
    expect(Number((await rowOf("drivers", other.driverId)).trips)).toBe(
      tripsBefore + 1,
    );
  });

  it("a driver cannot start a trip in a vehicle that is in maintenance", async () => {
    const trip = await tripFor(other);
    must(
      await service()
        .from("fleets")
        .update({ status: "maintenance" })
        .eq("id", other.vehicleId)
        .select("id")
        .single(),
    );
    try {
      const answer = await step(other, trip.id, "started");
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toMatch(/ is in maintenance\.$/);
      expect((await rowOf("bookings", trip.id)).status).toBe("confirmed");
    } finally {
      await service()
        .from("fleets")
        .update({ status: "available" })
        .eq("id", other.vehicleId);
    }
  });
});
