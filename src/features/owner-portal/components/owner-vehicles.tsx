import { Wrench } from "lucide-react";

import { formatIsoDate } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { Badge } from "@/components/ui/badge";
import { StatusBadge } from "@/components/status-badge";

import type { OwnerVehicle } from "../types";

const percent = new Intl.NumberFormat("en-NG", {
  style: "percent",
  maximumFractionDigits: 0,
});
const km = new Intl.NumberFormat("en-NG");

/**
 * Each of the owner's vehicles: its status now; in the period, completed trips, their fares and
 * utilisation (days with at least one completed trip ÷ days of the period so far); and its next
 * service, flagged when overdue or due soon.
 */
export function OwnerVehicles({ vehicles }: { vehicles: OwnerVehicle[] }) {
  if (vehicles.length === 0) return null;
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {vehicles.map((v) => (
        <li key={v.vehicle_id}>
          <article
            aria-label={`${v.model} ${v.registration_number}`}
            className="grid h-full gap-4 rounded-2xl border border-border/80 bg-card p-4 shadow-soft"
          >
            <header className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="truncate font-medium text-foreground">
                  {v.model}
                </h3>
                <p className="text-xs text-muted-foreground">
                  {v.registration_number}
                </p>
              </div>
              <StatusBadge kind="vehicle_status" value={v.status} />
            </header>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <Figure label="Trips" value={km.format(v.trips)} />
              <Figure
                label="Trip fares"
                value={formatNaira(v.trip_revenue_kobo)}
              />
              <Figure
                label="Utilisation"
                value={
                  v.utilisation === null ? "—" : percent.format(v.utilisation)
                }
              />
            </dl>
            <Utilisation vehicle={v} />
            <ServiceDue vehicle={v} />
          </article>
        </li>
      ))}
    </ul>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words text-foreground tabular-nums">
        {value}
      </dd>
    </div>
  );
}

function Utilisation({ vehicle: v }: { vehicle: OwnerVehicle }) {
  if (v.utilisation === null)
    return (
      <p className="text-xs text-muted-foreground">
        This period has not started yet.
      </p>
    );
  return (
    <div className="grid gap-1.5">
      <div
        role="meter"
        aria-label={`Utilisation of ${v.model} ${v.registration_number}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(v.utilisation * 100)}
        aria-valuetext={`${v.active_days} of ${v.elapsed_days} days with a completed trip`}
        className="h-1.5 overflow-hidden rounded-full bg-secondary"
      >
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${Math.min(100, v.utilisation * 100)}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {v.active_days} of {v.elapsed_days}{" "}
        {v.elapsed_days === 1 ? "day" : "days"} with a completed trip
      </p>
    </div>
  );
}

function ServiceDue({ vehicle: v }: { vehicle: OwnerVehicle }) {
  const due = [
    v.next_service_date ? formatIsoDate(v.next_service_date) : null,
    v.next_service_km !== null ? `${km.format(v.next_service_km)} km` : null,
  ]
    .filter(Boolean)
    .join(" or at ");
  return (
    <div className="flex items-start justify-between gap-3 border-t border-border/60 pt-3 text-sm">
      <div className="flex min-w-0 gap-2">
        <Wrench
          className="mt-0.5 size-4 shrink-0 text-muted-foreground"
          aria-hidden
        />
        <p className="min-w-0">
          <span className="text-muted-foreground">Next service </span>
          <span className="text-foreground">{due || "not scheduled"}</span>
          {v.latest_odometer_km !== null ? (
            <span className="block text-xs text-muted-foreground">
              Odometer {km.format(v.latest_odometer_km)} km
            </span>
          ) : null}
        </p>
      </div>
      {v.service_overdue ? (
        <Badge variant="danger">Overdue</Badge>
      ) : v.service_due_soon ? (
        <Badge variant="warning">Due soon</Badge>
      ) : null}
    </div>
  );
}
