import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient } from "../../local-backend/support.ts";
import { service } from "../support/actors.ts";
import { adminClient } from "../support/fixtures-functions.ts";
import {
  createRide,
  rideCrew,
  storedDriver,
  type TestRide,
} from "../support/ride-fixtures.ts";

/**
 * The database keeps each driver's numbers: rating is the average of their riders' ratings (one
 * decimal) and rating_count how many there are; trips counts completed trips, once each, however
 * the trip was completed, and follows deletions and driver corrections. Every new booking gets
 * its two ride links.
 */

let admin: SupabaseClient;
beforeAll(async () => {
  admin = await adminClient();
});

const rate = (ride: TestRide, rating: number, comment: string | null = null) =>
  anonClient().rpc("rate_ride", {
    p_reference: ride.reference,
    p_token: ride.manage,
    p_rating: rating,
    p_comment: comment,
  });

describe("a driver's rating follows their ratings", () => {
  it("averages to one decimal; a new driver keeps 5.0 with no ratings", async () => {
    const crew = await rideCrew();
    expect(await storedDriver(crew.driverId)).toMatchObject({
      rating: 5,
      rating_count: 0,
    });
    const rides = await Promise.all(
      [5, 4, 4].map(() =>
        createRide({ status: "completed", minutes: -300, crew }),
      ),
    );
    for (const [i, stars] of [5, 4, 4].entries()) {
      expect((await rate(rides[i]!, stars)).error).toBeNull();
    }
    // (5 + 4 + 4) / 3 = 4.33…
    expect(await storedDriver(crew.driverId)).toMatchObject({
      rating: 4.3,
      rating_count: 3,
    });
    const fourth = await createRide({
      status: "completed",
      minutes: -200,
      crew,
    });
    expect((await rate(fourth, 5)).error).toBeNull();
    // 18 / 4 = 4.5
    expect(await storedDriver(crew.driverId)).toMatchObject({
      rating: 4.5,
      rating_count: 4,
    });
    // The ride page shows the average once there is one.
    const view = await anonClient().rpc("ride_status", {
      p_reference: fourth.reference,
      p_token: fourth.share,
    });
    expect(view.data).toMatchObject({ driver_rating: 4.5 });
  });

  it("administrators moderate: a removed rating leaves the average, a blanked comment keeps the stars", async () => {
    const crew = await rideCrew();
    const [a, b] = [
      await createRide({ status: "completed", minutes: -300, crew }),
      await createRide({ status: "completed", minutes: -200, crew }),
    ];
    expect(
      (await rate(a!, 1, "Driver was rude and on the phone.")).error,
    ).toBeNull();
    expect((await rate(b!, 5)).error).toBeNull();
    expect(await storedDriver(crew.driverId)).toMatchObject({
      rating: 3,
      rating_count: 2,
    });

    const blanked = await admin
      .from("ride_ratings")
      .update({ comment: null })
      .eq("booking_id", a!.id)
      .select("rating, comment");
    expect(blanked.data).toEqual([{ rating: 1, comment: null }]);
    const restarred = await admin
      .from("ride_ratings")
      .update({ rating: 5 })
      .eq("booking_id", a!.id);
    expect(restarred.error?.code).toBe("42501");

    const removed = await admin
      .from("ride_ratings")
      .delete()
      .eq("booking_id", a!.id)
      .select("booking_id");
    expect(removed.data).toHaveLength(1);
    expect(await storedDriver(crew.driverId)).toMatchObject({
      rating: 5,
      rating_count: 1,
    });
    await admin.from("ride_ratings").delete().eq("booking_id", b!.id);
    // No ratings left: the last average stays, the count says there is none.
    expect(await storedDriver(crew.driverId)).toMatchObject({
      rating: 5,
      rating_count: 0,
    });
  });

  it("a deleted booking takes its rating with it", async () => {
    const crew = await rideCrew();
    const [a, b] = [
      await createRide({ status: "completed", minutes: -300, crew }),
      await createRide({ status: "completed", minutes: -200, crew }),
    ];
    await rate(a!, 2);
    await rate(b!, 4);
    expect(await storedDriver(crew.driverId)).toMatchObject({
      rating: 3,
      rating_count: 2,
    });
    expect(
      (await service().from("bookings").delete().eq("id", a!.id)).error,
    ).toBeNull();
    expect(await storedDriver(crew.driverId)).toMatchObject({
      rating: 4,
      rating_count: 1,
    });
  });

  it("nobody adds or forges a rating directly", async () => {
    const ride = await createRide({ status: "completed", minutes: -300 });
    for (const c of [anonClient(), admin]) {
      const { error } = await c
        .from("ride_ratings")
        .insert({ booking_id: ride.id, rating: 5 });
      expect(error?.code).toBe("42501");
    }
  });
});

