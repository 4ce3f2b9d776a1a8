import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, serviceClient } from "../../local-backend/support.ts";
import { must } from "../support/actors.ts";
import {
  adminClient,
  bookingArgs,
  createPlace,
  ensureFareRules,
  type TestPlace,
} from "../support/fixtures-functions.ts";

/**
 * Airport bookings: a flight number is required when either end is an airport, stored upper case
 * without spaces, refused with a readable 400 when it has the wrong shape; the receipt carries the
 * ride page token, the flight number and, for arrivals, the terminal's meeting point.
 */

const REQUIRED = "Please enter the flight number for an airport transfer.";
const SHAPE = "Enter a flight number like P4 7123.";

let airport: TestPlace;
let hotel: TestPlace;
let area: TestPlace;
let mmia: { id: string; meeting_point: string | null };

beforeAll(async () => {
  await ensureFareRules();
  airport = await createPlace("airport", 6.58, 3.32);
  hotel = await createPlace("hotel", 6.43, 3.42);
  area = await createPlace("area", 6.5, 3.36);
  mmia = must(
    await serviceClient()
      .from("places")
      .select("id, meeting_point")
      .eq("slug", "mmia-international-terminal")
      .single(),
  );
});

interface Receipt {
  id: string;
  reference: string;
  ride_token: string | null;
  flight_number: string | null;
  meeting_point: string | null;
  replayed: boolean;
}

async function book(overrides: Record<string, unknown>) {
  return anonClient().rpc(
    "create_booking",
    bookingArgs({ p_pickup: area.id, p_dropoff: hotel.id, ...overrides }),
  );
}

async function storedFlight(id: string): Promise<string | null> {
  return must(
    await serviceClient()
      .from("bookings")
      .select("flight_number")
      .eq("id", id)
      .single(),
  ).flight_number;
}

describe("airport meeting points", () => {
  it("tells arriving passengers at each Lagos terminal to walk to its car park, where the chauffeur waits and calls", async () => {
    const { data, error } = await anonClient()
      .from("places")
      .select("slug, meeting_point")
      .eq("kind", "airport")
      .in("slug", [
        "mmia-international-terminal",
        "mma2-domestic-terminal",
        "general-aviation-terminal",
      ]);
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    for (const place of data ?? []) {
      expect(place.meeting_point, place.slug).toMatch(/car park/);
      expect(place.meeting_point, place.slug).toMatch(/call or WhatsApp/);
      expect(place.meeting_point!.length).toBeLessThanOrEqual(300);
    }
  });
});

