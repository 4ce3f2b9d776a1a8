import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, serviceClient } from "../../local-backend/support.ts";
import { candidates, createPair, rowOf } from "../support/dispatch-fixtures.ts";
import {
  adminClient,
  createBooking,
  createRoute,
  ensureFareRules,
  hoursFromNow,
  type TestPlace,
} from "../support/fixtures-functions.ts";

/**
 * Coordinates are stored to 7 decimal places. A subnormal double (5e-324) is inside every range
 * check, and once stored it made the dispatch list's distance maths fail with a float underflow
 * (a 500) for every booking, whoever's vehicle it was.
 */

const SUBNORMAL = 5e-324;
let route: [TestPlace, TestPlace];

beforeAll(async () => {
  await ensureFareRules();
  route = await createRoute();
});

describe("stored coordinates", () => {
  it("are rounded to 7 decimal places on vehicle positions and places", async () => {
    const pair = await createPair({ at: { lat: SUBNORMAL, lng: 3.123456789 } });
    const { data, error } = await serviceClient()
      .from("vehicle_positions")
      .select("lat, lng")
      .eq("vehicle_id", pair.vehicle!.id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ lat: 0, lng: 3.1234568 });

    const { data: place, error: placeError } = await serviceClient()
      .from("places")
      .update({ lat: 6.450000000001, lng: -SUBNORMAL })
      .eq("id", route[0].id)
      .select("lat, lng")
      .single();
    expect(placeError).toBeNull();
    expect(place).toEqual({ lat: 6.45, lng: 0 });
    // Back in Lagos, for the next test and for other files sharing the database.
    const { error: restoreError } = await serviceClient()
      .from("places")
      .update({ lat: route[0].lat, lng: route[0].lng })
      .eq("id", route[0].id);
    expect(restoreError).toBeNull();
  });

  it("keep the dispatch list answering when a position was written as a subnormal number", async () => {
    const booking = await createBooking(anonClient(), route, {
      p_booking_time: hoursFromNow(10 * 24),
      p_service_type: "standard",
    });
    const nearby = await createPair({ at: { lat: SUBNORMAL, lng: SUBNORMAL } });
    const rows = await candidates(await adminClient(), booking.id);
    expect(rowOf(rows, nearby).distance_km).toEqual(expect.any(Number));
  });
});
