import { useQuery } from "@tanstack/react-query";

import { formatLagosStamp } from "@/lib/dates";
import { Skeleton } from "@/components/ui/skeleton";

import { bookingsAdminQueries } from "../api/queries";
import { toTimeline } from "../timeline";

/** Who did what and when, from the audit log. */
export function BookingTimeline({ bookingId }: { bookingId: string }) {
  const audit = useQuery(bookingsAdminQueries.timeline(bookingId));
  if (audit.isPending) return <Skeleton className="h-16 w-full" />;
  if (audit.isError) return <p className="text-sm">Error fetching history</p>;
  const events = toTimeline(audit.data);
  if (events.length === 0)
    return <p className="text-sm text-muted-foreground">No history yet.</p>;
  return (
    <ol className="grid gap-3 border-l border-border pl-4 text-sm">
      {events.map((event) => (
        <li key={event.key} className="relative grid gap-0.5">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary"
          />
          <span className="font-medium">{event.title}</span>
          {event.detail && (
            <span className="text-muted-foreground">{event.detail}</span>
          )}
          <span className="text-xs text-muted-foreground">
            <time dateTime={event.at}>{formatLagosStamp(event.at)}</time>
            {" · "}
            {event.actor}
          </span>
        </li>
      ))}
    </ol>
  );
}
