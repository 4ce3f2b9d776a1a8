import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { combineLagosDateTime } from "@/lib/dates";
import { normalizeNigerianPhone } from "@/lib/phone";
import type { z } from "@/lib/zod";
import {
  contactFormSchema,
  driverApplicationFormSchema,
  salesRequestFormSchema,
} from "@/features/applications/schemas";
import {
  contactSubmission,
  driverApplicationSubmission,
  salesRequestSubmission,
} from "@/features/applications/submissions";
import { loginFormSchema, signUpFormSchema } from "@/features/auth/schemas";
import {
  createBookingFormSchema,
  serviceTypeValues,
} from "@/features/booking/schemas";
import { quickBookingHref } from "@/features/marketing/quick-booking";

import {
  aroundValid,
  charLength,
  dateText,
  db,
  emailText,
  expectAll,
  phoneText,
  text,
  timeText,
} from "./fuzz-support";

const NOW = new Date("2026-12-01T09:00:00Z");
const bookingSchema = createBookingFormSchema(() => NOW);
const DAY_MS = 86_400_000;

const schemas: [string, z.ZodType][] = [
  ["booking", bookingSchema],
  ["driver application", driverApplicationFormSchema],
  ["sales request", salesRequestFormSchema],
  ["contact", contactFormSchema],
  ["login", loginFormSchema],
  ["sign-up", signUpFormSchema],
];

const validBooking = {
  customerName: "Adaeze Okafor",
  customerPhone: "0803 123 4567",
  customerEmail: "ada@example.ng",
  pickupLocation: "Eko Hotel & Suites",
  destination: "MMA2 Domestic Terminal",
  pickupDate: "2026-12-02",
  pickupTime: "14:30",
  serviceType: "standard" as (typeof serviceTypeValues)[number],
  flightNumber: "",
};
const validApplication = {
  fullName: "Chinedu Okafor",
  email: "chinedu@example.ng",
  phone: "0803 123 4567",
  homeAddress: "4 Akin Adesola Street, VI",
  experienceYears: "7",
  bio: "Ex-hotel chauffeur.",
  resume: null,
};
const validSalesRequest = {
  companyName: "Zenith Logistics",
  contactPerson: "Funmi Adeyemi",
  email: "funmi@zenith.ng",
  phone: "09095550101",
  requirements: "Airport pickups.",
  documents: null,
};
const validContact = {
  name: "Ada",
  email: "ada@example.ng",
  subject: "Hello",
  message: "A question about airport transfers.",
};
const validAccount = {
  identifier: "ada@example.ng",
  fullName: "Ada Lovelace",
  email: "ada@example.ng",
  password: "secret-pass",
};

/** Resolves to the parsed values or null; a throw or rejection fails the property. */
async function accepted<T>(schema: z.ZodType<T>, input: unknown) {
  const result = await schema.safeParseAsync(input);
  return result.success ? result.data : null;
}

describe.each(schemas)("the %s form schema", (_name, schema) => {
  it("answers any input with a result, never a throw", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.dictionary(fc.string(), fc.oneof(text(), fc.anything())),
        ),
        async (input) => {
          const result = await schema.safeParseAsync(input);
          expect(typeof result.success).toBe("boolean");
        },
      ),
    );
  });
});

