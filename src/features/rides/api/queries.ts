import { queryOptions, type Query } from "@tanstack/react-query";

import { callAnonRpc } from "@/lib/anon-rpc";

import type { RideView } from "../types";
import { finalRideStages, parseRideView } from "./ride-view";

/** How often an active ride's page asks again (the contract: about every 5 s). */
export const RIDE_POLL_MS = 5_000;

/** ride_status answers PT404 (HTTP 404) for a wrong reference or token, with one message. */
export function isRideNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === "PT404" || status === 404;
}

/**
 * ride_status for whoever holds the link: no session, and no supabase-js on the page's first
 * paint. On a first visit the answer is usually already on its way, asked for by the route preload
 * script (the handshake is in src/lib/anon-rpc.ts); the arguments keep the order it sends them in.
 */
async function fetchRide(
  reference: string,
  token: string,
  signal?: AbortSignal,
): Promise<RideView> {
  const answer = await callAnonRpc(
    "ride_status",
    { p_reference: reference, p_token: token },
    { signal, failureMessage: "The ride could not be read" },
  );
  return parseRideView(answer);
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
