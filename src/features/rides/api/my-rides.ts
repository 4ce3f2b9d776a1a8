import { queryOptions } from "@tanstack/react-query";

import { Constants } from "@/lib/database.types";
import { withStatus } from "@/lib/errors";
import { loadSupabase } from "@/lib/load-supabase";
import { z } from "@/lib/zod";

import { rideStages } from "./ride-view";

const { booking_status, service_type } = Constants.public.Enums;

/** The two lists of My rides: still to come (soonest first), and done or cancelled (newest first). */
export const myRidesScopes = ["upcoming", "past"] as const;
export type MyRidesScope = (typeof myRidesScopes)[number];

/** Rides a page of My rides shows. */
export const MY_RIDES_PAGE_SIZE = 10;

/**
 * One row of my_rides(p_scope, p_limit, p_offset); every row repeats the scope's total_count. The
 * generated type marks every column non-null, so the row is checked (stage, fare and rating may be
 * null), not cast.
 */
const myRideRow = z.object({
  reference: z.string(),
  manage_token: z.string(),
  status: z.enum(booking_status),
  stage: z.enum(rideStages).nullish(),
  booking_time: z.string(),
  service_type: z.enum(service_type),
  pickup_location: z.string(),
  dropoff_location: z.string(),
  fare_kobo: z.number().nullish(),
  can_cancel: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  can_rate: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  rating: z.number().nullish(),
  total_count: z.coerce.number(),
});

export type MyRide = Omit<z.infer<typeof myRideRow>, "total_count">;

export interface MyRidesPage {
  rides: MyRide[];
  /** Rides in the scope altogether, so the pager knows how many pages there are. */
  total: number;
}

async function fetchMyRides(
  scope: MyRidesScope,
  page: number,
): Promise<MyRidesPage> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc("my_rides", {
    p_scope: scope,
    p_limit: MY_RIDES_PAGE_SIZE,
    p_offset: (page - 1) * MY_RIDES_PAGE_SIZE,
  });
  if (error) throw withStatus(error, status);
  const rows = z.array(myRideRow).parse(data);
  return {
    rides: rows.map(({ total_count: _total, ...ride }) => ride),
    total: rows[0]?.total_count ?? 0,
  };
}

/** The operator's free-cancellation window, in minutes before pickup. */
async function fetchRidePolicy(): Promise<{ freeCancellationMinutes: number }> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc("ride_policy");
  if (error) throw withStatus(error, status);
  const [row] = z
    .array(z.object({ free_cancellation_minutes: z.number().int() }))
    .parse(data);
  return { freeCancellationMinutes: row?.free_cancellation_minutes ?? 60 };
}

export const myRidesQueries = {
  all: () => ["my-rides"] as const,
  page: (scope: MyRidesScope, page: number) =>
    queryOptions({
      queryKey: [...myRidesQueries.all(), scope, page] as const,
      queryFn: () => fetchMyRides(scope, page),
      // The next page keeps the current one on screen until it arrives: no jump to skeletons.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[1] === scope ? previous : undefined,
      // Coming back to the tab shows what changed meanwhile (a driver assigned, a trip done).
      refetchOnWindowFocus: true,
      meta: { errorTitle: "Error fetching bookings" },
    }),
  policy: () =>
    queryOptions({
      queryKey: [...myRidesQueries.all(), "policy"] as const,
      queryFn: fetchRidePolicy,
      staleTime: 5 * 60_000,
      // Without it the cut-off is still enforced by the database; the default words are shown.
      meta: { toast: false },
    }),
};
