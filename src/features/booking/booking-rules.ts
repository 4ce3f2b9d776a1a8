import { airportAwareResolver } from "./form-resolver";
import { createBookingFormSchema } from "./schemas";

/** The public booking form's checks; loaded apart from the form (see deferredResolver). */
export const bookingResolver = airportAwareResolver((airportTrip) =>
  createBookingFormSchema(undefined, { airportTrip }),
);
