import { emailSchema } from "@/lib/email";
import { isNigerianMobile } from "@/lib/phone";
import { z } from "@/lib/zod";
import {
  createBookingFormSchema,
  serviceTypeValues,
  type BookingFormValues,
  type BookingSchemaOptions,
} from "@/features/booking/schemas";

export const ADMIN_MISSING_INFORMATION = {
  title: "Missing Information",
  description: "Please fill in all required fields.",
} as const;

const adminBookingMessages = {
  name: "Please enter the customer's name.",
  nameTooLong: "Please keep the name under 120 characters.",
  phone: "Please enter the customer's phone number.",
  phoneInvalid:
    "Enter a valid Nigerian mobile number, e.g. 0803 123 4567 or +234 803 123 4567.",
  email: "Please enter the customer's email address.",
  emailInvalid: "Please enter a valid email address.",
} as const;

const contactKeys = new Set<PropertyKey>([
  "customerName",
  "customerPhone",
  "customerEmail",
]);

/**
 * The admin form has the public form's fields and trip rules (places, a future pickup within the
 * booking horizon); only the contact messages speak about the customer instead of to them.
 */
export function createAdminBookingFormSchema(
  now: () => Date = () => new Date(),
  options: BookingSchemaOptions = {},
) {
  const tripRules = createBookingFormSchema(now, options);
  return z
    .object({
      customerName: z
        .string()
        .trim()
        .min(1, adminBookingMessages.name)
        .max(120, adminBookingMessages.nameTooLong),
      customerPhone: z
        .string()
        .trim()
        .min(1, adminBookingMessages.phone)
        .refine(
          (phone) => phone === "" || isNigerianMobile(phone),
          adminBookingMessages.phoneInvalid,
        ),
      customerEmail: emailSchema({
        required: adminBookingMessages.email,
        invalid: adminBookingMessages.emailInvalid,
      }),
      pickupLocation: z.string(),
      destination: z.string(),
      pickupDate: z.string(),
      pickupTime: z.string(),
      serviceType: z.enum(serviceTypeValues),
      flightNumber: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const issue of tripRules.safeParse(values).error?.issues ?? [])
        if (!contactKeys.has(issue.path[0] ?? ""))
          ctx.addIssue({
            code: "custom",
            path: issue.path,
            message: issue.message,
          });
    });
}

/** The e-mail is required too: the booking row keeps it and the confirmation goes there. */
const requiredFields = [
  "customerName",
  "customerPhone",
  "customerEmail",
  "pickupLocation",
  "destination",
  "pickupDate",
  "pickupTime",
] as const satisfies readonly (keyof BookingFormValues)[];

export function isAdminMissingRequired(values: BookingFormValues): boolean {
  return requiredFields.some((field) => values[field].trim() === "");
}
