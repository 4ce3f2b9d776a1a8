import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";

import type { z } from "@/lib/zod";

import type { BookingFormValues } from "./form-values";

/** What the booking forms tell their resolver beyond the values (react-hook-form's `context`). */
export interface BookingFormContext {
  /** The fare service resolved an airport at either end: the flight number is required. */
  airportTrip: boolean;
}

/**
 * A resolver that checks the values with the airport rules when the form's context says the trip
 * has an airport end, and without them otherwise. Each schema is built on its first use: building
 * one is a noticeable block of work on a phone, and most trips never need the airport one.
 */
export function airportAwareResolver(
  schemaFor: (
    airportTrip: boolean,
  ) => z.ZodType<BookingFormValues, BookingFormValues>,
): Resolver<BookingFormValues, BookingFormContext, BookingFormValues> {
  const make = (airportTrip: boolean) => zodResolver(schemaFor(airportTrip));
  const built = new Map<boolean, ReturnType<typeof make>>();
  function resolverFor(airportTrip: boolean) {
    let resolver = built.get(airportTrip);
    if (!resolver) {
      resolver = make(airportTrip);
      built.set(airportTrip, resolver);
    }
    return resolver;
  }
  return (values, context, options) =>
    resolverFor(context?.airportTrip === true)(values, context, options);
}
