import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  uniqueEmail,
} from "../../../local-backend/support.ts";
import { must } from "../../support/actors.ts";
import { signedInDriver, tripFor } from "../../support/driver-mode-fixtures.ts";
import {
  adminClient,
  createBooking,
  createDriver,
  createPlace,
  createRoute,
  createVehicle,
  ensureFareRules,
  type BookingReceipt,
  type TestDriver,
  type TestPlace,
  type TestVehicle,
} from "../../support/fixtures-functions.ts";
import {
  errorBody,
  inbox,
  invoke,
  OPS,
  outbox,
  rideLinkFor,
  type SinkMessage,
} from "../../support/send-email-runtime.ts";

/**
 * booking_update through the real function runtime: the e-mail each state calls for goes once to
 * the booking's customer, with the live ride page link, and replays, concurrent calls and states
 * that call for nothing send nothing.
 */

const naira = (kobo: number) =>
  new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" }).format(
    kobo / 100,
  );

let route: [TestPlace, TestPlace];
let admin: SupabaseClient;
let driver: TestDriver;
let vehicle: TestVehicle;

beforeAll(async () => {
  await ensureFareRules();
  route = await createRoute();
  admin = await adminClient();
  driver = await createDriver();
  vehicle = await createVehicle();
  must(
    await serviceClient()
      .from("fleets")
      .update({ colour: "Midnight Black" })
      .eq("id", vehicle.id)
      .select("id")
      .single(),
  );
});

const update = (reference: string) =>
  invoke({ type: "booking_update", data: { reference } });

async function book(
  overrides: Record<string, unknown> = {},
  places = route,
): Promise<BookingReceipt & { email: string }> {
  const email = uniqueEmail("ride");
  const receipt = await createBooking(anonClient(), places, {
    p_customer_name: "Adaeze Okafor",
    p_customer_email: email,
    ...overrides,
  });
  return { ...receipt, email };
}

/** "Assign only" on the bookings board: the booking stays pending until confirmed. */
async function assign(bookingId: string, who = driver, car = vehicle) {
  must(
    await admin.rpc("assign_booking", {
      p_booking_id: bookingId,
      p_driver_id: who.id,
      p_vehicle_id: car.id,
      p_confirm: false,
    }),
  );
}

async function setStatus(bookingId: string, status: string, reason?: string) {
  must(
    await admin.rpc("set_booking_status", {
      p_booking_id: bookingId,
      p_status: status,
      p_reason: reason,
    }),
  );
}

/** The customer's messages of one kind, by subject. */
async function mailsLike(to: string, subject: RegExp): Promise<SinkMessage[]> {
  return (await inbox(to)).filter((m) => subject.test(m.subject));
}

async function outboxTypes(bookingId: string): Promise<string[]> {
  return (await outbox(bookingId)).map((r) => r.type).sort();
}