describe("accepted values fit the database", () => {
  it("booking: create_booking's rules and the bookings checks", async () => {
    await fc.assert(
      fc.asyncProperty(
        aroundValid(validBooking, {
          customerName: text(200),
          customerPhone: phoneText(),
          customerEmail: emailText(),
          pickupLocation: text(),
          destination: text(),
          pickupDate: dateText(NOW),
          pickupTime: timeText(),
          serviceType: fc.constantFrom(...serviceTypeValues),
          flightNumber: fc.constant(""),
        }),
        async (input) => {
          const values = await accepted(bookingSchema, input);
          if (!values) return;
          const pickupAt = Date.parse(
            combineLagosDateTime(values.pickupDate, values.pickupTime),
          );
          expectAll({
            name: db.fitsText(values.customerName, 120),
            phone: db.isNigerianMobileE164(
              normalizeNigerianPhone(values.customerPhone),
            ),
            email: db.isValidEmail(values.customerEmail),
            pickup: db.fitsText(values.pickupLocation, Infinity),
            dropoff: db.fitsText(values.destination, Infinity),
            future: pickupAt > NOW.getTime(),
            within90Days: pickupAt <= NOW.getTime() + 90 * DAY_MS,
          });
        },
      ),
    );
  });

  it("driver application: the contact_submissions checks", async () => {
    await fc.assert(
      fc.asyncProperty(
        aroundValid(validApplication, {
          fullName: text(200),
          email: emailText(),
          phone: phoneText(),
          homeAddress: text(400),
          experienceYears: fc.oneof(fc.nat(120).map(String), text(4)),
          bio: text(4000),
          resume: fc.constant(null),
        }),
        async (input) => {
          const values = await accepted(driverApplicationFormSchema, input);
          if (!values) return;
          const row = driverApplicationSubmission(values, null);
          expectAll({
            name: db.fitsText(row.name, 120),
            email: db.isValidEmail(row.email),
            phone: db.isNigerianMobileE164(row.phone),
            message: db.fitsText(row.message, 5000),
          });
        },
      ),
    );
  });

  it("sales request: the contact_submissions checks", async () => {
    await fc.assert(
      fc.asyncProperty(
        aroundValid(validSalesRequest, {
          companyName: text(300),
          contactPerson: text(200),
          email: emailText(),
          phone: phoneText(),
          requirements: text(6000),
          documents: fc.constant(null),
        }),
        async (input) => {
          const values = await accepted(salesRequestFormSchema, input);
          if (!values) return;
          const row = salesRequestSubmission(values, null);
          expectAll({
            company: db.fitsText(row.company_name, Infinity),
            name: db.fitsText(row.name, 120),
            email: db.isValidEmail(row.email),
            phone: db.isNigerianMobileE164(row.phone),
            requirements: db.fitsText(row.service_requirements, 5000, false),
          });
        },
      ),
    );
  });

  it("contact: the contact_submissions checks", async () => {
    await fc.assert(
      fc.asyncProperty(
        aroundValid(validContact, {
          name: text(200),
          email: emailText(),
          subject: text(300),
          message: text(6000),
        }),
        async (input) => {
          const values = await accepted(contactFormSchema, input);
          if (!values) return;
          const row = contactSubmission(values);
          expectAll({
            name: db.fitsText(row.name, 120),
            email: db.isValidEmail(row.email),
            subject: db.fitsText(row.subject, 200),
            message: db.fitsText(row.message, 5000),
          });
        },
      ),
    );
  });

  it("login and sign-up: the e-mail rule, the profile's name, bcrypt's 72 bytes", async () => {
    await fc.assert(
      fc.asyncProperty(
        aroundValid(validAccount, {
          identifier: emailText(),
          fullName: text(200),
          email: emailText(),
          password: fc.oneof(text(20), text(100)),
        }),
        async ({ identifier, ...signUp }) => {
          const login = await accepted(loginFormSchema, {
            identifier,
            password: signUp.password,
          });
          if (login) expect(db.isValidEmail(login.identifier)).toBe(true);
          const values = await accepted(signUpFormSchema, signUp);
          if (!values) return;
          expectAll({
            fullName: db.fitsText(values.fullName, 120),
            email: db.isValidEmail(values.email),
            password:
              charLength(values.password) >= 6 &&
              new TextEncoder().encode(values.password).length <= 72,
          });
        },
      ),
    );
  });
});

describe("quick booking (no validation, by the spec)", () => {
  it("hands any pickup and drop-off to the booking page intact", () => {
    fc.assert(
      fc.property(text(), text(), (pickup, dropoff) => {
        const href = quickBookingHref(pickup, dropoff);
        const url = new URL(href, "https://ekoluxe.ng");
        expect(url.pathname).toBe("/book-a-ride");
        expect(url.searchParams.get("pickup") ?? "").toBe(pickup.trim());
        expect(url.searchParams.get("dropoff") ?? "").toBe(dropoff.trim());
      }),
    );
  });
});
