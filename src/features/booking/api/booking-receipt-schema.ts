import { Constants } from "@/lib/database.types";
import { z } from "@/lib/zod";

import { fareQuoteSchema } from "./fare-quote-schema";

const { booking_status, service_type } = Constants.public.Enums;

/**
 * create_booking answers a public.booking_receipt. The generated type leaves every field of a
 * composite nullable and the breakdown as plain JSON, so the answer is checked, not cast.
 */
export const bookingReceiptSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(booking_status),
  fare_kobo: z.number(),
  fare_breakdown: fareQuoteSchema,
  booking_time: z.string(),
  pickup_location: z.string(),
  dropoff_location: z.string(),
  service_type: z.enum(service_type),
  replayed: z.boolean(),
  ride_token: z.string().nullable(),
  flight_number: z.string().nullable(),
  meeting_point: z.string().nullable(),
});