describe("send-email: booking_update", () => {
  it("assigning a pending booking confirms it, so the chauffeur e-mail goes at once", async () => {
    const booking = await book();
    must(
      await admin.rpc("assign_booking", {
        p_booking_id: booking.id,
        p_driver_id: (await createDriver()).id,
        p_vehicle_id: (await createVehicle()).id,
      }),
    );
    expect((await update(booking.reference)).data).toEqual({
      sent: 1,
      skipped: 0,
      emails: [{ type: "booking_assigned", outcome: "sent" }],
    });
  });

  it("sends the assignment once the booking is confirmed with a driver and vehicle, once", async () => {
    const booking = await book();
    const link = await rideLinkFor(booking.id);

    expect((await update(booking.reference)).data).toEqual({
      sent: 0,
      skipped: 0,
      emails: [],
    });
    await assign(booking.id);
    // Assigned but not confirmed yet: nothing to say.
    expect((await update(booking.reference)).data).toMatchObject({ sent: 0 });
    expect(await inbox(booking.email)).toHaveLength(0);

    await setStatus(booking.id, "confirmed");
    const { data, error } = await update(booking.reference.toLowerCase());
    expect(error).toBeNull();
    expect(data).toEqual({
      sent: 1,
      skipped: 0,
      emails: [{ type: "booking_assigned", outcome: "sent" }],
    });

    const [mail, ...others] = await inbox(booking.email);
    expect(others).toHaveLength(0);
    expect(mail!.to).toEqual([booking.email]);
    expect(mail!.source).toBe("function.send-email");
    expect(mail!.subject).toBe(
      `${booking.reference}: your EkoLuxe chauffeur and vehicle are confirmed`,
    );
    expect(mail!.html).toMatch(/^<!doctype html>/);
    expect(mail!.html).toContain(`<a href="${link}"`);
    expect(mail!.text).toContain(`Follow your ride: ${link}`);
    for (const body of [mail!.html!, mail!.text!]) {
      expect(body).toContain("Hello Adaeze, your booking");
      expect(body).toContain(driver.name);
      expect(body).toContain(`Midnight Black ${vehicle.model}`);
      expect(body).toContain(vehicle.registration_number);
      expect(body).toContain("(Lagos time)");
    }

    // Replays, one at a time and many at once, send nothing more.
    expect((await update(booking.reference)).data).toEqual({
      sent: 0,
      skipped: 1,
      emails: [{ type: "booking_assigned", outcome: "skipped" }],
    });
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => update(booking.reference)),
    );
    expect(answers.map((a) => a.data?.sent)).toEqual([0, 0, 0, 0]);
    expect(await inbox(booking.email)).toHaveLength(1);
    expect(await outboxTypes(booking.id)).toEqual(["booking_assigned"]);
    const [row] = await outbox(booking.id);
    expect(row).toMatchObject({
      to_email: booking.email,
      reply_to: OPS,
      status: "sent",
      provider: "local",
    });
  });

  it("sends one assignment when many calls race for the first one", async () => {
    // A driver and vehicle of its own: one pair cannot take two bookings at the same time.
    const other = await createDriver();
    const car = await createVehicle();
    const booking = await book();
    await assign(booking.id, other, car);
    await setStatus(booking.id, "confirmed");
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => update(booking.reference)),
    );
    expect(answers.every((a) => a.error === null)).toBe(true);
    expect(answers.reduce((n, a) => n + (a.data?.sent ?? 0), 0)).toBe(1);
    expect(await inbox(booking.email)).toHaveLength(1);
    expect(await outboxTypes(booking.id)).toEqual(["booking_assigned"]);
  });

  it("sends the receipt with the fare breakdown once the trip is completed, once", async () => {
    const other = await createDriver();
    const car = await createVehicle({ service_class: "premium" });
    const booking = await book({ p_service_type: "premium" });
    const link = await rideLinkFor(booking.id);
    await assign(booking.id, other, car);
    await setStatus(booking.id, "confirmed");
    await update(booking.reference);
    await setStatus(booking.id, "in-progress");
    // In progress: nothing new to send.
    expect((await update(booking.reference)).data).toEqual({
      sent: 0,
      skipped: 0,
      emails: [],
    });
    await setStatus(booking.id, "completed");
    expect((await update(booking.reference)).data).toEqual({
      sent: 1,
      skipped: 0,
      emails: [{ type: "booking_receipt", outcome: "sent" }],
    });
    expect((await update(booking.reference)).data).toMatchObject({
      sent: 0,
      skipped: 1,
    });

    const [receipt, ...more] = await mailsLike(booking.email, /receipt/);
    expect(more).toHaveLength(0);
    expect(receipt!.subject).toBe(
      `Your EkoLuxe receipt for ${booking.reference}`,
    );
    const quote = booking.fare_breakdown as Record<string, number>;
    expect(receipt!.text).toContain(`Base fare: ${naira(quote.base_kobo!)}`);
    expect(receipt!.text).toContain(
      `Distance (${quote.distance_km} km): ${naira(quote.distance_kobo!)}`,
    );
    expect(receipt!.text).toContain(
      `Time (${quote.duration_min} min): ${naira(quote.time_kobo!)}`,
    );
    expect(receipt!.text).toContain(
      `Service multiplier: × ${quote.multiplier}`,
    );
    expect(receipt!.text).toContain(`Total: ${naira(booking.fare_kobo)}`);
    expect(receipt!.text).toContain(`Fare: ${naira(booking.fare_kobo)}`);
    expect(receipt!.text).toContain(`Chauffeur: ${other.name}`);
    expect(receipt!.text).toContain(`Rate your ride: ${link}`);
    expect(receipt!.html).toContain(`<a href="${link}"`);
    expect(receipt!.html).toContain(naira(booking.fare_kobo));
    expect(await outboxTypes(booking.id)).toEqual([
      "booking_assigned",
      "booking_receipt",
    ]);
  });

  it("follows the driver app's trip steps: the assignment on arrival at the latest, the receipt on completion", async () => {
    const me = await signedInDriver();
    const trip = await tripFor(me, "confirmed");
    const email = uniqueEmail("driven");
    must(
      await serviceClient()
        .from("bookings")
        .update({ customer_email: email })
        .eq("id", trip.id)
        .select("id")
        .single(),
    );
    const step = async (name: string) =>
      must(
        await me.client.rpc("driver_trip_step", {
          p_booking_id: trip.id,
          p_step: name,
        }),
      );
    await step("arrived");
    expect((await update(trip.reference)).data).toMatchObject({
      emails: [{ type: "booking_assigned", outcome: "sent" }],
    });
    await step("started");
    expect((await update(trip.reference)).data).toMatchObject({ sent: 0 });
    await step("completed");
    expect((await update(trip.reference)).data).toMatchObject({
      emails: [{ type: "booking_receipt", outcome: "sent" }],
    });
    const [receipt] = await mailsLike(email, /receipt/);
    // A booking made without a quote shows the fare charged alone.
    expect(receipt!.text).toContain("Fare breakdown\nTotal: ₦15,000.00");
    expect(receipt!.text).toContain(
      `Rate your ride: ${await rideLinkFor(trip.id)}`,
    );
    expect(await outboxTypes(trip.id)).toEqual([
      "booking_assigned",
      "booking_receipt",
    ]);
  });

  it("tells the rider the operator cancelled, and why, once", async () => {
    const booking = await book();
    const link = await rideLinkFor(booking.id);
    await setStatus(
      booking.id,
      "cancelled",
      "Flooding on the Third Mainland Bridge, see www.example.com",
    );
    expect((await update(booking.reference)).data).toEqual({
      sent: 1,
      skipped: 0,
      emails: [{ type: "booking_cancelled", outcome: "sent" }],
    });
    expect((await update(booking.reference)).data).toMatchObject({
      sent: 0,
      skipped: 1,
    });
    const [mail, ...more] = await inbox(booking.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(
      `Your EkoLuxe booking ${booking.reference} is cancelled`,
    );
    expect(mail!.text).toContain("our operations team had to cancel");
    expect(mail!.text).toContain("Cancelled by: EkoLuxe operations");
    // The reason as plain text: the typed address is not a link.
    expect(mail!.text).toContain(
      "Reason:\nFlooding on the Third Mainland Bridge, see www[.]example[.]com",
    );
    expect(mail!.text).toContain(`View your booking: ${link}`);
    expect(mail!.html).not.toContain("www.example.com");
  });

  it("tells the rider their own cancellation went through, with their reason", async () => {
    const booking = await book();
    const link = await rideLinkFor(booking.id);
    const token = link.split("/").pop()!;
    must(
      await anonClient().rpc("cancel_ride", {
        p_reference: booking.reference,
        p_token: token,
        p_reason: "My meeting moved to Thursday",
      }),
    );
    expect((await update(booking.reference)).data).toMatchObject({
      sent: 1,
      emails: [{ type: "booking_cancelled", outcome: "sent" }],
    });
    const [mail] = await inbox(booking.email);
    expect(mail!.text).toContain("as you asked, your booking");
    expect(mail!.text).toContain("Cancelled by: You");
    expect(mail!.text).toContain("Reason:\nMy meeting moved to Thursday");
    expect(mail!.html).toContain(`<a href="${link}"`);
  });

  it("sends nothing about a change long past", async () => {
    const booking = await book();
    await setStatus(booking.id, "cancelled", "Duplicate booking");
    must(
      await serviceClient()
        .from("bookings")
        .update({ cancelled_at: new Date(Date.now() - 3 * 86_400_000) })
        .eq("id", booking.id)
        .select("id")
        .single(),
    );
    expect((await update(booking.reference)).data).toEqual({
      sent: 0,
      skipped: 0,
      emails: [],
    });
    expect(await inbox(booking.email)).toHaveLength(0);
    expect(await outbox(booking.id)).toHaveLength(0);
  });

  it("answers 404 for an unknown reference and 400 for one that is not a reference, mailing nobody", async () => {
    const { data, error } = await update("EKO-222222");
    expect(data).toBeNull();
    expect(await errorBody(error)).toEqual({
      status: 404,
      body: {
        error: {
          code: "booking_not_found",
          message: "No booking matches this reference.",
        },
      },
    });
    const bad = await update("nonsense");
    expect(await errorBody(bad.error)).toEqual({
      status: 400,
      body: {
        error: {
          code: "invalid_payload",
          message:
            "data.reference: Must be a booking reference like EKO-7F3K2Q.",
        },
      },
    });
  });

  it("keeps one e-mail of each kind per booking in the database, whatever the address", async () => {
    const booking = await book();
    await setStatus(booking.id, "cancelled", "Test of the outbox rule");
    await update(booking.reference);
    const reserve = (to: string) =>
      serviceClient().rpc("reserve_outbox_email", {
        p_email: {
          type: "booking_cancelled",
          to_email: to,
          related_id: booking.id,
          subject: "Again",
          html: "<p>Again</p>",
          text: "Again",
          provider: "local",
        },
      });
    expect(must(await reserve(uniqueEmail("changed")))).toEqual({
      outcome: "duplicate",
    });
    expect(must(await reserve(booking.email))).toEqual({
      outcome: "duplicate",
    });
    expect(await outboxTypes(booking.id)).toEqual(["booking_cancelled"]);
  });
});

