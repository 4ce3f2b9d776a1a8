import {
  useMutation,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";

import { notifyBookingUpdate } from "@/lib/booking-emails";
import { withStatus } from "@/lib/errors";
import { loadSupabase } from "@/lib/load-supabase";
import { notify } from "@/lib/toast";

import { myRidesQueries } from "./my-rides";
import { rideQueries, rideViewSchema, type RideView } from "./queries";

/** Which ride, and how the caller may act on it: its manage token, or null for the signed-in rider. */
export interface RideTarget {
  reference: string;
  token: string | null;
}

export interface CancelRideInput extends RideTarget {
  reason: string;
}

export interface RateRideInput extends RideTarget {
  rating: number;
  comment: string | null;
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
    // TODO(types): cancel_ride joins the generated types when its migration lands.
    "cancel_ride" as never,
    { p_reference: reference, p_token: token, p_reason: reason } as never,
  );
  if (error) throw rideRpcError(error, status);
  return rideViewSchema.parse(data);
}

async function rateRide({
  reference,
  token,
  rating,
  comment,
}: RateRideInput): Promise<RideView> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc(
    // TODO(types): rate_ride joins the generated types when its migration lands.
    "rate_ride" as never,
    {
      p_reference: reference,
      p_token: token,
      p_rating: rating,
      p_comment: comment,
    } as never,
  );
  if (error) throw rideRpcError(error, status);
  return rideViewSchema.parse(data);
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
