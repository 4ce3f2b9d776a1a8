import { queryOptions, type Query } from "@tanstack/react-query";

import { env } from "@/config/env";
import { Constants, type Database } from "@/lib/database.types";
import { withStatus } from "@/lib/errors";

const { booking_status, service_type } = Constants.public.Enums;

type Enums = Database["public"]["Enums"];

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

/**
 * public.ride_view, the answer of ride_status(p_reference, p_token). A manage link sees
 * everything; a share link sees no fare, reason, rating or actions (those fields are null there),
 * and the vehicle's position only while it is on its way or on the trip.
 */
export interface RideView {
  reference: string;
  access: "manage" | "share";
  share_token: string | null;
  status: Enums["booking_status"];
  stage: RideStage;
  booking_time: string;
  created_at: string;
  confirmed_at: string | null;
  arrived_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  cancelled_by: "rider" | "operator" | null;
  cancellation_reason: string | null;
  service_type: Enums["service_type"];
  pickup_location: string;
  dropoff_location: string;
  pickup_lat: number | null;
  pickup_lng: number | null;
  dropoff_lat: number | null;
  dropoff_lng: number | null;
  fare_kobo: number | null;
  fare_breakdown: unknown;
  distance_km: number | null;
  duration_min: number | null;
  customer_first_name: string | null;
  flight_number: string | null;
  meeting_point: string | null;
  driver_name: string | null;
  driver_initials: string | null;
  driver_rating: number | null;
  vehicle_model: string | null;
  vehicle_colour: string | null;
  vehicle_plate: string | null;
  vehicle_lat: number | null;
  vehicle_lng: number | null;
  vehicle_heading: number | null;
  vehicle_speed_kmh: number | null;
  position_at: string | null;
  position_source: string | null;
  free_cancellation_minutes: number | null;
  cancel_cutoff_at: string | null;
  can_cancel: boolean;
  can_rate: boolean;
  rating: number | null;
  rating_comment: string | null;
}

/** What each field must hold: a value always there, or one that may be null. */
type Check =
  | "text"
  | "text?"
  | "number?"
  | "flag"
  | "any"
  | readonly string[]
  | { nullable: readonly string[] };

// The interface names exactly the fields of the generated public.ride_view: a field added to or
// dropped from the type in SQL fails the type check here.
type SameKeys<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? true
    : false
  : false;
type Assert<T extends true> = T;
export type RideViewMatchesDatabase = Assert<
  SameKeys<RideView, Database["public"]["CompositeTypes"]["ride_view"]>
>;

const fields: Record<keyof RideView, Check> = {
  reference: "text",
  access: ["manage", "share"],
  share_token: "text?",
  status: booking_status,
  stage: rideStages,
  booking_time: "text",
  created_at: "text",
  confirmed_at: "text?",
  arrived_at: "text?",
  started_at: "text?",
  completed_at: "text?",
  cancelled_at: "text?",
  cancelled_by: { nullable: ["rider", "operator"] },
  cancellation_reason: "text?",
  service_type: service_type,
  pickup_location: "text",
  dropoff_location: "text",
  pickup_lat: "number?",
  pickup_lng: "number?",
  dropoff_lat: "number?",
  dropoff_lng: "number?",
  fare_kobo: "number?",
  fare_breakdown: "any",
  distance_km: "number?",
  duration_min: "number?",
  customer_first_name: "text?",
  flight_number: "text?",
  meeting_point: "text?",
  driver_name: "text?",
  driver_initials: "text?",
  driver_rating: "number?",
  vehicle_model: "text?",
  vehicle_colour: "text?",
  vehicle_plate: "text?",
  vehicle_lat: "number?",
  vehicle_lng: "number?",
  vehicle_heading: "number?",
  vehicle_speed_kmh: "number?",
  position_at: "text?",
  position_source: "text?",
  free_cancellation_minutes: "number?",
  cancel_cutoff_at: "text?",
  can_cancel: "flag",
  can_rate: "flag",
  rating: "number?",
  rating_comment: "text?",
};

function valueOf(name: string, check: Check, raw: unknown): unknown {
  const value = raw ?? null;
  const ok =
    check === "any" ||
    (check === "text" && typeof value === "string") ||
    (check === "text?" && (value === null || typeof value === "string")) ||
    (check === "number?" &&
      (value === null ||
        (typeof value === "number" && Number.isFinite(value)))) ||
    (check === "flag" && (value === null || typeof value === "boolean")) ||
    (Array.isArray(check) && check.includes(value as string)) ||
    (typeof check === "object" &&
      "nullable" in check &&
      (value === null || check.nullable.includes(value as string)));
  if (!ok) throw new TypeError(`The ride's ${name} is not what it should be.`);
  return check === "flag" ? value === true : value;
}

/**
 * ride_status's answer checked field by field against the view's shape, not cast. Written out
 * rather than with zod: the ride page is a link opened on a phone, often on a slow network, and
 * its first paint waits for this answer, so it carries neither zod nor supabase-js.
 */
export function parseRideView(data: unknown): RideView {
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new TypeError("The ride's answer is not a ride.");
  const source = data as Record<string, unknown>;
  const ride: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(fields) as [string, Check][])
    ride[name] = valueOf(name, check, source[name]);
  return ride as unknown as RideView;
}

/** The ride view's parser in the shape of a schema (`.parse`), for the cancel and rate calls. */
export const rideViewSchema = { parse: parseRideView } as const;

/** ride_status answers PT404 (HTTP 404) for a wrong reference or token, with one message. */
export function isRideNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === "PT404" || status === 404;
}

interface PostgrestFailure {
  message?: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

/**
 * The request the route preload script (scripts/route-preload-plugin.ts) started for this page
 * while the app was still downloading, if it is for this call: taken once, so every later poll asks
 * afresh.
 */
function takePrefetched(key: string): Promise<Response> | undefined {
  const held = window as {
    __ekoPrefetch?: { key: string; response: Promise<Response> };
  };
  const entry = held.__ekoPrefetch;
  if (entry?.key !== key) return undefined;
  delete held.__ekoPrefetch;
  return entry.response;
}

/**
 * ride_status over PostgREST with a plain fetch, as supabase-js would send it for a visitor (the
 * anon key as apikey and bearer): the read needs no session, and the client library stays off the
 * page's first paint. A failure is thrown as PostgREST describes it, with the HTTP status.
 */
async function fetchRide(
  reference: string,
  token: string,
  signal?: AbortSignal,
): Promise<RideView> {
  const request = JSON.stringify({ p_reference: reference, p_token: token });
  const response = await (takePrefetched(`ride_status:${request}`) ??
    fetch(`${env.supabaseUrl}/rest/v1/rpc/ride_status`, {
      method: "POST",
      headers: {
        apikey: env.supabaseAnonKey,
        Authorization: `Bearer ${env.supabaseAnonKey}`,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: request,
      signal,
    }));
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = (body ?? {}) as PostgrestFailure;
    throw withStatus(
      Object.assign(
        new Error(
          failure.message ?? `The ride could not be read (${response.status}).`,
        ),
        {
          code: failure.code,
          details: failure.details ?? null,
          hint: failure.hint ?? null,
        },
      ),
      response.status,
    );
  }
  return parseRideView(body);
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
      queryFn: ({ signal }) => fetchRide(reference, token, signal),
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