describe("trips count completed trips once", () => {
  it("completing through the dispatch screen and the driver app each count one", async () => {
    const crew = await rideCrew();
    const before = (await storedDriver(crew.driverId)).trips;
    const ride = await createRide({
      status: "in-progress",
      minutes: -30,
      crew,
    });
    expect(
      (
        await admin.rpc("set_booking_status", {
          p_booking_id: ride.id,
          p_status: "completed",
        })
      ).error,
    ).toBeNull();
    // Repeating the move changes nothing.
    await admin.rpc("set_booking_status", {
      p_booking_id: ride.id,
      p_status: "completed",
    });
    expect((await storedDriver(crew.driverId)).trips).toBe(before + 1);
    // Rating the trip does not count it again.
    expect((await rate(ride, 5)).error).toBeNull();
    expect((await storedDriver(crew.driverId)).trips).toBe(before + 1);
  });

  it("a deleted completed booking takes its trip off; a corrected driver takes it over", async () => {
    const first = await rideCrew();
    const second = await rideCrew();
    const ride = await createRide({
      status: "in-progress",
      minutes: -30,
      crew: first,
    });
    await admin.rpc("set_booking_status", {
      p_booking_id: ride.id,
      p_status: "completed",
    });
    expect((await storedDriver(first.driverId)).trips).toBe(1);

    const moved = await admin
      .from("bookings")
      .update({ driver_id: second.driverId })
      .eq("id", ride.id)
      .select("id");
    expect(moved.error).toBeNull();
    expect((await storedDriver(first.driverId)).trips).toBe(0);
    expect((await storedDriver(second.driverId)).trips).toBe(1);

    // A pending booking's driver change counts nothing.
    const pending = await createRide({ status: "pending", crew: first });
    await admin
      .from("bookings")
      .update({ driver_id: second.driverId })
      .eq("id", pending.id);
    expect((await storedDriver(second.driverId)).trips).toBe(1);

    expect(
      (await admin.from("bookings").delete().eq("id", ride.id)).error,
    ).toBeNull();
    expect((await storedDriver(second.driverId)).trips).toBe(0);
    expect((await storedDriver(first.driverId)).trips).toBe(0);
  });
});

describe("ride links", () => {
  it("every booking gets two different 32-hex-character tokens, one statement or many rows", async () => {
    const ride = await createRide();
    expect(ride.manage).toMatch(/^[0-9a-f]{32}$/);
    expect(ride.share).toMatch(/^[0-9a-f]{32}$/);
    expect(ride.manage).not.toBe(ride.share);

    const rows = Array.from({ length: 25 }, (_, i) => ({
      customer_name: `Bulk Rider ${i}`,
      customer_phone: "+2348031234567",
      customer_email: "bulk@example.test",
      pickup_location: "Ikeja City Mall",
      dropoff_location: "Lekki Phase 1",
      booking_time: new Date(Date.now() + 86_400_000).toISOString(),
      fare_kobo: 1_000_000,
    }));
    const inserted = await service().from("bookings").insert(rows).select("id");
    expect(inserted.error).toBeNull();
    const ids = (inserted.data ?? []).map((r) => r.id as string);
    const links = await service()
      .from("ride_links")
      .select("manage_token, share_token")
      .in("booking_id", ids);
    expect(links.data).toHaveLength(25);
    const tokens = new Set(
      (links.data ?? []).flatMap((l) => [l.manage_token, l.share_token]),
    );
    expect(tokens.size).toBe(50);
  });

  it("the public booking form's bookings get them too, and the rider can open the page at once", async () => {
    const { data: places } = await service()
      .from("places")
      .select("id")
      .eq("kind", "area")
      .order("slug")
      .limit(2);
    const booked = await anonClient().rpc("create_booking", {
      p_customer_name: "Ngozi Okeke",
      p_customer_phone: "0803 441 7825",
      p_customer_email: "ngozi.okeke@example.test",
      p_pickup: places![0]!.id,
      p_dropoff: places![1]!.id,
      p_booking_time: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      p_service_type: "standard",
      p_idempotency_key: crypto.randomUUID(),
    });
    expect(booked.error).toBeNull();
    const id = (booked.data as { id: string }).id;
    const link = await service()
      .from("ride_links")
      .select("manage_token")
      .eq("booking_id", id)
      .single();
    const view = await anonClient().rpc("ride_status", {
      p_reference: (booked.data as { reference: string }).reference,
      p_token: link.data!.manage_token,
    });
    expect(view.data).toMatchObject({
      access: "manage",
      stage: "requested",
      customer_first_name: "Ngozi",
      can_cancel: true,
    });
  });
});
