import { beforeAll, describe, expect, it } from "vitest";

import { signedInClient } from "../../local-backend/support.ts";
import { must, service } from "../support/actors.ts";
import {
  signedInDriver,
  tripFor,
  type SignedInDriver,
} from "../support/driver-mode-fixtures.ts";
import { insertRow } from "../support/fixture-rows.ts";

/**
 * What the driver app needs to say "Collect ₦…" and open the maps app: a driver reads the fare,
 * the cash already recorded against their own trips and the places' coordinates, in the one trip
 * read the app makes; never the payments of another driver's trip.
 */

// The driver app's trip read (src/features/driver-app/api/queries.ts), money and places part.
const COLUMNS =
  "id,fare_kobo,payments(amount_kobo),pickup_place:places!pickup_place_id(lat,lng),dropoff_place:places!dropoff_place_id(lat,lng)";

type Trip = {
  id: string;
  fare_kobo: number;
  payments: { amount_kobo: number }[];
  pickup_place: { lat: number; lng: number } | null;
  dropoff_place: { lat: number; lng: number } | null;
};

let driver: SignedInDriver;
let other: SignedInDriver;
let mine: string;
let theirs: string;
let place: { id: string; lat: number; lng: number };

const pay = (bookingId: string, amount: number) =>
  insertRow("payments", {
    booking_id: bookingId,
    amount_kobo: amount,
    received_by: "Office cashier",
  });

beforeAll(async () => {
  driver = await signedInDriver({ consent: false });
  other = await signedInDriver({ consent: false });
  mine = (await tripFor(driver, "completed")).id;
  theirs = (await tripFor(other, "completed")).id;
  place = must(
    await service()
      .from("places")
      .select("id, lat, lng")
      .eq("slug", "eko-hotel-and-suites")
      .single(),
  ) as typeof place;
  must(
    await service()
      .from("bookings")
      .update({ pickup_place_id: place.id })
      .eq("id", mine)
      .select("id")
      .single(),
  );
  await pay(mine, 500_000);
  await pay(mine, 250_000);
  await pay(theirs, 400_000);
});

const tripsOf = async (who: SignedInDriver) =>
  must(await who.client.from("bookings").select(COLUMNS)) as unknown as Trip[];

describe("a driver's trip read", () => {
  it("carries the fare, the cash recorded so far and the pickup's coordinates", async () => {
    const [trip] = await tripsOf(driver);
    expect(trip!.id).toBe(mine);
    expect(trip!.fare_kobo).toBe(1_500_000);
    expect(
      trip!.payments.map((p) => p.amount_kobo).sort((a, b) => a - b),
    ).toEqual([250_000, 500_000]);
    expect(trip!.pickup_place).toEqual({ lat: place.lat, lng: place.lng });
    // Typed text with no known place: the app falls back to the address.
    expect(trip!.dropoff_place).toBeNull();
  });

  it("shows another driver's payments to neither of them", async () => {
    const [trip] = await tripsOf(other);
    expect(trip!.id).toBe(theirs);
    expect(trip!.payments.map((p) => p.amount_kobo)).toEqual([400_000]);
    const direct = must(
      await driver.client.from("payments").select("booking_id"),
    );
    expect(direct.map((p) => p.booking_id)).toEqual([mine, mine]);
  });

  it("gives a customer no payments, and a driver no way to write one", async () => {
    const customer = await signedInClient();
    expect(must(await customer.client.from("payments").select("id"))).toEqual(
      [],
    );
    const { error } = await driver.client.from("payments").insert({
      booking_id: mine,
      amount_kobo: 100,
      received_by: "Myself",
    });
    expect(error?.code).toBe("42501");
  });
});
