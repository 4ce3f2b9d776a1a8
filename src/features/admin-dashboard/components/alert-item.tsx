import { AlertTriangle, Clock } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";

import type { DashboardAlert } from "../api/alerts";

/** One alert with the action that resolves it. */
export function AlertItem({
  alert,
  onAssign,
}: {
  alert: DashboardAlert;
  onAssign: (bookingId: string) => void;
}) {
  const critical = alert.severity === "critical";
  const Icon = critical ? AlertTriangle : Clock;
  const bookingId = alert.booking_id;
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0" data-kind={alert.kind}>
      <Icon
        aria-hidden="true"
        className={cn(
          "mt-0.5 size-4 shrink-0",
          critical ? "text-danger" : "text-warning",
        )}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-medium text-foreground">
          <span className="sr-only">
            {critical ? "Critical: " : "Warning: "}
          </span>
          {alert.title}
        </p>
        <p className="text-xs text-muted-foreground">{alert.detail}</p>
        <div className="flex flex-wrap gap-2 pt-1">
          {bookingId ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onAssign(bookingId)}
            >
              {alert.kind === "vehicle_in_maintenance" ? "Reassign" : "Assign"}
            </Button>
          ) : null}
          {alert.kind === "vehicle_in_maintenance" ? (
            <Button size="sm" variant="ghost" asChild>
              <Link to={paths.admin.fleet.href()}>Open fleet</Link>
            </Button>
          ) : null}
          {alert.kind.startsWith("service_") ? (
            <Button size="sm" variant="outline" asChild>
              <Link
                to={paths.admin.maintenance.href({
                  vehicle: alert.vehicle_id ?? undefined,
                })}
              >
                Open maintenance
              </Link>
            </Button>
          ) : null}
          {alert.kind.startsWith("licence") ? (
            <Button size="sm" variant="outline" asChild>
              <Link to={paths.admin.drivers.href()}>Open drivers</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