describe("the seed", () => {
  it("gives every seeded airport booking a flight number of the stored shape", async () => {
    // Seeded rows are no newer than the audit log's first entry (other tests add rows later).
    const first = must(
      await serviceClient()
        .from("audit_log")
        .select("at")
        .order("id")
        .limit(1)
        .single(),
    );
    const flights: string[] = [];
    for (const end of ["pickup", "dropoff"] as const) {
      const { data, error } = await serviceClient()
        .from("bookings")
        .select(
          `reference, flight_number, place:places!${end}_place_id!inner(kind)`,
        )
        .eq("place.kind", "airport")
        .lte("created_at", first.at)
        .range(0, 999);
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThan(10);
      for (const b of data!) {
        expect(b.flight_number, b.reference).toMatch(
          /^([A-Z][A-Z0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$/,
        );
        flights.push(b.flight_number!);
      }
    }
    const carriers = new Set(flights.map((f) => f.slice(0, 2)));
    expect(carriers.size).toBeGreaterThanOrEqual(6);
  });
});

describe("create_booking with a flight number", () => {
  it.each([
    [
      "an airport pickup",
      () => ({ p_pickup: airport.id, p_dropoff: hotel.id }),
    ],
    [
      "an airport drop-off",
      () => ({ p_pickup: hotel.id, p_dropoff: airport.id }),
    ],
  ])("requires one for %s (400)", async (_what, route) => {
    const { error, status } = await book({ ...route() });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "22023", message: REQUIRED });
    const blank = await book({ ...route(), p_flight_number: "   " });
    expect(blank.status).toBe(400);
    expect(blank.error?.message).toBe(REQUIRED);
  });

  it.each([
    ["p4 7123", "P47123"],
    ["W3-108", "W3108"],
    [" baw 75 ", "BAW75"],
    ["ek783", "EK783"],
    ["5N 123a", "5N123A"],
    ["NJE 714K", "NJE714K"],
  ])("stores %j as %s", async (typed, stored) => {
    const receipt = must(
      await book({
        p_pickup: hotel.id,
        p_dropoff: airport.id,
        p_flight_number: typed,
      }),
    ) as Receipt;
    expect(receipt.flight_number).toBe(stored);
    expect(await storedFlight(receipt.id)).toBe(stored);
  });

  it.each([
    "P4",
    "7123",
    "12345",
    "ABCD12",
    "P412345",
    "BA 75 XY",
    "B!75",
    "ÉK783",
  ])("refuses %j with the shape message (400)", async (typed) => {
    const { error, status } = await book({
      p_pickup: airport.id,
      p_dropoff: hotel.id,
      p_flight_number: typed,
    });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "22023", message: SHAPE });
  });

  it("needs none for a trip with no airport end, and keeps none that was typed", async () => {
    const without = must(await book({})) as Receipt;
    expect(without.flight_number).toBeNull();
    expect(without.meeting_point).toBeNull();
    const typed = must(await book({ p_flight_number: "P4 7123" })) as Receipt;
    expect(typed.flight_number).toBeNull();
    expect(await storedFlight(typed.id)).toBeNull();
    // A typed one is still checked: a wrong shape is a mistake worth telling.
    const wrong = await book({ p_flight_number: "nonsense" });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe(SHAPE);
  });

  it("refuses a badly shaped flight number stored directly (named check constraint)", async () => {
    const receipt = must(
      await book({
        p_pickup: airport.id,
        p_dropoff: hotel.id,
        p_flight_number: "P4 7123",
      }),
    ) as Receipt;
    const { error } = await serviceClient()
      .from("bookings")
      .update({ flight_number: "p4 7123" })
      .eq("id", receipt.id);
    expect(error?.code).toBe("23514");
    expect(error?.message).toContain("bookings_flight_number_shape");
  });
});

describe("the booking receipt", () => {
  it("carries the ride page token, the flight number and an arrival's meeting point", async () => {
    const receipt = must(
      await book({
        p_pickup: mmia.id,
        p_dropoff: hotel.id,
        p_flight_number: "ba 75",
      }),
    ) as Receipt;
    expect(receipt.flight_number).toBe("BA75");
    expect(receipt.meeting_point).toBe(mmia.meeting_point);
    expect(receipt.meeting_point).toMatch(/car park/);
    const link = must(
      await serviceClient()
        .from("ride_links")
        .select("manage_token")
        .eq("booking_id", receipt.id)
        .single(),
    );
    expect(receipt.ride_token).toBe(link.manage_token);
    expect(receipt.ride_token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  });

  it("gives a departure (airport drop-off) no meeting point", async () => {
    const receipt = must(
      await book({
        p_pickup: hotel.id,
        p_dropoff: mmia.id,
        p_flight_number: "QR1408",
      }),
    ) as Receipt;
    expect(receipt.flight_number).toBe("QR1408");
    expect(receipt.meeting_point).toBeNull();
  });

  it("answers a replay with the same booking, token and flight number", async () => {
    const args = bookingArgs({
      p_pickup: mmia.id,
      p_dropoff: hotel.id,
      p_flight_number: "P4 7123",
    });
    const first = must(
      await anonClient().rpc("create_booking", args),
    ) as Receipt;
    const again = must(
      await anonClient().rpc("create_booking", args),
    ) as Receipt;
    expect(again).toMatchObject({
      id: first.id,
      ride_token: first.ride_token,
      flight_number: "P47123",
      meeting_point: mmia.meeting_point,
      replayed: true,
    });
  });
});

describe("the administrator's booking detail", () => {
  it("reads the flight number, the pickup's meeting point and the rating in one request", async () => {
    const receipt = must(
      await book({
        p_pickup: mmia.id,
        p_dropoff: hotel.id,
        p_flight_number: "EK 783",
      }),
    ) as Receipt;
    const admin = await adminClient();
    const row = must(
      await admin
        .from("bookings")
        .select(
          "flight_number,cancelled_by,pickup_place:places!pickup_place_id(meeting_point),rating:ride_ratings(rating,comment)",
        )
        .eq("id", receipt.id)
        .single(),
    );
    expect(row).toEqual({
      flight_number: "EK783",
      cancelled_by: null,
      pickup_place: { meeting_point: mmia.meeting_point },
      rating: null,
    });
  });
});
