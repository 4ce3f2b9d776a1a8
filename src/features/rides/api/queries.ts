import { queryOptions, type Query } from "@tanstack/react-query";

import { Constants, type Database } from "@/lib/database.types";
import { loadSupabase } from "@/lib/load-supabase";
import { z } from "@/lib/zod";

const { booking_status, service_type } = Constants.public.Enums;

/** Where a ride is, as the rider's timeline shows it (ride_status's `stage`). */
export const rideStages = [
  "requested",
  "confirmed",
  "on_the_way",
  "arrived",
  "in_progress",
  "completed",
  "cancelled",
] as const;
export type RideStage = (typeof rideStages)[number];

/** Stages after which nothing changes any more: the page stops polling. */
export const finalRideStages: ReadonlySet<RideStage> = new Set([
  "completed",
  "cancelled",
]);

/** Stages in which the vehicle's live position is part of the answer. */
export const trackedRideStages: ReadonlySet<RideStage> = new Set([
  "on_the_way",
  "arrived",
  "in_progress",
]);

/** How often an active ride's page asks again (the contract: about every 5 s). */
export const RIDE_POLL_MS = 5_000;

// A field the database may leave out or send as null reads as null here.
const maybe = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? null);

/**
 * public.ride_view, the answer of ride_status(p_reference, p_token). Checked against its shape,
 * not cast: a manage link sees everything, a share link sees no fare, reason, rating or actions
 * (those fields are null there), and the vehicle's position only while it is on its way or on
 * the trip.
 */
export const rideViewSchema = z.object({
  reference: z.string(),
  access: z.enum(["manage", "share"]),
  share_token: maybe(z.string()),
  status: z.enum(booking_status),
  stage: z.enum(rideStages),
  booking_time: z.string(),
  created_at: z.string(),
  confirmed_at: maybe(z.string()),
  arrived_at: maybe(z.string()),
  started_at: maybe(z.string()),
  completed_at: maybe(z.string()),
  cancelled_at: maybe(z.string()),
  cancelled_by: maybe(z.enum(["rider", "operator"])),
  cancellation_reason: maybe(z.string()),
  service_type: z.enum(service_type),
  pickup_location: z.string(),
  dropoff_location: z.string(),
  pickup_lat: maybe(z.number()),
  pickup_lng: maybe(z.number()),
  dropoff_lat: maybe(z.number()),
  dropoff_lng: maybe(z.number()),
  fare_kobo: maybe(z.number()),
  fare_breakdown: maybe(z.unknown()),
  distance_km: maybe(z.number()),
  duration_min: maybe(z.number()),
  customer_first_name: maybe(z.string()),
  flight_number: maybe(z.string()),
  meeting_point: maybe(z.string()),
  driver_name: maybe(z.string()),
  driver_initials: maybe(z.string()),
  driver_rating: maybe(z.number()),
  vehicle_model: maybe(z.string()),
  vehicle_colour: maybe(z.string()),
  vehicle_plate: maybe(z.string()),
  vehicle_lat: maybe(z.number()),
  vehicle_lng: maybe(z.number()),
  vehicle_heading: maybe(z.number()),
  vehicle_speed_kmh: maybe(z.number()),
  position_at: maybe(z.string()),
  position_source: maybe(z.string()),
  free_cancellation_minutes: maybe(z.number()),
  cancel_cutoff_at: maybe(z.string()),
  can_cancel: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  can_rate: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  rating: maybe(z.number()),
  rating_comment: maybe(z.string()),
});

export type RideView = z.infer<typeof rideViewSchema>;

// The schema reads exactly the fields of the generated public.ride_view: a field added to or
// dropped from the type in SQL fails the type check here.
type GeneratedRideView = Database["public"]["CompositeTypes"]["ride_view"];
type SameKeys<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? true
    : false
  : false;
type Assert<T extends true> = T;
export type RideViewMatchesDatabase = Assert<
  SameKeys<z.input<typeof rideViewSchema>, GeneratedRideView>
>;

/** ride_status answers PT404 (HTTP 404) for a wrong reference or token, with one message. */
export function isRideNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === "PT404" || status === 404;
}

async function fetchRide(reference: string, token: string): Promise<RideView> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc("ride_status", {
    p_reference: reference,
    p_token: token,
  });
  if (error) throw Object.assign(error, { status });
  return rideViewSchema.parse(data);
}

/** Polls while the ride can still change; the tab being hidden pauses it (TanStack default). */
export function ridePollInterval(
  query: Query<RideView, Error, RideView, readonly unknown[]>,
): number | false {
  if (isRideNotFound(query.state.error)) return false;
  const ride = query.state.data;
  if (ride && finalRideStages.has(ride.stage)) return false;
  return RIDE_POLL_MS;
}

export const rideQueries = {
  all: () => ["ride"] as const,
  status: (reference: string, token: string) =>
    queryOptions({
      queryKey: [...rideQueries.all(), reference, token] as const,
      queryFn: () => fetchRide(reference, token),
      staleTime: RIDE_POLL_MS - 500,
      refetchInterval: ridePollInterval,
      refetchIntervalInBackground: false,
      // A wrong link stays wrong; anything else (a flaky mobile network) is worth one more try.
      retry: (failureCount, error) =>
        !isRideNotFound(error) && failureCount < 2,
      // The page shows a failed first load in place; a failed poll keeps the last answer quietly.
      meta: { toast: false },
    }),
};
