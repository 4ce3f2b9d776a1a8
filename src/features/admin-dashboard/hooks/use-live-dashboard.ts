import { useCallback, useEffect, useMemo, useRef } from "react";
import type { RealtimeChannel } from "@supabase/supabase-js";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";

import { useRealtimeSync } from "@/hooks/use-realtime-sync";
import type { LiveStatus } from "@/lib/realtime-sync";

import { dashboardQueries, RECENT_BOOKINGS_LIMIT } from "../api/queries";
import type { RecentBooking } from "../types";

// Counts and alerts follow a burst of booking events with one refetch, not one per event.
const COUNTS_REFRESH_DELAY_MS = 1_000;

function toRecent(row: Record<string, unknown>): RecentBooking | null {
  if (typeof row.id !== "string" || typeof row.reference !== "string")
    return null;
  return {
    id: row.id,
    reference: row.reference,
    customer_name: String(row.customer_name ?? ""),
    pickup_location: String(row.pickup_location ?? ""),
    dropoff_location: String(row.dropoff_location ?? ""),
    booking_time: String(row.booking_time),
    service_type: row.service_type as RecentBooking["service_type"],
    status: row.status as RecentBooking["status"],
    driver_id: (row.driver_id as string | null) ?? null,
    created_at: String(row.created_at),
  };
}

/** A new booking goes on top (newest first, at most five); a change replaces the row it names. */
export function patchRecentBookings(
  queryClient: QueryClient,
  event: "INSERT" | "UPDATE",
  row: RecentBooking,
) {
  queryClient.setQueryData(
    dashboardQueries.recentBookings().queryKey,
    (list) => {
      if (!list) return list;
      if (event === "UPDATE")
        return list.map((b) => (b.id === row.id ? row : b));
      if (list.some((b) => b.id === row.id)) return list;
      return [row, ...list]
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, RECENT_BOOKINGS_LIMIT);
    },
  );
}

/**
 * Keeps the dashboard current over Realtime: booking inserts and updates patch the Recent
 * Bookings cache in place; the stat cards and alerts refetch once after a quiet second.
 */
export function useLiveDashboard(): LiveStatus {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refreshCounts = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void queryClient.invalidateQueries(dashboardQueries.stats());
      void queryClient.invalidateQueries(dashboardQueries.alerts());
    }, COUNTS_REFRESH_DELAY_MS);
  }, [queryClient]);

  const listen = useCallback(
    (channel: RealtimeChannel) =>
      channel.on(
        "postgres_changes",
        { event: "*", schema: "public", table: "bookings" },
        (payload) => {
          if (payload.eventType === "DELETE") {
            void queryClient.invalidateQueries(
              dashboardQueries.recentBookings(),
            );
          } else {
            const row = toRecent(payload.new);
            if (row) patchRecentBookings(queryClient, payload.eventType, row);
          }
          refreshCounts();
        },
      ),
    [queryClient, refreshCounts],
  );

  const feeds = useMemo(
    () => [
      dashboardQueries.recentBookings().queryKey,
      dashboardQueries.stats().queryKey,
      dashboardQueries.alerts().queryKey,
    ],
    [],
  );

  return useRealtimeSync({ channelName: "bookings:dashboard", listen, feeds });
}
