import { Constants } from "@/lib/database.types";
import { z } from "@/lib/zod";

const { place_kind, service_type } = Constants.public.Enums;

const quotePlace = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(place_kind),
});

/** quote_fare's breakdown, kept in the booking as fare_breakdown (a jsonb column). */
export const fareQuoteSchema = z.object({
  pickup: quotePlace,
  dropoff: quotePlace,
  service_type: z.enum(service_type),
  pickup_at: z.string(),
  distance_km: z.number(),
  duration_min: z.number(),
  speed_kmh: z.number(),
  rush_hour: z.boolean(),
  base_kobo: z.number(),
  distance_kobo: z.number(),
  time_kobo: z.number(),
  multiplier: z.number(),
  trip_kobo: z.number(),
  minimum_kobo: z.number(),
  minimum_applied: z.boolean(),
  airport_surcharge_kobo: z.number(),
  hotel_surcharge_kobo: z.number(),
  surcharge_kobo: z.number(),
  total_kobo: z.number(),
  currency: z.literal("NGN"),
});
