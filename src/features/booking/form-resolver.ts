import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";

import type { z } from "@/lib/zod";

import type { BookingFormValues } from "./schemas";

/** What the booking forms tell their resolver beyond the values (react-hook-form's `context`). */
export interface BookingFormContext {
  /** The fare service resolved an airport at either end: the flight number is required. */
  airportTrip: boolean;
}

/**
 * A resolver that checks the values with the airport rules when the form's context says the trip
 * has an airport end, and without them otherwise.
 */
export function airportAwareResolver(
  schemaFor: (
    airportTrip: boolean,
  ) => z.ZodType<BookingFormValues, BookingFormValues>,
): Resolver<BookingFormValues, BookingFormContext, BookingFormValues> {
  const plain = zodResolver(schemaFor(false));
  const airport = zodResolver(schemaFor(true));
  return (values, context, options) =>
    (context?.airportTrip ? airport : plain)(values, context, options);
}
