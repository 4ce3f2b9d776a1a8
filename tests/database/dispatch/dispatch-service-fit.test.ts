import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, serviceClient } from "../../local-backend/support.ts";
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
 * The vehicle must suit the ride, on one ladder: standard < airport & hotel < corporate < premium.
 * A vehicle serves any service at or below its class (an upgrade when above), with enough seats,
 * the driver's included: 5 for an airport & hotel transfer, 4 otherwise. The list and
 * assign_booking say so in the same words, and an administrator may override a class or seats
 * refusal with a reason, kept on the booking.
 */

const SERVICES = ["standard", "airport_hotel", "corporate", "premium"] as const;
type Service = (typeof SERVICES)[number];
const LABEL: Record<Service, string> = {
  standard: "Standard Ride",
  airport_hotel: "Airport & Hotel Transfer",
  corporate: "Corporate Ride",
  premium: "Premium Ride",
};

let admin: SupabaseClient;
let route: [TestPlace, TestPlace];
let day = 12;

beforeAll(async () => {
  await ensureFareRules();
  admin = await adminClient();
  route = await createRoute();
});

/** A pending ride of the service, a day apart from every other so no pair clashes. */
function ride(service: Service): Promise<BookingReceipt> {
  day += 1;
  return createBooking(anonClient(), route, {
    p_booking_time: hoursFromNow(day * 24),
    p_service_type: service,
  });
}

const rank = (service: Service) => SERVICES.indexOf(service);

describe("the class ladder, every vehicle class against every service", () => {
  it.each(
    SERVICES.flatMap((cls) => SERVICES.map((svc) => [cls, svc] as const)),
  )("a %s vehicle for a %s ride", async (vehicleClass, service) => {
    const booking = await ride(service);
    const pair = await createPair({
      vehicle: { service_class: vehicleClass, seating_capacity: 7 },
    });
    const row = rowOf(await candidates(admin, booking.id), pair);
    if (rank(vehicleClass) >= rank(service)) {
      expect(row).toMatchObject({
        assignable: true,
        reason: null,
        overridable: false,
        fit: vehicleClass === service ? "exact" : "upgrade",
      });
    } else {
      expect(row).toMatchObject({ fit: null, overridable: true });
      expect(await reasonAndRefusal(admin, booking.id, pair)).toBe(
        `${vehicleLabel(pair.vehicle!)} serves ${LABEL[vehicleClass]}, below ${LABEL[service]}.`,
      );
    }
  });
});

describe("seats", () => {
  it("an airport & hotel transfer needs five seats, whatever the class", async () => {
    const transfer = await ride("airport_hotel");
    const small = await createPair({
      vehicle: { service_class: "premium", seating_capacity: 4 },
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

  it("any ride needs four seats", async () => {
    const standard = await ride("standard");
    const coupe = await createPair({ vehicle: { seating_capacity: 3 } });
    expect(await reasonAndRefusal(admin, standard.id, coupe)).toBe(
      `${vehicleLabel(coupe.vehicle!)} has 3 seats; Standard Ride needs at least 4.`,
    );
  });
});

describe("an administrator's override", () => {
  const assign = (
    bookingId: string,
    pair: Awaited<ReturnType<typeof createPair>>,
    extra: Record<string, unknown> = {},
  ) =>
    admin.rpc("assign_booking", {
      p_booking_id: bookingId,
      p_driver_id: pair.driver.id,
      p_vehicle_id: pair.vehicle!.id,
      ...extra,
    });

  it("assigns a class below the service with a reason, kept on the booking and in the action log", async () => {
    const premium = await ride("premium");
    const saloon = await createPair();
    const { data, error } = await assign(premium.id, saloon, {
      p_override_reason: "  The rider asked for the nearest car.  ",
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: "confirmed",
      driver_id: saloon.driver.id,
      assignment_override: "The rider asked for the nearest car.",
    });
    const { data: entries } = await serviceClient()
      .from("audit_log")
      .select("after")
      .eq("table_name", "bookings")
      .eq("row_id", premium.id)
      .order("id");
    expect(entries?.at(-1)?.after).toMatchObject({
      assignment_override: "The rider asked for the nearest car.",
    });
  });

  it("a blank reason is no reason, and a fitting vehicle keeps none", async () => {
    const premium = await ride("premium");
    const saloon = await createPair();
    const blank = await assign(premium.id, saloon, {
      p_override_reason: " \t\n",
    });
    expect(blank.error?.message).toBe(
      `${vehicleLabel(saloon.vehicle!)} serves Standard Ride, below Premium Ride.`,
    );
    const luxury = await createPair({ vehicle: { service_class: "premium" } });
    const fitting = await assign(premium.id, luxury, {
      p_override_reason: "Not needed.",
    });
    expect(fitting.data).toMatchObject({ assignment_override: null });
  });

  it("never overrides what is not about class or seats", async () => {
    const standard = await ride("standard");
    const parked = await createPair({ vehicle: { status: "maintenance" } });
    const row = rowOf(await candidates(admin, standard.id), parked);
    expect(row).toMatchObject({ assignable: false, overridable: false });
    const { error } = await assign(standard.id, parked, {
      p_override_reason: "We need it.",
    });
    expect(error?.message).toBe(
      `${vehicleLabel(parked.vehicle!)} is in maintenance.`,
    );
  });

  it("a reason of more than 500 characters is refused with a readable 400", async () => {
    const premium = await ride("premium");
    const saloon = await createPair();
    const { error, status } = await assign(premium.id, saloon, {
      p_override_reason: "x".repeat(501),
    });
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: "22023",
      message: "The reason must be 500 characters or fewer.",
    });
  });
});

describe("assigning confirms", () => {
  it("a pending booking is confirmed in the same step, unless the dispatcher assigns only", async () => {
    const [one, two] = [await ride("standard"), await ride("standard")];
    const [a, b] = [await createPair(), await createPair()];
    const confirmed = await admin.rpc("assign_booking", {
      p_booking_id: one.id,
      p_driver_id: a.driver.id,
      p_vehicle_id: a.vehicle!.id,
    });
    expect(confirmed.data).toMatchObject({ status: "confirmed" });
    expect(confirmed.data.confirmed_at).not.toBeNull();
    const onlyAssigned = await admin.rpc("assign_booking", {
      p_booking_id: two.id,
      p_driver_id: b.driver.id,
      p_vehicle_id: b.vehicle!.id,
      p_confirm: false,
    });
    expect(onlyAssigned.data).toMatchObject({
      status: "pending",
      confirmed_at: null,
      driver_id: b.driver.id,
    });
  });
});
