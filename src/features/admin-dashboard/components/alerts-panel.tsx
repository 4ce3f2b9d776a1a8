import { useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { toUserMessage } from "@/lib/errors";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import { dashboardQueries } from "../api/queries";
import { AlertItem } from "./alert-item";
import { DashboardPanel } from "./dashboard-panel";

const FIRST_SHOWN = 6;

/** What needs an operator now: licences, unassigned pickups, vehicles in maintenance. */
export function AlertsPanel({
  onAssign,
}: {
  onAssign: (bookingId: string) => void;
}) {
  const { data, error, isPending } = useQuery(dashboardQueries.alerts());
  const [showAll, setShowAll] = useState(false);
  const count = data?.length ?? 0;
  const shown = showAll ? data : data?.slice(0, FIRST_SHOWN);
  return (
    <DashboardPanel
      title="Alerts"
      action={
        count > 0 ? (
          <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-medium text-danger">
            {count}
          </span>
        ) : null
      }
    >
      {isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : error ? (
        <div role="alert" className="space-y-1 text-sm">
          <p className="font-medium text-foreground">Error fetching data</p>
          <p className="text-muted-foreground">{toUserMessage(error)}</p>
        </div>
      ) : count === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing needs attention right now.
        </p>
      ) : (
        <>
          <ul className="divide-y divide-border" aria-label="Alerts">
            {shown?.map((alert) => (
              <AlertItem
                key={`${alert.kind}:${alert.booking_id ?? alert.driver_id}`}
                alert={alert}
                onAssign={onAssign}
              />
            ))}
          </ul>
          {count > FIRST_SHOWN ? (
            <Button
              size="sm"
              variant="link"
              className="mt-3 px-0"
              onClick={() => setShowAll((all) => !all)}
            >
              {showAll ? "Show fewer" : `Show all ${count} alerts`}
            </Button>
          ) : null}
        </>
      )}
    </DashboardPanel>
  );
}
