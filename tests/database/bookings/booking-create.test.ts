import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import {
  adminClient,
  bookingArgs,
  createBooking,
  createRoute,
  ensureFareRules,
  hoursFromNow,
  type TestPlace,
} from "../support/fixtures-functions.ts";

let route: [TestPlace, TestPlace];

beforeAll(async () => {
  await ensureFareRules();
  route = await createRoute();
});

async function storedBooking(id: string) {
  const { data, error } = await serviceClient()
    .from("bookings")
    .select("*")
    .eq("id", id)
    .single();
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

async function rowsWithKey(key: string): Promise<number> {
  const { count, error } = await serviceClient()
    .from("bookings")
    .select("id", { count: "exact", head: true })
    .eq("idempotency_key", key);
  expect(error).toBeNull();
  return count ?? -1;
}

describe("create_booking", () => {
  it("books a pending ride for a visitor with a server-computed fare and a reference", async () => {
    const at = hoursFromNow(30);
    const receipt = await createBooking(anonClient(), route, {
      p_booking_time: at,
      p_service_type: "premium",
      p_notes: "  Two suitcases  ",
    });
    expect(receipt.reference).toMatch(
      /^EKO-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/,
    );
    expect(receipt).toMatchObject({ status: "pending", replayed: false });

    const quote = await anonClient().rpc("quote_fare", {
      pickup: route[0].id,
      dropoff: route[1].id,
      service: "premium",
      pickup_at: at,
    });
    expect(receipt.fare_kobo).toBe(quote.data.total_kobo);

    const row = await storedBooking(receipt.id);
    expect(row).toMatchObject({
      reference: receipt.reference,
      user_id: null,
      customer_name: "Adaeze Okafor",
      customer_phone: "+2348031234567",
      customer_email: "adaeze@example.test",
      pickup_location: route[0].name,
      pickup_place_id: route[0].id,
      dropoff_location: route[1].name,
      dropoff_place_id: route[1].id,
      service_type: "premium",
      status: "pending",
      fare_kobo: quote.data.total_kobo,
      notes: "Two suitcases",
      driver_id: null,
      vehicle_id: null,
    });
    expect(new Date(row.booking_time as string).toISOString()).toBe(at);
    expect(row.fare_breakdown).toMatchObject({
      total_kobo: quote.data.total_kobo,
    });
  });

  it.each([
    ["0803 123 4567", "+2348031234567"],
    ["+234 803 123 4567", "+2348031234567"],
    ["2348031234567", "+2348031234567"],
    ["0913-555-0101", "+2349135550101"],
    ["(0701) 234.5678", "+2347012345678"],
  ])("stores the phone %s as %s", async (phone, e164) => {
    const receipt = await createBooking(anonClient(), route, {
      p_customer_phone: phone,
    });
    expect((await storedBooking(receipt.id)).customer_phone).toBe(e164);
  });

  it("is idempotent on the client key: the same submit twice is one booking", async () => {
    const args = bookingArgs({ p_pickup: route[0].id, p_dropoff: route[1].id });
    const first = await anonClient().rpc("create_booking", args);
    const second = await anonClient().rpc("create_booking", args);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(second.data).toMatchObject({
      id: first.data.id,
      reference: first.data.reference,
      fare_kobo: first.data.fare_kobo,
      replayed: true,
    });
    expect(await rowsWithKey(args.p_idempotency_key as string)).toBe(1);
  });

  it("is idempotent when the same submit arrives twice at once", async () => {
    const args = bookingArgs({ p_pickup: route[0].id, p_dropoff: route[1].id });
    const [a, b] = await Promise.all([
      anonClient().rpc("create_booking", args),
      anonClient().rpc("create_booking", args),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.reference).toBe(b.data.reference);
    expect(await rowsWithKey(args.p_idempotency_key as string)).toBe(1);
  });

  it("refuses a key reused for a different customer", async () => {
    const key = randomUUID();
    await createBooking(anonClient(), route, { p_idempotency_key: key });
    const { data, error } = await anonClient().rpc(
      "create_booking",
      bookingArgs({
        p_pickup: route[0].id,
        p_dropoff: route[1].id,
        p_idempotency_key: key,
        p_customer_phone: "08091112222",
      }),
    );
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: "P0001",
      message:
        "This booking request was already used for another booking. Please refresh the page and try again.",
    });
  });

  it.each([
    [
      "a blank name",
      { p_customer_name: "   " },
      "22023",
      "Please enter your full name.",
    ],
    [
      "a name over 120 characters",
      { p_customer_name: "A".repeat(121) },
      "22023",
      "Your name must be 120 characters or fewer.",
    ],
    [
      "a blank phone",
      { p_customer_phone: " " },
      "22023",
      "Please enter your phone number.",
    ],
    [
      "a bad phone",
      { p_customer_phone: "12345" },
      "22023",
      "Please enter a valid Nigerian mobile number, e.g. 0803 123 4567.",
    ],
    [
      "a landline-style number",
      { p_customer_phone: "01 234 5678" },
      "22023",
      "Please enter a valid Nigerian mobile number, e.g. 0803 123 4567.",
    ],
    [
      "a blank email",
      { p_customer_email: "" },
      "22023",
      "Please enter your email address.",
    ],
    [
      "a bad email",
      { p_customer_email: "adaeze@example" },
      "22023",
      "Please enter a valid email address.",
    ],
    [
      "a past time",
      { p_booking_time: hoursFromNow(-1) },
      "22023",
      "The pickup time must be in the future.",
    ],
    [
      "a time over 90 days ahead",
      { p_booking_time: hoursFromNow(24 * 91) },
      "22023",
      "Rides can be booked up to 90 days ahead.",
    ],
    [
      "no time",
      { p_booking_time: null },
      "22023",
      "Please choose a pickup date and time.",
    ],
    [
      "notes over 1000 characters",
      { p_notes: "x".repeat(1001) },
      "22023",
      "Notes must be 1000 characters or fewer.",
    ],
    [
      "no request key",
      { p_idempotency_key: null },
      "22023",
      "A booking request key is required.",
    ],
    ["a blank pickup", { p_pickup: "" }, "22023", "Choose a pickup location."],
    [
      "an unknown destination",
      { p_dropoff: "Atlantis Gardens" },
      "PT404",
      "Unknown place: Atlantis Gardens",
    ],
  ] as const)(
    "refuses %s with a readable message",
    async (_label, overrides, code, message) => {
      const args = bookingArgs({
        p_pickup: route[0].id,
        p_dropoff: route[1].id,
        ...overrides,
      });
      const { data, error } = await anonClient().rpc("create_booking", args);
      expect(data).toBeNull();
      expect(error).toMatchObject({ code, message });
      if (typeof args.p_idempotency_key === "string") {
        expect(await rowsWithKey(args.p_idempotency_key)).toBe(0);
      }
    },
  );

  it("refuses the same place at both ends", async () => {
    const { error } = await anonClient().rpc(
      "create_booking",
      bookingArgs({ p_pickup: route[0].id, p_dropoff: route[0].name }),
    );
    expect(error?.message).toBe("Pickup and destination must be different.");
  });

  it("accepts a time a few minutes in the past (clock skew) and stores it as given", async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const receipt = await createBooking(anonClient(), route, {
      p_booking_time: at,
    });
    expect(new Date(receipt.booking_time).getTime()).toBe(
      new Date(at).getTime(),
    );
  });
});

