import {
  useMutation,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";

import { notifyBookingUpdate } from "@/lib/booking-emails";
import type { Database } from "@/lib/database.types";
import { withStatus } from "@/lib/errors";
import { loadSupabase } from "@/lib/load-supabase";
import { notify } from "@/lib/toast";

import type {
  CancelRideInput,
  RateRideInput,
  RideTarget,
  RideView,
} from "../types";
import { myRidesQueries } from "./my-rides";
import { rideQueries } from "./queries";
import { settleRidePayments } from "./ride-payment";
import { parseRideView } from "./ride-view";

type Functions = Database["public"]["Functions"];

/**
 * The generator types every function argument as non-null, but p_token is null when the signed-in
 * rider acts without the link (the database then checks the booking is theirs). This is the one
 * place that says so; everything else about the arguments stays checked.
 */
function riderArgs<F extends "cancel_ride" | "rate_ride">(
  args: Omit<Functions[F]["Args"], "p_token"> & { p_token: string | null },
) {
  return args as Functions[F]["Args"];
}

interface RpcError {
  message: string;
  code?: string;
}

/**
 * cancel_ride and rate_ride refuse with sentences written for the rider ("Free cancellation closed
 * 60 minutes before pickup…", "This ride has already been rated."). Their SQLSTATEs (42501, 23505)
 * would otherwise be shown as the generic texts for those codes, so the sentence is kept and the
 * code moved aside (as `sqlState`) where toUserMessage does not look.
 */
export function rideRpcError(error: RpcError, status: number): Error {
  if (error.message && status >= 400 && status < 500)
    return withStatus(
      Object.assign(new Error(error.message), { sqlState: error.code }),
      status,
    );
  return withStatus(error as Error, status);
}

/** The new state of the ride everywhere it is shown: its page (if open by this token) and My rides. */
async function showUpdatedRide(
  queryClient: QueryClient,
  { reference, token }: RideTarget,
  ride: RideView,
) {
  if (token)
    queryClient.setQueryData(
      rideQueries.status(reference, token).queryKey,
      ride,
    );
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: [...rideQueries.all(), reference],
    }),
    queryClient.invalidateQueries({ queryKey: myRidesQueries.all() }),
  ]);
}

async function cancelRide({
  reference,
  token,
  reason,
}: CancelRideInput): Promise<RideView> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc(
    "cancel_ride",
    riderArgs<"cancel_ride">({
      p_reference: reference,
      p_token: token,
      p_reason: reason,
    }),
  );
  if (error) throw rideRpcError(error, status);
  return parseRideView(data);
}

async function rateRide({
  reference,
  token,
  rating,
  comment,
}: RateRideInput): Promise<RideView> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc(
    "rate_ride",
    riderArgs<"rate_ride">({
      p_reference: reference,
      p_token: token,
      p_rating: rating,
      // Left out when blank: the database's default (no comment).
      ...(comment ? { p_comment: comment } : {}),
    }),
  );
  if (error) throw rideRpcError(error, status);
  return parseRideView(data);
}

/**
 * After a cancellation the database has already written the refunds it calls for (all of it
 * before the cut-off, less the fee after); the payments function sends them to Paystack. Fire and
 * forget, like the e-mail: the cancellation stands either way, and the function is idempotent.
 */
function settleAfterCancel(queryClient: QueryClient, target: RideTarget) {
  void settleRidePayments(target).then(
    (payment) => {
      if (target.token)
        queryClient.setQueryData(
          rideQueries.payment(target.reference, target.token).queryKey,
          payment,
        );
    },
    (error: unknown) => console.warn("payments (settle) failed", error),
  );
}

/** Cancels a ride with the rider's reason; the database decides whether it is still free to. */
export function useCancelRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRide,
    meta: { errorTitle: "Error cancelling ride" },
    onSuccess: (ride, input) => {
      notify(
        "Ride Cancelled",
        `Booking ${ride.reference} is cancelled. We will e-mail you a confirmation.`,
      );
      notifyBookingUpdate(ride.reference);
      settleAfterCancel(queryClient, input);
      return showUpdatedRide(queryClient, input, ride);
    },
  });
}

/** Rates a completed ride once: 1 to 5 stars and an optional comment. */
export function useRateRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateRide,
    meta: { errorTitle: "Error rating ride" },
    onSuccess: (ride, input) => {
      notify("Thank You", "Your rating helps us keep every ride excellent.");
      return showUpdatedRide(queryClient, input, ride);
    },
  });
}
