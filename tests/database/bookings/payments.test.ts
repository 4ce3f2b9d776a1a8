import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import { must } from "../support/actors.ts";
import { bookingRow, insertRow } from "../support/fixture-rows.ts";

let admin: SupabaseClient;
let adminId: string;

beforeAll(async () => {
  const session = await signedInClient({ appMetadata: { role: "admin" } });
  admin = session.client;
  adminId = session.userId;
});

const FARE = 1_500_000;

/** A booking with the given status (inserted directly: the state machine guards updates only). */
async function booking(status = "completed") {
  const id = await insertRow("bookings", {
    ...bookingRow(null),
    status,
    fare_kobo: FARE,
  });
  const row = must(
    await serviceClient()
      .from("bookings")
      .select("id, reference")
      .eq("id", id)
      .single(),
  ) as { id: string; reference: string };
  return row;
}

const pay = (
  client: SupabaseClient,
  bookingId: string,
  amount: number,
  extra: Record<string, unknown> = {},
) =>
  client.rpc("record_cash_payment", {
    p_booking_id: bookingId,
    p_amount_kobo: amount,
    p_received_by: "Tunde Bakare",
    ...extra,
  });

describe("record_cash_payment", () => {
  it("records cash for a completed trip and returns the payment", async () => {
    const trip = await booking();
    const receivedAt = new Date(Date.now() + 1_000).toISOString();
    const { data, error, status } = await pay(admin, trip.id, 900_000, {
      p_received_by: "  Tunde Bakare ",
      p_received_at: receivedAt,
    });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({
      booking_id: trip.id,
      amount_kobo: 900_000,
      method: "cash",
      received_by: "Tunde Bakare",
      recorded_by: adminId,
    });
    expect(new Date(data.received_at).toISOString()).toBe(receivedAt);

    const stored = await serviceClient()
      .from("payments")
      .select("amount_kobo")
      .eq("booking_id", trip.id);
    expect(stored.data).toEqual([{ amount_kobo: 900_000 }]);
  });

  it("is written to the action log with the admin as the actor", async () => {
    const trip = await booking();
    const { data } = await pay(admin, trip.id, 100_000);
    const log = await serviceClient()
      .from("audit_log")
      .select("action, actor_id, after")
      .eq("table_name", "payments")
      .eq("row_id", data.id);
    expect(log.data).toEqual([
      expect.objectContaining({
        action: "insert",
        actor_id: adminId,
        after: expect.objectContaining({ amount_kobo: 100_000 }),
      }),
    ]);
  });

  it("refuses a trip that is not completed", async () => {
    const trip = await booking("pending");
    const { error, status } = await pay(admin, trip.id, 100_000);
    expect(status).toBe(400);
    expect(error?.message).toBe(
      `Cash can only be collected for a completed trip; ${trip.reference} is pending.`,
    );
  });

  it("never lets the payments add up to more than the fare", async () => {
    const trip = await booking();
    expect((await pay(admin, trip.id, 1_000_000)).error).toBeNull();
    const over = await pay(admin, trip.id, 600_000);
    expect(over.status).toBe(400);
    expect(over.error?.message).toBe(
      `That is more than the fare: ${trip.reference} has ₦5,000.00 left to pay.`,
    );
    expect((await pay(admin, trip.id, 500_000)).error).toBeNull();
  });

  it.each([
    ["a zero amount", { p_amount_kobo: 0 }, "Enter an amount above zero."],
    ["a negative amount", { p_amount_kobo: -5 }, "Enter an amount above zero."],
    ["a blank receiver", { p_received_by: "  " }, "Say who received the cash."],
    [
      "a time in the future",
      { p_received_at: new Date(Date.now() + 3_600_000).toISOString() },
      "The time received cannot be in the future.",
    ],
    [
      "a time before the booking",
      { p_received_at: "2020-01-01T00:00:00Z" },
      "The time received cannot be before the booking was made.",
    ],
  ])("refuses %s with a readable 400", async (_, args, message) => {
    const trip = await booking();
    const { error, status } = await pay(admin, trip.id, 100_000, args);
    expect(status).toBe(400);
    expect(error?.message).toBe(message);
  });

  it("answers an unknown booking with 404", async () => {
    const { error, status } = await pay(admin, crypto.randomUUID(), 100_000);
    expect(status).toBe(404);
    expect(error?.message).toBe("Booking not found.");
  });

  it("is for administrators only", async () => {
    const trip = await booking();
    const { client } = await signedInClient();
    const customer = await pay(client, trip.id, 100_000);
    expect(customer.status).toBe(403);
    expect(customer.error?.message).toBe(
      "Only administrators can record payments.",
    );
    expect((await pay(anonClient(), trip.id, 100_000)).status).toBe(401);
    const stored = await serviceClient()
      .from("payments")
      .select("id")
      .eq("booking_id", trip.id);
    expect(stored.data).toEqual([]);
  });
});

describe("the payments table", () => {
  it("keeps the same rules for an administrator's direct insert and edit", async () => {
    const pending = await booking("pending");
    const refused = await admin.from("payments").insert({
      booking_id: pending.id,
      amount_kobo: 100_000,
      received_by: "Direct",
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toMatch(/completed trip/);

    const trip = await booking();
    const { data } = await pay(admin, trip.id, 100_000);
    const edit = await admin
      .from("payments")
      .update({ amount_kobo: FARE + 1 })
      .eq("id", data.id);
    expect(edit.status).toBe(400);
    expect(edit.error?.message).toMatch(/more than the fare/);
  });
});
