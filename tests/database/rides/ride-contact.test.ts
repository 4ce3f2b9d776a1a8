import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anonClient } from "../../local-backend/support.ts";
import { must, service } from "../support/actors.ts";
import {
  createRide,
  rideCrew,
  setCutoff,
  type RideStatus,
  type TestRide,
} from "../support/ride-fixtures.ts";

/**
 * The ride page's arrival estimate and the chauffeur's number (ride_status): the number reaches
 * the rider's manage link only, while the ride is confirmed or under way, and never a share link,
 * whatever the stage; the estimate is quote_fare's road distance at its Lagos speed of the hour,
 * from the vehicle's last position to the pickup (on the way) or the drop-off (on the trip).
 */

const PHONE = "+2348039876543";
type View = Record<string, unknown>;
type Place = { id: string; name: string; lat: number; lng: number };

let pickup: Place;
let dropoff: Place;
// A point about 3 km from the pickup, where the vehicle last reported.
const VEHICLE = { lat: 6.4531, lng: 3.4012 };

beforeAll(async () => {
  await setCutoff(60);
  const places = must(
    await service()
      .from("places")
      .select("id, name, slug, lat, lng")
      .in("slug", ["eko-hotel-and-suites", "the-wheatbaker"]),
  ) as (Place & { slug: string })[];
  pickup = places.find((p) => p.slug === "eko-hotel-and-suites")!;
  dropoff = places.find((p) => p.slug === "the-wheatbaker")!;
});
afterAll(() => setCutoff(60));

const read = async (ride: TestRide, token: string): Promise<View> =>
  must(
    await anonClient().rpc("ride_status", {
      p_reference: ride.reference,
      p_token: token,
    }),
  ) as View;

/** A ride whose chauffeur has a phone, `minutes` from now, between the two known places. */
async function rideWithPhone(status: RideStatus, minutes = 30) {
  const crew = await rideCrew();
  must(
    await service()
      .from("drivers")
      .update({ phone: PHONE })
      .eq("id", crew.driverId)
      .select("id")
      .single(),
  );
  must(
    await service().rpc("report_position", {
      p_lat: VEHICLE.lat,
      p_lng: VEHICLE.lng,
      p_vehicle_id: crew.vehicleId,
    }),
  );
  return createRide({
    status,
    minutes,
    crew,
    extra: {
      pickup_location: pickup.name,
      pickup_place_id: pickup.id,
      dropoff_location: dropoff.name,
      dropoff_place_id: dropoff.id,
      arrived_at: null,
    },
  });
}

/** quote_fare's minutes for the road from the vehicle to a place, at its speed of this hour. */
async function expectedMinutes(to: Place): Promise<number> {
  const quote = must(
    await anonClient().rpc("quote_fare", {
      pickup: pickup.name,
      dropoff: dropoff.name,
    }),
  ) as { speed_kmh: number };
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(to.lat - VEHICLE.lat) / 2) ** 2 +
    Math.cos(rad(VEHICLE.lat)) *
      Math.cos(rad(to.lat)) *
      Math.sin(rad(to.lng - VEHICLE.lng) / 2) ** 2;
  const km = 2 * 6371 * Math.asin(Math.sqrt(a)) * 1.35;
  return Math.max(1, Math.ceil((km * 60) / quote.speed_kmh));
}

describe("the chauffeur's phone", () => {
  it.each(["confirmed", "in-progress"] as const)(
    "reaches the manage link of a %s ride, never its share link",
    async (status) => {
      const ride = await rideWithPhone(status);
      const manage = await read(ride, ride.manage);
      const share = await read(ride, ride.share);
      expect(manage.driver_phone).toBe(PHONE);
      expect(share.access).toBe("share");
      expect(share.driver_phone).toBeNull();
      // The share link still names the chauffeur: only the number is held back.
      expect(share.driver_name).toBe(manage.driver_name);
    },
  );

  it.each(["pending", "completed", "cancelled"] as const)(
    "is not given once or before the ride is live (%s)",
    async (status) => {
      const ride = await createRide({
        status,
        minutes: status === "completed" ? -120 : 30,
        crew:
          status === "pending"
            ? null
            : await rideCrew().then(async (crew) => {
                await service()
                  .from("drivers")
                  .update({ phone: PHONE })
                  .eq("id", crew.driverId);
                return crew;
              }),
      });
      expect((await read(ride, ride.manage)).driver_phone).toBeNull();
      expect((await read(ride, ride.share)).driver_phone).toBeNull();
    },
  );
});

describe("the arrival estimate", () => {
  it("counts the road from the vehicle to the pickup while it is on its way, on both links", async () => {
    const ride = await rideWithPhone("confirmed", 30);
    const manage = await read(ride, ride.manage);
    expect(manage.stage).toBe("on_the_way");
    const minutes = await expectedMinutes(pickup);
    expect(manage.eta_minutes).toBe(minutes);
    expect((await read(ride, ride.share)).eta_minutes).toBe(minutes);
  });

  it("counts the road to the drop-off once the trip is under way", async () => {
    const ride = await rideWithPhone("in-progress", -5);
    const view = await read(ride, ride.share);
    expect(view.stage).toBe("in_progress");
    expect(view.eta_minutes).toBe(await expectedMinutes(dropoff));
  });

  it("is absent before the chauffeur sets off and after the ride", async () => {
    const early = await rideWithPhone("confirmed", 26 * 60);
    expect((await read(early, early.manage)).stage).toBe("confirmed");
    expect((await read(early, early.manage)).eta_minutes).toBeNull();
    const done = await rideWithPhone("completed", -120);
    expect((await read(done, done.manage)).eta_minutes).toBeNull();
  });

  it("is absent when the pickup is not a known place", async () => {
    const crew = await rideCrew();
    must(
      await service().rpc("report_position", {
        p_lat: VEHICLE.lat,
        p_lng: VEHICLE.lng,
        p_vehicle_id: crew.vehicleId,
      }),
    );
    const ride = await createRide({ status: "confirmed", minutes: 30, crew });
    const view = await read(ride, ride.manage);
    expect(view.stage).toBe("on_the_way");
    expect(view.vehicle_lat).toBe(VEHICLE.lat);
    expect(view.eta_minutes).toBeNull();
  });
});
