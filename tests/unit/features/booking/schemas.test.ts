import { describe, expect, it } from "vitest";

import { UNSTORABLE_TEXT_MESSAGE } from "@/lib/storable-text";
import {
  bookingMessages,
  createBookingFormSchema,
  emptyBookingForm,
  isFlightNumber,
  isMissingRequired,
  normalizeFlightNumber,
  type BookingFormValues,
} from "@/features/booking/schemas";

// 10:00 in Lagos on Tuesday 1 December 2026.
const now = () => new Date("2026-12-01T09:00:00Z");
const schema = createBookingFormSchema(now);

const valid: BookingFormValues = {
  customerName: "Adaeze Okafor",
  customerPhone: "0803 123 4567",
  customerEmail: "ada@example.ng",
  pickupLocation: "Eko Hotel & Suites",
  destination: "MMA2 Domestic Terminal",
  pickupDate: "2026-12-01",
  pickupTime: "14:30",
  serviceType: "standard",
  flightNumber: "",
};

function messagesFor(values: BookingFormValues) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((i) => [i.path.join("."), i.message]),
  );
}

describe("bookingFormSchema", () => {
  it("accepts a complete booking", () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it("defaults the service type to standard", () => {
    expect(emptyBookingForm.serviceType).toBe("standard");
  });

  it("asks for every required field", () => {
    expect(messagesFor(emptyBookingForm)).toEqual({
      customerName: bookingMessages.name,
      customerPhone: bookingMessages.phone,
      customerEmail: bookingMessages.email,
      pickupLocation: bookingMessages.pickup,
      destination: bookingMessages.destination,
      pickupDate: bookingMessages.date,
      pickupTime: bookingMessages.time,
    });
    expect(isMissingRequired(emptyBookingForm)).toBe(true);
    expect(isMissingRequired(valid)).toBe(false);
  });

  it.each(["+234 803 123 4567", "08031234567", "0905 555 0101"])(
    "accepts the phone %s",
    (phone) => {
      expect(messagesFor({ ...valid, customerPhone: phone })).toEqual({});
    },
  );

  it.each(["0803 123 456", "06031234567", "+44 7700 900123", "08231234567"])(
    "refuses the phone %s",
    (phone) => {
      expect(messagesFor({ ...valid, customerPhone: phone })).toEqual({
        customerPhone: bookingMessages.phoneInvalid,
      });
    },
  );

  it("checks the e-mail address", () => {
    expect(messagesFor({ ...valid, customerEmail: "ada@" })).toEqual({
      customerEmail: bookingMessages.emailInvalid,
    });
  });

  it("refuses a date before yesterday and a pickup time already past", () => {
    expect(messagesFor({ ...valid, pickupDate: "2026-11-29" })).toEqual({
      pickupDate: bookingMessages.dateTooEarly,
    });
    expect(messagesFor({ ...valid, pickupDate: "2026-11-30" })).toEqual({
      pickupTime: bookingMessages.timePast,
    });
    expect(messagesFor({ ...valid, pickupTime: "09:59" })).toEqual({
      pickupTime: bookingMessages.timePast,
    });
  });

  it("takes bookings up to 90 days ahead, as create_booking does", () => {
    // 10:00 on 1 Dec plus 90 days is 10:00 on 1 March.
    expect(
      messagesFor({ ...valid, pickupDate: "2027-03-01", pickupTime: "10:00" }),
    ).toEqual({});
    expect(
      messagesFor({ ...valid, pickupDate: "2027-03-01", pickupTime: "10:01" }),
    ).toEqual({ pickupDate: bookingMessages.tooFarAhead });
  });

  it("keeps the name to 120 characters and every text free of U+0000", () => {
    expect(messagesFor({ ...valid, customerName: "A".repeat(120) })).toEqual(
      {},
    );
    expect(messagesFor({ ...valid, customerName: "A".repeat(121) })).toEqual({
      customerName: bookingMessages.nameTooLong,
    });
    expect(
      messagesFor({
        ...valid,
        customerName: "Ada\u0000",
        pickupLocation: "\u0000",
      }),
    ).toEqual({
      customerName: UNSTORABLE_TEXT_MESSAGE,
      pickupLocation: UNSTORABLE_TEXT_MESSAGE,
    });
  });

  it("refuses the same pickup and destination", () => {
    expect(
      messagesFor({ ...valid, destination: "eko hotel & suites" }),
    ).toEqual({
      destination: bookingMessages.samePlace,
    });
  });
});

describe("the flight number of an airport trip", () => {
  const airportSchema = createBookingFormSchema(now, { airportTrip: true });
  const messages = (flightNumber: string) => {
    const result = airportSchema.safeParse({ ...valid, flightNumber });
    return result.success
      ? {}
      : Object.fromEntries(
          result.error.issues.map((i) => [i.path.join("."), i.message]),
        );
  };

  it("is required only when the trip has an airport end", () => {
    expect(messagesFor(valid)).toEqual({});
    expect(messages("")).toEqual({
      flightNumber: bookingMessages.flightNumber,
    });
    expect(messages("  ")).toEqual({
      flightNumber: bookingMessages.flightNumber,
    });
  });

  it.each(["P4 7123", "p47123", "W3-108", "BAW 75", "ek783", "5N 123a"])(
    "accepts %j",
    (flight) => expect(messages(flight)).toEqual({}),
  );

  it.each(["P4", "7123", "12345", "ABCD12", "P412345", "BA 75 XY", "B!75"])(
    "refuses %j with the database's message",
    (flight) =>
      expect(messages(flight)).toEqual({
        flightNumber: bookingMessages.flightNumberInvalid,
      }),
  );

  it("normalises as the database stores it", () => {
    expect(normalizeFlightNumber(" p4 - 7123 ")).toBe("P47123");
    expect(isFlightNumber("baw 75")).toBe(true);
  });
});
