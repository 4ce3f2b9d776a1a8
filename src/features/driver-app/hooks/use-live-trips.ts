import { useCallback, useMemo } from "react";
import type { RealtimeChannel } from "@supabase/supabase-js";
import { useQueryClient } from "@tanstack/react-query";

import { useRealtimeSync } from "@/hooks/use-realtime-sync";
import type { LiveStatus } from "@/lib/realtime-sync";

import { driverAppQueries } from "../api/queries";

/**
 * Refetches the driver's trips whenever one of their bookings changes (a dispatcher assigns,
 * reschedules or cancels). Row-level security already limits the stream to their own bookings;
 * the filter keeps the server from evaluating everyone else's.
 */
export function useLiveTrips(driverId: string | undefined): LiveStatus {
  const queryClient = useQueryClient();
  const listen = useCallback(
    (channel: RealtimeChannel) =>
      channel.on(
        "postgres_changes",
        {
          event: "*",
          schema: "public",
          table: "bookings",
          filter: `driver_id=eq.${driverId}`,
        },
        () =>
          void queryClient.invalidateQueries({
            queryKey: driverAppQueries.allTrips(),
          }),
      ),
    [driverId, queryClient],
  );
  const feeds = useMemo(() => [driverAppQueries.allTrips()], []);
  return useRealtimeSync({
    channelName: `bookings:driver:${driverId}`,
    listen,
    feeds,
    enabled: Boolean(driverId),
  });
}
