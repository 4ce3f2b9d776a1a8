import { describe, expect, it } from "vitest";

import { anonClient } from "../../local-backend/support.ts";

/**
 * The demo driver: driver@ekoluxe.ng signs in with the demo password as a driver linked to a
 * seeded active driver (verified documents, a vehicle), and sees their two confirmed trips, the
 * first starting soon after the seed ran and the next 2 h 30 min later.
 */

const seededAt = (b: { created_at: string }) => Date.parse(b.created_at);

describe("the demo driver", () => {
  it("signs in as a driver and sees their own row, vehicle and upcoming trips", async () => {
    const client = anonClient();
    const { data: auth, error } = await client.auth.signInWithPassword({
      email: "driver@ekoluxe.ng",
      password: "ekoluxe-demo",
    });
    expect(error).toBeNull();
    expect(auth.user?.app_metadata.role).toBe("driver");
    const fullName = auth.user?.user_metadata.full_name as string;

    const { data: drivers } = await client
      .from("drivers")
      .select("id, name, status, documents, assigned_vehicle_id, user_id");
    expect(drivers).toHaveLength(1);
    const me = drivers![0]!;
    expect(me).toMatchObject({
      name: fullName,
      status: "active",
      documents: { license: "Verified", insurance: "Verified" },
      user_id: auth.user?.id,
    });
    expect(me.assigned_vehicle_id).not.toBeNull();

    const { data: fleets } = await client
      .from("fleets")
      .select("id, registration_number, status");
    expect(fleets).toEqual([
      expect.objectContaining({ id: me.assigned_vehicle_id }),
    ]);
    expect(fleets![0]!.status).not.toBe("maintenance");

    const { data: trips } = await client
      .from("bookings")
      .select("status, booking_time, driver_id, vehicle_id, created_at")
      .eq("status", "confirmed")
      .order("booking_time");
    const upcoming = (trips ?? []).filter(
      (t) => Date.parse(t.booking_time) > Date.now(),
    );
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    for (const t of upcoming) {
      expect(t).toMatchObject({
        driver_id: me.id,
        vehicle_id: me.assigned_vehicle_id,
      });
    }
    // The seeded trips: created a day before the seed ran, the first 25-30 minutes after it.
    const [first, second] = upcoming.filter(
      (t) =>
        Date.parse(t.booking_time) - seededAt(t) < 86_400_000 + 3 * 3_600_000,
    );
    const firstAt = Date.parse(first!.booking_time);
    const seed = seededAt(first!) + 86_400_000;
    expect(firstAt - seed).toBeGreaterThanOrEqual(25 * 60_000);
    expect(firstAt - seed).toBeLessThanOrEqual(30 * 60_000);
    expect(Date.parse(second!.booking_time) - firstAt).toBe(150 * 60_000);
  });
});
