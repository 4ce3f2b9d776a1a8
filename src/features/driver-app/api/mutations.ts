import { useMutation, useQueryClient } from "@tanstack/react-query";

import { notifyBookingUpdate } from "@/lib/booking-emails";
import { loadSupabase } from "@/lib/load-supabase";
import { notify } from "@/lib/toast";

import { stepToast } from "../trips";
import type { DriverTrip, TripStep } from "../types";
import { driverAppQueries } from "./queries";
import { driverRpcError } from "./server-error";

export interface TripStepInput {
  trip: DriverTrip;
  step: TripStep;
}

async function takeTripStep({ trip, step }: TripStepInput) {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc("driver_trip_step", {
    p_booking_id: trip.id,
    p_step: step,
  });
  if (error) throw driverRpcError(error, status);
  // The rider's e-mails follow the trip (the receipt once it is completed); sent at most once.
  notifyBookingUpdate(data.reference);
  return data;
}

/** Marks arrival, starts or completes a trip; the trips list follows at once, then refetches. */
export function useTripStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeTripStep,
    meta: { errorTitle: "Error updating trip" },
    onSuccess: (booking, { trip, step }) => {
      queryClient.setQueriesData<DriverTrip[]>(
        { queryKey: driverAppQueries.allTrips() },
        (trips) =>
          trips?.map((row) =>
            row.id === booking.id
              ? {
                  ...row,
                  status: booking.status,
                  arrived_at: booking.arrived_at,
                }
              : row,
          ),
      );
      const toast = stepToast(step, trip);
      notify(toast.title, toast.description);
      return queryClient.invalidateQueries({
        queryKey: driverAppQueries.all(),
      });
    },
  });
}
