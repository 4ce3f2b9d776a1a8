import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { expect } from "vitest";

/** Calls the rate-limit tests make, and what they expect back. */

let serial = 0;
/** A Nigerian mobile number and an e-mail address no other call has used. */
export function uniqueCustomer(): { phone: string; email: string } {
  serial += 1;
  const digits = String(Date.now() % 1_000_000).padStart(6, "0");
  const n = String(serial).padStart(2, "0").slice(-2);
  return {
    phone: `+23480${digits}${n}`,
    email: `rider-${digits}${serial}@example.test`,
  };
}

/** create_booking with valid details between two seeded places. */
export function book(
  client: SupabaseClient,
  customer: { phone: string; email: string },
  pickupAt = new Date(Date.now() + 24 * 3_600_000),
) {
  return client.rpc("create_booking", {
    p_customer_name: "Adaeze Okafor",
    p_customer_phone: customer.phone,
    p_customer_email: customer.email,
    p_pickup: "Eko Hotel & Suites",
    p_dropoff: "Federal Palace Hotel",
    p_booking_time: pickupAt.toISOString(),
    p_service_type: "standard",
    p_idempotency_key: randomUUID(),
    p_notes: null,
  });
}

/** A contact-form message, inserted as the browser sends it (no read-back). */
export function sendContact(
  client: SupabaseClient,
  email: string,
  formType: "contact" | "apply_to_drive" = "contact",
) {
  return client.from("contact_submissions").insert({
    form_type: formType,
    name: "Ngozi Okeke",
    email,
    phone: "+2348034417825",
    message: "Do you have a seven-seater for Saturday?",
  });
}

let lastOctet = 0;
/** A client address (TEST-NET-3) that no other call has used. */
export const nextAddress = () => `203.0.113.${(lastOctet += 1)}`;

type Result = {
  status: number;
  error: { code: string; message: string } | null;
};

/** The wait as the 429 sentence words it: "1 minute", "23 minutes", "2 hours 1 minute". */
export function waitText(minutes: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (minutes < 60) return unit(minutes, "minute");
  const rest = minutes % 60;
  return (
    unit(Math.floor(minutes / 60), "hour") +
    (rest ? ` ${unit(rest, "minute")}` : "")
  );
}

/** The 429 sentence of each limit on its shipped defaults, for a wait of `minutes`. */
export const limitMessage = {
  bookingsPerPhone: (minutes: number, max = 5, window = "an hour") =>
    `You've reached the limit of ${max} bookings ${window} for this phone number. You can book again in ${waitText(minutes)}, or call us to book now.`,
  bookingsPerEmail: (minutes: number, max = 5, window = "an hour") =>
    `You've reached the limit of ${max} bookings ${window} for this e-mail address. You can book again in ${waitText(minutes)}, or call us to book now.`,
  bookingsPerAddress: (minutes: number, max = 20) =>
    `You've reached the limit of ${max} bookings an hour from this internet connection. You can book again in ${waitText(minutes)}, or call us to book now.`,
  openBookingsPerPhone: (minutes: number) =>
    `You already have 3 bookings waiting for confirmation on this phone number, the most we hold at once. You can book again as soon as one is confirmed, or in ${waitText(minutes)} at the latest, or call us to book now.`,
  submissionsPerEmail: (minutes: number, noun = "messages") =>
    `You've reached the limit of 5 ${noun} an hour for this e-mail address. You can send another in ${waitText(minutes)}, or call us.`,
  submissionsPerAddress: (minutes: number, max = 10, noun = "messages") =>
    `You've reached the limit of ${max} ${noun} an hour from this internet connection. You can send another in ${waitText(minutes)}, or call us.`,
};

/** Refused with HTTP 429 (PT429) and exactly this sentence. */
export function expectTooMany(result: Result, message: string) {
  expect(result.error?.message).toBe(message);
  expect(result.error?.code).toBe("PT429");
  expect(result.status).toBe(429);
}

export function expectAccepted(result: Result) {
  expect(result.error).toBeNull();
  expect(result.status).toBeLessThan(300);
}
