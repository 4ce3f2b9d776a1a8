import { describe, expect, it } from "vitest";

import type { z } from "@/lib/zod";
import {
  contactFormSchema,
  driverApplicationFormSchema,
  salesRequestFormSchema,
} from "@/features/applications/schemas";
import { loginFormSchema, signUpFormSchema } from "@/features/auth/schemas";
import {
  bookingMessages,
  createBookingFormSchema,
} from "@/features/booking/schemas";

const TOO_LONG = "An email address can be at most 254 characters long.";
const applicationsInvalid =
  "Enter a valid email address, e.g. ada@example.com.";

const forms: {
  form: string;
  schema: z.ZodType;
  field: string;
  valid: Record<string, unknown>;
  invalid: string;
}[] = [
  {
    form: "booking",
    schema: createBookingFormSchema(() => new Date("2026-12-01T09:00:00Z")),
    field: "customerEmail",
    valid: {
      customerName: "Adaeze Okafor",
      customerPhone: "0803 123 4567",
      customerEmail: "ada@example.ng",
      pickupLocation: "Eko Hotel & Suites",
      destination: "MMA2 Domestic Terminal",
      pickupDate: "2026-12-01",
      pickupTime: "14:30",
      serviceType: "standard",
    },
    invalid: bookingMessages.emailInvalid,
  },
  {
    form: "driver application",
    schema: driverApplicationFormSchema,
    field: "email",
    valid: {
      fullName: "Chinedu Okafor",
      email: "ada@example.ng",
      phone: "0803 123 4567",
      homeAddress: "",
      experienceYears: "",
      bio: "",
      resume: null,
    },
    invalid: applicationsInvalid,
  },
  {
    form: "sales request",
    schema: salesRequestFormSchema,
    field: "email",
    valid: {
      companyName: "Zenith Logistics",
      contactPerson: "Funmi Adeyemi",
      email: "ada@example.ng",
      phone: "09095550101",
      requirements: "",
      documents: null,
    },
    invalid: applicationsInvalid,
  },
  {
    form: "contact",
    schema: contactFormSchema,
    field: "email",
    valid: {
      name: "Ada",
      email: "ada@example.ng",
      subject: "Hi",
      message: "Hello",
    },
    invalid: applicationsInvalid,
  },
  {
    form: "login",
    schema: loginFormSchema,
    field: "identifier",
    valid: { identifier: "ada@example.ng", password: "secret" },
    invalid: "Enter a valid email address.",
  },
  {
    form: "sign-up",
    schema: signUpFormSchema,
    field: "email",
    valid: { fullName: "Ada", email: "ada@example.ng", password: "secret" },
    invalid: "Enter a valid email address.",
  },
];

async function emailMessages(
  { schema, field, valid }: (typeof forms)[number],
  email: string,
) {
  const result = await schema.safeParseAsync({ ...valid, [field]: email });
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe.each(forms)("the $form form's e-mail field", (entry) => {
  it("accepts a plain address", async () => {
    expect(await emailMessages(entry, " ada@example.ng ")).toEqual([]);
  });

  it("refuses markup with its own message", async () => {
    expect(await emailMessages(entry, "<script>@x.io")).toEqual([
      entry.invalid,
    ]);
  });

  it("refuses a 400-character address as too long", async () => {
    // Well formed in every other way: 63-character labels.
    const address = `adaeze.okafor@${`${"d".repeat(63)}.`.repeat(6)}ng`;
    expect(address).toHaveLength(400);
    expect(await emailMessages(entry, address)).toEqual([TOO_LONG]);
  });
});
