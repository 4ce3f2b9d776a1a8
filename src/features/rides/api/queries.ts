import { queryOptions, type Query } from "@tanstack/react-query";

import { callAnonRpc } from "@/lib/rpc-fetch";

import type { RidePayment, RideView } from "../types";
import {
  fetchRidePayment,
  openCheckout,
  startRideCheckout,
  verifyRidePayment,
} from "./ride-payment";
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
 * script (the handshake is in src/lib/rpc-fetch.ts); the arguments keep the order it sends them in.
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

/** Money on its way (a checkout awaiting its webhook, a refund being sent): asked again until settled. */
const settlingStates: ReadonlySet<RidePayment["state"]> = new Set([
  "pending",
  "refund_pending",
]);

export function ridePaymentPollInterval(
  query: Query<RidePayment, Error, RidePayment, readonly unknown[]>,
): number | false {
  const state = query.state.data?.state;
  return state && settlingStates.has(state) ? RIDE_POLL_MS : false;
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
  /**
   * ride_payment beside ride_status, asked at the same time (never after it). Under the ride's own
   * key, so whatever refreshes the ride (a cancellation) refreshes its money too.
   */
  payment: (reference: string, token: string) =>
    queryOptions({
      queryKey: [...rideQueries.all(), reference, token, "payment"] as const,
      queryFn: ({ signal }) => fetchRidePayment(reference, token, signal),
      refetchInterval: ridePaymentPollInterval,
      refetchIntervalInBackground: false,
      retry: (failureCount, error) =>
        !isRideNotFound(error) && failureCount < 2,
      // The payment card says what it can; a failed read never raises a toast over the ride.
      meta: { toast: false },
    }),
  /**
   * The payments function's verify for a checkout the rider came back from. A read in effect
   * (Paystack is asked, the ledger records what it says, idempotently), so it is a query: asked
   * once per reference, and again only by a reload, which is safe.
   */
  verify: (reference: string, token: string, paymentReference: string) =>
    queryOptions({
      queryKey: [
        ...rideQueries.all(),
        "verify",
        reference,
        token,
        paymentReference,
      ] as const,
      queryFn: () => verifyRidePayment({ reference, token, paymentReference }),
      staleTime: Infinity,
      retry: 1,
      meta: { toast: false },
    }),
};

/**
 * Pay now, for any screen that offers it (the ride page, the booking confirmation): the payments
 * function opens a Paystack checkout for what is due, and the browser goes there.
 */
export const rideCheckout = {
  options: () => ({
    mutationKey: [...rideQueries.all(), "checkout"] as const,
    mutationFn: startRideCheckout,
    meta: { errorTitle: "Payment could not start" },
  }),
  /** Where a successful checkout goes next: Paystack's own page. */
  open: openCheckout,
};
