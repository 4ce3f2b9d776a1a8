import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient } from "../../local-backend/support.ts";
import {
  candidates,
  createPair,
  reasonAndRefusal,
  rowOf,
  vehicleLabel,
} from "../support/dispatch-fixtures.ts";
import {
  adminClient,
  createBooking,
  createRoute,
  ensureFareRules,
  hoursFromNow,
  type BookingReceipt,
  type TestPlace,
} from "../support/fixtures-functions.ts";

/**
 * The vehicle must suit the ride: a premium, airport & hotel or corporate ride needs a vehicle of
 * its class (a standard ride takes any class), and enough seats, the driver's included: 5 for an
 * airport & hotel transfer, 4 otherwise. The list and assign_booking say so in the same words.
 */

let admin: SupabaseClient;
let route: [TestPlace, TestPlace];
let standard: BookingReceipt;

beforeAll(async () => {
  await ensureFareRules();
  admin = await adminClient();
  route = await createRoute();
  standard = await ride("standard");
});

function ride(service: string) {
  return createBooking(anonClient(), route, {
    p_booking_time: hoursFromNow(12 * 24),
    p_service_type: service,
  });
}

describe("the vehicle must suit the service", () => {
  it("a premium ride needs a premium vehicle; a standard ride takes any class", async () => {
    const premium = await ride("premium");
    const saloon = await createPair();
    const luxury = await createPair({ vehicle: { service_class: "premium" } });
    expect(await reasonAndRefusal(admin, premium.id, saloon)).toBe(
      `${vehicleLabel(saloon.vehicle!)} serves Standard Ride, not Premium Ride.`,
    );
    const forPremium = rowOf(await candidates(admin, premium.id), luxury);
    const forStandard = rowOf(await candidates(admin, standard.id), luxury);
    expect([forPremium.assignable, forStandard.assignable]).toEqual([
      true,
      true,
    ]);
  });

  it("an airport & hotel transfer needs five seats", async () => {
    const transfer = await ride("airport_hotel");
    const small = await createPair({
      vehicle: { service_class: "airport_hotel", seating_capacity: 4 },
    });
    const roomy = await createPair({
      vehicle: { service_class: "airport_hotel", seating_capacity: 5 },
    });
    expect(await reasonAndRefusal(admin, transfer.id, small)).toBe(
      `${vehicleLabel(small.vehicle!)} has 4 seats; Airport & Hotel Transfer needs at least 5.`,
    );
    const row = rowOf(await candidates(admin, transfer.id), roomy);
    expect(row).toMatchObject({ assignable: true, seating_capacity: 5 });
  });

  it("a corporate ride does not go in a premium vehicle", async () => {
    const corporate = await ride("corporate");
    const luxury = await createPair({ vehicle: { service_class: "premium" } });
    expect(await reasonAndRefusal(admin, corporate.id, luxury)).toBe(
      `${vehicleLabel(luxury.vehicle!)} serves Premium Ride, not Corporate Ride.`,
    );
  });

  it("any ride needs four seats", async () => {
    const coupe = await createPair({ vehicle: { seating_capacity: 3 } });
    expect(await reasonAndRefusal(admin, standard.id, coupe)).toBe(
      `${vehicleLabel(coupe.vehicle!)} has 3 seats; Standard Ride needs at least 4.`,
    );
  });
});
