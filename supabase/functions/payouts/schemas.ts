import { z } from "zod";

import { HttpError } from "../_shared/http.ts";

const method = z.enum(
  ["paystack_transfer", "bank_transfer"],
  "Must be paystack_transfer or bank_transfer",
);
const bankReference = z
  .string("Must be text")
  .trim()
  .max(100, "A transfer reference is at most 100 characters.")
  .nullish()
  .transform((value) => value || null);

export const bankAccountSchema = z.strictObject({
  bank_code: z
    .string("Choose your bank.")
    .trim()
    .regex(/^[0-9A-Za-z]{1,20}$/, "Choose your bank."),
  account_number: z
    .string("Enter the 10-digit account number.")
    .trim()
    .regex(/^[0-9]{10}$/, "Enter the 10-digit account number."),
});

export const payPeriodSchema = z.strictObject({
  period: z
    .string("Must be a month's first day, e.g. 2026-10-01")
    .regex(
      /^\d{4}-(0[1-9]|1[0-2])-01$/,
      "Must be a month's first day, e.g. 2026-10-01",
    ),
  payouts: z
    .array(
      z.strictObject({
        owner_id: z.uuid("Must be an owner id").nullable(),
        owner_name: z.string("Must be text").trim().min(1).max(200),
        method,
        bank_reference: bankReference,
      }),
      "Say how each owner is paid.",
    )
    .max(1000),
});

export const retrySchema = z.strictObject({
  payout_id: z.uuid("Must be a payout id"),
  method,
  bank_reference: bankReference,
});

/** The body, or 400 with the first problem as one sentence naming the field. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  body: unknown,
): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message =
    issue?.code === "unrecognized_keys"
      ? `Unexpected field: ${issue.keys.join(", ")}.`
      : `${issue?.path.length ? issue.path.join(".") : "body"}: ${(issue?.message ?? "invalid").replace(/\.$/, "")}.`;
  throw new HttpError(400, "invalid_payload", message);
}
