import { useQuery } from "@tanstack/react-query";

import { toUserMessage } from "@/lib/errors";
import type { LiveStatus } from "@/lib/realtime-sync";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import { dashboardQueries, RECENT_BOOKINGS_LIMIT } from "../api/queries";
import { DashboardPanel } from "./dashboard-panel";
import { RecentBookingRow } from "./recent-booking-row";

const LIVE_TEXT: Record<LiveStatus, string> = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
};

/** The latest five bookings, newest first, kept current over Realtime by the page. */
export function RecentBookings({
  live,
  onView,
  onAssign,
}: {
  live: LiveStatus;
  onView: (id: string) => void;
  onAssign: (id: string) => void;
}) {
  const { data, error, isPending, refetch } = useQuery(
    dashboardQueries.recentBookings(),
  );
  return (
    <DashboardPanel
      title="Recent Bookings"
      action={
        <span
          className="flex items-center gap-1.5 text-xs text-muted-foreground"
          data-live={live}
        >
          <span
            aria-hidden="true"
            className={
              live === "live"
                ? "size-2 rounded-full bg-success"
                : "size-2 rounded-full bg-warning"
            }
          />
          {LIVE_TEXT[live]}
        </span>
      }
    >
      {isPending ? (
        <ul aria-label="Loading recent bookings" className="space-y-4">
          {Array.from({ length: RECENT_BOOKINGS_LIMIT }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-14 w-full" />
            </li>
          ))}
        </ul>
      ) : error ? (
        <div role="alert" className="space-y-2 text-sm">
          <p className="font-medium text-foreground">
            Error fetching recent bookings
          </p>
          <p className="text-muted-foreground">{toUserMessage(error)}</p>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bookings yet.</p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Recent bookings">
          {data.map((booking) => (
            <RecentBookingRow
              key={booking.id}
              booking={booking}
              onView={onView}
              onAssign={onAssign}
            />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
