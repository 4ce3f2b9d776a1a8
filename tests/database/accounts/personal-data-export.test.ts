import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, signedInClient } from "../../local-backend/support.ts";
import { service } from "../support/actors.ts";
import {
  signedInDriver,
  TEST_POLICY_VERSION,
} from "../support/driver-mode-fixtures.ts";
import {
  bookingRow,
  createVehicle,
  insertRow,
} from "../support/fixture-rows.ts";

/**
 * export_my_data(): a signed-in person's copy of everything held about them (Nigeria Data
 * Protection Act 2023, right of access), their own rows only.
 */

type Export = {
  exported_at: string;
  account: Record<string, unknown>;
  bookings: Record<string, unknown>[];
  ratings: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  location_consents: Record<string, unknown>[];
  driver: Record<string, unknown> | null;
  vehicles: Record<string, unknown>[] | null;
};

async function exportOf(client: Awaited<ReturnType<typeof signedInClient>>) {
  const { data, error } = await client.client.rpc("export_my_data");
  expect(error).toBeNull();
  return data as Export;
}

/** A completed booking of the user, paid in cash and rated with a comment. */
async function completedRide(userId: string) {
  const id = await insertRow("bookings", {
    ...bookingRow(userId),
    booking_time: new Date(Date.now() - 86_400_000).toISOString(),
    status: "completed",
  });
  await insertRow("payments", {
    booking_id: id,
    amount_kobo: 1_500_000,
    received_by: "Emmanuel Okonkwo",
    received_at: new Date().toISOString(),
  });
  await insertRow(
    "ride_ratings",
    { booking_id: id, rating: 5, comment: "Spotless car." },
    "booking_id",
  );
  const { data } = await service()
    .from("bookings")
    .select("reference")
    .eq("id", id)
    .single();
  return String(data!.reference);
}

describe("a customer's export", () => {
  let customer: Awaited<ReturnType<typeof signedInClient>>;
  let reference: string;
  let upcoming: string;

  beforeAll(async () => {
    customer = await signedInClient();
    await service()
      .from("profiles")
      .update({ full_name: "Ngozi Eze", phone: "+2348031234567" })
      .eq("id", customer.userId);
    reference = await completedRide(customer.userId);
    const upcomingId = await insertRow("bookings", bookingRow(customer.userId));
    upcoming = String(
      (
        await service()
          .from("bookings")
          .select("reference")
          .eq("id", upcomingId)
          .single()
      ).data!.reference,
    );
    // Someone else's ride, rating and payment: never in this export.
    await completedRide((await signedInClient()).userId);
  });

  it("holds the account, every own booking, rating and payment", async () => {
    const data = await exportOf(customer);
    expect(Date.parse(data.exported_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.account).toEqual({
      id: customer.userId,
      email: customer.email,
      full_name: "Ngozi Eze",
      phone: "+2348031234567",
      role: "customer",
      created_at: expect.any(String),
    });
    expect(data.bookings.map((b) => b.reference).sort()).toEqual(
      [reference, upcoming].sort(),
    );
    expect(data.bookings.find((b) => b.reference === reference)).toMatchObject({
      pickup_location: "Ikeja City Mall",
      dropoff_location: "Lekki Phase 1",
      service_type: "standard",
      status: "completed",
      fare_kobo: 1_500_000,
      customer_name: "Matrix Customer",
      customer_email: "matrix@example.test",
    });
    expect(data.ratings).toEqual([
      {
        reference,
        rating: 5,
        comment: "Spotless car.",
        created_at: expect.any(String),
      },
    ]);
    expect(data.payments).toEqual([
      {
        reference,
        amount_kobo: 1_500_000,
        method: "cash",
        received_at: expect.any(String),
      },
    ]);
    expect(data.location_consents).toEqual([]);
    expect(data.driver).toBeNull();
    expect(data.vehicles).toBeNull();
  });
});

describe("a driver's export", () => {
  it("adds the driver record, its vehicle and documents, and the consents given", async () => {
    const driver = await signedInDriver();
    const { data, error } = await driver.client.rpc("export_my_data");
    expect(error).toBeNull();
    const exported = data as Export;
    expect(exported.account).toMatchObject({ role: "driver" });
    expect(exported.location_consents).toEqual([
      {
        policy_version: TEST_POLICY_VERSION,
        consented_at: expect.any(String),
        user_agent: expect.anything(),
      },
    ]);
    expect(exported.driver).toMatchObject({
      status: "active",
      license_expiry: "2030-01-31",
      vehicle: {
        model: expect.any(String),
        registration_number: expect.any(String),
      },
      documents: expect.any(Array),
    });
  });
});

describe("an owner's export", () => {
  it("lists the vehicles they own", async () => {
    const owner = await signedInClient({ appMetadata: { role: "owner" } });
    const vehicleId = await createVehicle(owner.userId);
    const { data: vehicle } = await service()
      .from("fleets")
      .select("registration_number")
      .eq("id", vehicleId)
      .single();
    const exported = await exportOf(owner);
    expect(exported.account).toMatchObject({ role: "owner" });
    expect(exported.vehicles).toEqual([
      expect.objectContaining({
        registration_number: vehicle!.registration_number,
      }),
    ]);
  });
});

it("is for signed-in people only", async () => {
  const { status, error } = await anonClient().rpc("export_my_data");
  expect(status).toBe(401);
  expect(error?.code).toBe("42501");
});
