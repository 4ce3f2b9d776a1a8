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

export function expectTooMany(result: Result, minutes: number) {
  expect(result.error?.message).toBe(
    `Too many requests — please try again in ${minutes} minutes.`,
  );
  expect(result.error?.code).toBe("PT429");
  expect(result.status).toBe(429);
}

export function expectAccepted(result: Result) {
  expect(result.error).toBeNull();
  expect(result.status).toBeLessThan(300);
}
