import { z } from "zod";

import { HttpError } from "../_shared/http.ts";

const reference = z
  .string("Must be a booking reference like EKO-7F3K2Q")
  .trim()
  .toUpperCase()
  .regex(
    /^EKO-[2-9A-HJ-NP-Z]{6}$/,
    "Must be a booking reference like EKO-7F3K2Q",
  );

/** The ride link's token; null when a signed-in rider pays for their own ride. */
const token = z
  .string("Must be the ride link's token")
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{32}$/, "Must be the ride link's token")
  .nullable()
  .default(null);

const ride = { reference, token };

/**
 * Strict objects: an unknown key is refused (400), so an amount sent by the browser is never
 * silently ignored or, worse, read: what is charged is what the database says is due.
 */
const checkout = z.strictObject(ride);
const settle = z.strictObject(ride);
const verify = z.strictObject({
  ...ride,
  payment_reference: z
    .string("Must be the payment's reference")
    .trim()
    .toUpperCase()
    .regex(
      /^PAY-EKO-[2-9A-HJ-NP-Z]{6}-[0-9A-F]{8}$/,
      "Must be the payment's reference",
    ),
});
const refund = z.strictObject({
  booking_id: z.uuid("Must be a booking id"),
  amount_kobo: z
    .int("Must be a whole number of kobo")
    .positive("Enter an amount above zero")
    .max(10_000_000_000, "Must be at most ₦100,000,000"),
  reason: z
    .string("Give a reason for the refund.")
    .trim()
    .min(1, "Give a reason for the refund.")
    .max(500, "The reason must be 500 characters or fewer."),
});

export const schemas = { checkout, verify, settle, refund };
export type Route = keyof typeof schemas;
export type RideRequest = z.infer<typeof checkout>;
export type VerifyRequest = z.infer<typeof verify>;
export type RefundRequest = z.infer<typeof refund>;

export const ROUTES = Object.keys(schemas) as Route[];

/** The body for a route; the first problem → 400 with one sentence naming the field. */
export function parseBody<R extends Route>(
  route: R,
  body: unknown,
): z.infer<(typeof schemas)[R]> {
  const result = schemas[route].safeParse(body ?? {});
  if (result.success) return result.data as z.infer<(typeof schemas)[R]>;
  const issue = result.error.issues[0];
  const message =
    issue?.code === "unrecognized_keys"
      ? `Unexpected field: ${issue.keys.join(", ")}.`
      : `${issue?.path.length ? issue.path.join(".") : "body"}: ${(issue?.message ?? "invalid").replace(/\.$/, "")}.`;
  throw new HttpError(400, "invalid_payload", message);
}
