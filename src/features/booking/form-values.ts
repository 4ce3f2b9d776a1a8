import { enumOptions, enumValues } from "@/lib/vocabulary";

import type { ServiceType } from "./types";

// What the booking form needs to render and to say what is missing, without the rules (zod) that
// check it: those load on the first check (schemas.ts), so the form's first paint does not wait.

export const SERVICE_TYPES = enumOptions("service_type");

export const serviceTypeValues = enumValues("service_type");

export const MISSING_INFORMATION = {
  title: "Missing Information",
  description: "Please fill in all required fields, including date and time.",
} as const;

/** create_booking refuses pickups further ahead than this many days. */
export const BOOKING_HORIZON_DAYS = 90;

/** The form's values as typed (bookingFormSchema's input). */
export interface BookingFormValues {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  pickupLocation: string;
  destination: string;
  pickupDate: string;
  pickupTime: string;
  serviceType: ServiceType;
  flightNumber: string;
}

export const emptyBookingForm: BookingFormValues = {
  customerName: "",
  customerPhone: "",
  customerEmail: "",
  pickupLocation: "",
  destination: "",
  pickupDate: "",
  pickupTime: "",
  serviceType: "standard",
  flightNumber: "",
};

/** The fields whose absence raises the spec's "Missing Information" toast. */
export const requiredFields = [
  "customerName",
  "customerPhone",
  "customerEmail",
  "pickupLocation",
  "destination",
  "pickupDate",
  "pickupTime",
] as const satisfies readonly (keyof BookingFormValues)[];

export function isMissingRequired(values: BookingFormValues): boolean {
  return requiredFields.some((field) => values[field].trim() === "");
}

/**
 * A flight number as the database stores it: upper case, no spaces or hyphens. Empty when
 * nothing was typed.
 */
export function normalizeFlightNumber(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}