describe("send-email: the ride page link and airport details", () => {
  it("links the ride page from the new booking confirmation, and never from the operations notice", async () => {
    const booking = await book();
    const link = await rideLinkFor(booking.id);
    expect(link).toMatch(
      new RegExp(`^https?://[^/]+/ride/${booking.reference}/[A-Za-z0-9_-]+$`),
    );
    const { error } = await invoke({
      type: "new_booking",
      data: { reference: booking.reference, customerEmail: booking.email },
    });
    expect(error).toBeNull();
    const [mail] = await inbox(booking.email);
    expect(mail!.html).toContain(`<a href="${link}"`);
    expect(mail!.text).toContain(`Follow your ride: ${link}`);
    const token = link.split("/").pop()!;
    const notice = (await outbox(booking.id)).find((r) => r.to_email === OPS)!;
    expect(notice.html + notice.text).not.toContain(token);
  });

  it("shows an airport booking's flight number and meeting point in the confirmation and the assignment", async () => {
    const airport = await createPlace("airport", 6.58, 3.32);
    const meetingPoint =
      "Car park P1, opposite the arrivals hall exit (Test terminal)";
    must(
      await serviceClient()
        .from("places")
        .update({ meeting_point: meetingPoint })
        .eq("id", airport.id)
        .select("id")
        .single(),
    );
    const other = await createDriver();
    const car = await createVehicle({ service_class: "airport_hotel" });
    must(
      await serviceClient()
        .from("fleets")
        .update({ seating_capacity: 6 })
        .eq("id", car.id)
        .select("id")
        .single(),
    );
    const booking = await book(
      { p_service_type: "airport_hotel", p_flight_number: "p4 7123" },
      [airport, route[1]],
    );
    await invoke({
      type: "new_booking",
      data: { reference: booking.reference, customerEmail: booking.email },
    });
    await assign(booking.id, other, car);
    await setStatus(booking.id, "confirmed");
    await update(booking.reference);

    const [confirmation] = await mailsLike(booking.email, /is received/);
    const [assigned] = await mailsLike(booking.email, /are confirmed/);
    for (const mail of [confirmation!, assigned!]) {
      expect(mail.text).toContain("Flight: P47123");
      expect(mail.text).toContain(`Meeting point: ${meetingPoint}`);
      expect(mail.html).toContain("P47123");
    }
    expect(assigned!.text).toContain(
      `your chauffeur meets you at ${meetingPoint}.`,
    );
  });
});
