import { memo, useEffect, useRef } from "react";

import { cn } from "@/lib/utils";
import { enumLabel } from "@/lib/vocabulary";
import { StatusBadge } from "@/components/status-badge";

import { fixAge, sourceLabel } from "../freshness";
import { useNow } from "../hooks/use-now";
import type { TrackingState } from "../state";
import type { TrackedVehicle } from "../types";
import { StateBadge } from "./state-badge";

export interface VehicleListItemProps {
  vehicle: TrackedVehicle;
  /** On trip, available, off duty or stale (state.ts), as on the map and in the legend. */
  state: TrackingState;
  selected: boolean;
  onSelect: (vehicleId: string) => void;
  onViewBooking?: (bookingId: string) => void;
}

/** "Last fix 12 s ago": the only part of a row that changes every second. */
function FixAge({ recordedAt }: { recordedAt: string | null }) {
  const now = useNow();
  return (
    <span className="tabular-nums">Last fix {fixAge(recordedAt, now)}</span>
  );
}

/** One vehicle in the tracking list: what it is, how fresh its fix is, who drives, which trip. */
export const VehicleListItem = memo(function VehicleListItem({
  vehicle,
  state,
  selected,
  onSelect,
  onViewBooking,
}: VehicleListItemProps) {
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (selected) item.current?.scrollIntoView({ block: "nearest" });
  }, [selected]);
  const hasFix = vehicle.recorded_at !== null;

  return (
    <li
      ref={item}
      data-vehicle-id={vehicle.vehicle_id}
      data-selected={selected}
      className={cn(
        // Rows out of view skip layout and paint (300 vehicles update every 2 s).
        "rounded-lg border px-3 py-2.5 transition-colors [contain-intrinsic-size:auto_6rem] [content-visibility:auto]",
        selected
          ? "border-primary bg-primary/10"
          : "border-border bg-card hover:border-primary/40",
        (state === "stale" || state === "off-duty") &&
          !selected &&
          "border-dashed",
      )}
    >
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => onSelect(vehicle.vehicle_id)}
        className="flex w-full min-w-0 flex-col gap-1.5 rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        <span className="flex w-full flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium text-foreground">{vehicle.model}</span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {vehicle.registration_number}
          </span>
          <span className="ml-auto flex items-center gap-1.5">
            <StateBadge state={state} />
            {/* The state already says on trip or available; maintenance is worth its own word. */}
            {vehicle.vehicle_status === "maintenance" ? (
              <StatusBadge kind="vehicle_status" value="maintenance" />
            ) : null}
          </span>
        </span>
        <span className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          {hasFix ? (
            <>
              <span className="tabular-nums">
                {Math.round(vehicle.speed_kmh ?? 0)} km/h
              </span>
              <FixAge recordedAt={vehicle.recorded_at} />
              {vehicle.source ? (
                <span>{sourceLabel[vehicle.source]}</span>
              ) : null}
            </>
          ) : (
            <span>No position yet</span>
          )}
        </span>
        <span className="text-xs text-foreground/90">
          {vehicle.driver_name ?? (vehicle.driver_id ? "Driver" : "No driver")}
        </span>
      </button>
      {vehicle.booking_id && vehicle.booking_reference ? (
        <p className="mt-1.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          {onViewBooking ? (
            <button
              type="button"
              onClick={() => onViewBooking(vehicle.booking_id!)}
              className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              {vehicle.booking_reference}
            </button>
          ) : (
            <span className="font-medium text-primary">
              {vehicle.booking_reference}
            </span>
          )}
          {vehicle.booking_status ? (
            <span>{enumLabel("booking_status", vehicle.booking_status)}</span>
          ) : null}
          <span className="min-w-0 truncate">
            {vehicle.pickup_location} → {vehicle.dropoff_location}
          </span>
        </p>
      ) : null}
    </li>
  );
});
