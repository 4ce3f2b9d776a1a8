import {
  addDaysToDate,
  combineLagosDateTime,
  isIsoDate,
  isTimeOfDay,
  lagosDate,
} from "@/lib/dates";
import { emailSchema } from "@/lib/email";
import { isNigerianMobile } from "@/lib/phone";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "@/lib/storable-text";
import { z } from "@/lib/zod";

import {
  BOOKING_HORIZON_DAYS,
  normalizeFlightNumber,
  serviceTypeValues,
  type BookingFormValues,
} from "./form-values";

export {
  BOOKING_HORIZON_DAYS,
  emptyBookingForm,
  isMissingRequired,
  MISSING_INFORMATION,
  normalizeFlightNumber,
  requiredFields,
  SERVICE_TYPES,
  serviceTypeValues,
  type BookingFormValues,
} from "./form-values";

export const bookingMessages = {
  name: "Please enter your name.",
  nameTooLong: "Please keep your name under 120 characters.",
  phone: "Please enter your phone number.",
  phoneInvalid:
    "Enter a valid Nigerian mobile number, e.g. 0803 123 4567 or +234 803 123 4567.",
  email: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  pickup: "Please enter a pickup location.",
  destination: "Please enter a destination.",
  samePlace: "Pickup and destination must be different.",
  date: "Please choose a pickup date.",
  dateTooEarly: "The pickup date cannot be in the past.",
  time: "Please choose a pickup time.",
  timePast: "The pickup time must be in the future.",
  tooFarAhead: "Rides can be booked up to 90 days ahead.",
  // The same words create_booking answers with (public.create_booking in supabase/schema.sql).
  flightNumber: "Please enter the flight number for an airport transfer.",
  flightNumberInvalid: "Enter a flight number like P4 7123.",
} as const;

/**
 * The stored shape (bookings_flight_number_shape): an airline code, two characters (IATA, not two
 * digits) or three letters (ICAO), 1 to 4 digits and an optional letter: P47123, W3108, BAW75.
 */
export const FLIGHT_NUMBER_PATTERN =
  /^([A-Z][A-Z0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$/;

export function isFlightNumber(value: string): boolean {
  return FLIGHT_NUMBER_PATTERN.test(normalizeFlightNumber(value));
}

export interface BookingSchemaOptions {
  /** The trip has an airport end (as the fare service resolved the places): a flight is needed. */
  airportTrip?: boolean;
}

const BOOKING_WINDOW_MS = BOOKING_HORIZON_DAYS * 24 * 60 * 60 * 1000;

const required = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** Built with a clock so tests can pin "now". */
export function createBookingFormSchema(
  now: () => Date = () => new Date(),
  { airportTrip = false }: BookingSchemaOptions = {},
) {
  return z
    .object({
      customerName: required(bookingMessages.name).max(
        120,
        bookingMessages.nameTooLong,
      ),
      customerPhone: required(bookingMessages.phone).refine(
        (phone) => phone.trim() === "" || isNigerianMobile(phone),
        bookingMessages.phoneInvalid,
      ),
      customerEmail: emailSchema({
        required: bookingMessages.email,
        invalid: bookingMessages.emailInvalid,
      }),
      pickupLocation: required(bookingMessages.pickup),
      destination: required(bookingMessages.destination),
      pickupDate: required(bookingMessages.date).refine(
        isIsoDate,
        bookingMessages.date,
      ),
      pickupTime: required(bookingMessages.time).refine(
        isTimeOfDay,
        bookingMessages.time,
      ),
      serviceType: z.enum(serviceTypeValues),
      flightNumber: z.string(),
    })
    .superRefine((values, ctx) => {
      if (airportTrip) {
        const flight = normalizeFlightNumber(values.flightNumber);
        if (flight === "")
          ctx.addIssue({
            code: "custom",
            path: ["flightNumber"],
            message: bookingMessages.flightNumber,
          });
        else if (!FLIGHT_NUMBER_PATTERN.test(flight))
          ctx.addIssue({
            code: "custom",
            path: ["flightNumber"],
            message: bookingMessages.flightNumberInvalid,
          });
      }
      const yesterday = addDaysToDate(lagosDate(now()), -1);
      if (!isIsoDate(values.pickupDate) || !isTimeOfDay(values.pickupTime)) {
        // The field rules already report these.
      } else if (values.pickupDate < yesterday) {
        ctx.addIssue({
          code: "custom",
          path: ["pickupDate"],
          message: bookingMessages.dateTooEarly,
        });
      } else {
        const pickupAt = Date.parse(
          combineLagosDateTime(values.pickupDate, values.pickupTime),
        );
        if (pickupAt <= now().getTime())
          ctx.addIssue({
            code: "custom",
            path: ["pickupTime"],
            message: bookingMessages.timePast,
          });
        else if (pickupAt > now().getTime() + BOOKING_WINDOW_MS)
          ctx.addIssue({
            code: "custom",
            path: ["pickupDate"],
            message: bookingMessages.tooFarAhead,
          });
      }
      const pickup = values.pickupLocation.trim().toLowerCase();
      if (pickup !== "" && pickup === values.destination.trim().toLowerCase()) {
        ctx.addIssue({
          code: "custom",
          path: ["destination"],
          message: bookingMessages.samePlace,
        });
      }
    });
}

export const bookingFormSchema = createBookingFormSchema();

// The form's values are declared without zod (form-values.ts): the schema must read exactly them.
type SameShape<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? true
    : false
  : false;
type Holds<T extends true> = T;
export type SchemaReadsFormValues = Holds<
  SameShape<z.input<typeof bookingFormSchema>, BookingFormValues>
>;
