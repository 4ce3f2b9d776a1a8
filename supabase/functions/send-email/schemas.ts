import { z } from "zod";

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const email = z.email().max(254);

/**
 * `new_booking`: the booking form's fields plus what create_booking answered. The e-mail is
 * built from the stored booking (found by reference and customer e-mail), never from the
 * browser's copy, so nobody can mail made-up fares or arbitrary text to an arbitrary address.
 */
const newBooking = z.object({
  type: z.literal("new_booking"),
  data: z.looseObject({
    reference: z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        /^EKO-[2-9A-HJ-NP-Z]{6}$/,
        "Must be a booking reference like EKO-7F3K2Q",
      ),
    customerEmail: email,
    customerName: optionalText(120),
    customerPhone: optionalText(40),
    pickupLocation: optionalText(300),
    destination: optionalText(300),
    serviceType: optionalText(40),
    booking_time: optionalText(64),
  }),
});

/** `driver_application`: the contact_submissions row the Drive with us form stored. */
const driverApplication = z.object({
  type: z.literal("driver_application"),
  data: z.looseObject({
    name: text(120),
    email,
    phone: text(40),
    message: optionalText(5000),
    attachment_path: optionalText(500),
  }),
});

/** `contact_sales`: the contact_submissions row the Contact Sales form stored. */
const contactSales = z.object({
  type: z.literal("contact_sales"),
  data: z.looseObject({
    company_name: text(200),
    name: text(120),
    email,
    phone: text(40),
    service_requirements: optionalText(5000),
    attachment_path: optionalText(500),
  }),
});

/** `contact`: the contact page's message. */
const contact = z.object({
  type: z.literal("contact"),
  data: z.looseObject({
    name: text(120),
    email,
    subject: text(200),
    message: text(5000),
  }),
});

export const emailRequestSchema = z.discriminatedUnion("type", [
  newBooking,
  driverApplication,
  contactSales,
  contact,
]);

export type EmailRequest = z.infer<typeof emailRequestSchema>;
export type EmailType = EmailRequest["type"];
export type NewBookingData = z.infer<typeof newBooking>["data"];
export type DriverApplicationData = z.infer<typeof driverApplication>["data"];
export type ContactSalesData = z.infer<typeof contactSales>["data"];
export type ContactData = z.infer<typeof contact>["data"];

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