describe("create_booking for signed-in users", () => {
  it("links the booking to the customer, who sees it; another customer does not", async () => {
    const customer = await signedInClient();
    const other = await signedInClient();
    const receipt = await createBooking(customer.client, route);
    expect((await storedBooking(receipt.id)).user_id).toBe(customer.userId);

    const mine = await customer.client
      .from("bookings")
      .select("id, reference")
      .eq("id", receipt.id);
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([
      { id: receipt.id, reference: receipt.reference },
    ]);

    const theirs = await other.client
      .from("bookings")
      .select("id")
      .eq("id", receipt.id);
    expect(theirs.data ?? []).toEqual([]);

    const visitor = await anonClient()
      .from("bookings")
      .select("id")
      .eq("id", receipt.id);
    expect(visitor.data ?? []).toEqual([]);
  });

  it("replays a signed-in customer's key only for that customer", async () => {
    const customer = await signedInClient();
    const other = await signedInClient();
    const args = bookingArgs({ p_pickup: route[0].id, p_dropoff: route[1].id });
    const first = await customer.client.rpc("create_booking", args);
    expect(first.error).toBeNull();
    const again = await customer.client.rpc("create_booking", args);
    expect(again.data).toMatchObject({ id: first.data.id, replayed: true });
    const stolen = await other.client.rpc("create_booking", args);
    expect(stolen.data).toBeNull();
    expect(stolen.error?.code).toBe("P0001");
  });

  it("does not link a booking an administrator makes for a customer to the administrator", async () => {
    const admin = await adminClient();
    const receipt = await createBooking(admin, route);
    expect((await storedBooking(receipt.id)).user_id).toBeNull();
  });
});
