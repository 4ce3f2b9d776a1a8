import { z } from "zod";

const email = z.email().max(254);

/**
 * `new_booking`: the reference create_booking answered and the customer's e-mail. The e-mails
 * are built from the stored booking found by both, never from the browser's copy; other fields
 * the browser adds are ignored.
 */
const reference = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    /^EKO-[2-9A-HJ-NP-Z]{6}$/,
    "Must be a booking reference like EKO-7F3K2Q",
  );

const newBooking = z.object({
  type: z.literal("new_booking"),
  data: z.looseObject({ reference, customerEmail: email }),
});

/**
 * `booking_update`: only the reference. The function reads the stored booking and sends what its
 * state calls for (assigned, receipt, cancelled, a payment received, a refund done) and has not
 * been sent before, always to the
 * booking's own customer, so anyone who knows a reference can ask without harm.
 */
const bookingUpdate = z.object({
  type: z.literal("booking_update"),
  data: z.looseObject({ reference }),
});

/**
 * The submission types name only the contact_submissions row the browser just stored (it
 * generates the id); the notice is built from that row, read with the service role.
 */
const submission = <T extends string>(type: T) =>
  z.object({
    type: z.literal(type),
    data: z.looseObject({ id: z.uuid("Must be a submission id") }),
  });

const driverApplication = submission("driver_application");
const contactSales = submission("contact_sales");
const contact = submission("contact");

export const emailRequestSchema = z.discriminatedUnion("type", [
  newBooking,
  driverApplication,
  contactSales,
  contact,
  bookingUpdate,
]);

export type EmailRequest = z.infer<typeof emailRequestSchema>;
export type EmailType = EmailRequest["type"];
export type SubmissionEmailType = Exclude<
  EmailType,
  "new_booking" | "booking_update"
>;

export const EMAIL_TYPES = emailRequestSchema.options.map(
  (option) => option.shape.type.value,
);

/** The request as a typed payload, or the first problem as one sentence naming the field. */
export function parseEmailRequest(
  body: unknown,
): { ok: true; value: EmailRequest } | { ok: false; message: string } {
  const result = emailRequestSchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join(".") : "body";
  if (issue?.code === "invalid_union" && field === "type")
    return {
      ok: false,
      message: `type: must be one of ${EMAIL_TYPES.join(", ")}.`,
    };
  return { ok: false, message: `${field}: ${issue?.message ?? "invalid"}.` };
}
