import { MapPin, Star, Users } from "lucide-react";

import { cn } from "@/lib/utils";
import { enumLabel } from "@/lib/vocabulary";
import { Badge } from "@/components/ui/badge";

import { formatDistanceKm, formatLastSeen } from "../format";
import type { DispatchCandidate } from "../types";

/**
 * One driver and their vehicle as a radio choice. A higher class than the ride is marked as an
 * upgrade; a refusal on class or seats stays selectable (the dialog then asks for a reason); any
 * other refusal is greyed with its reason.
 */
export function CandidateOption({
  candidate,
  name,
  checked,
  current,
  onSelect,
}: {
  candidate: DispatchCandidate;
  name: string;
  checked: boolean;
  current: boolean;
  onSelect: () => void;
}) {
  const id = `${name}-${candidate.driver_id}`;
  const disabled = !candidate.assignable && !candidate.overridable;
  const reasonId = `${id}-reason`;
  return (
    <li>
      <label
        htmlFor={id}
        data-assignable={candidate.assignable}
        className={cn(
          "flex gap-3 rounded-xl border border-border px-3.5 py-3 text-sm transition-colors",
          disabled
            ? "cursor-not-allowed bg-muted/30 opacity-60"
            : "cursor-pointer hover:bg-accent/60",
          candidate.overridable && !checked && "border-dashed",
          checked && "border-primary bg-primary/5",
        )}
      >
        <input
          id={id}
          type="radio"
          name={name}
          value={candidate.driver_id}
          checked={checked}
          disabled={disabled}
          onChange={onSelect}
          aria-describedby={candidate.reason ? reasonId : undefined}
          className="mt-1 size-4 accent-primary"
        />
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center gap-2 font-medium text-foreground">
            {candidate.driver_name}
            {current && <Badge variant="gold">Current</Badge>}
            {candidate.fit === "upgrade" && candidate.service_class && (
              <Badge variant="info">
                Upgrade: {enumLabel("service_type", candidate.service_class)}
              </Badge>
            )}
            {candidate.overridable && (
              <Badge variant="warning">Needs a reason</Badge>
            )}
            {candidate.driver_rating !== null && (
              <span className="inline-flex items-center gap-0.5 text-xs text-muted-foreground">
                <Star className="size-3" aria-hidden="true" />
                <span className="sr-only">Rating </span>
                {Number(candidate.driver_rating).toFixed(1)}
              </span>
            )}
          </span>
          <span className="text-muted-foreground">
            {candidate.vehicle_model
              ? `${candidate.vehicle_model} · ${candidate.registration_number}`
              : "No vehicle"}
            {candidate.seating_capacity !== null && (
              <span className="ml-2 inline-flex items-center gap-0.5">
                <Users className="size-3" aria-hidden="true" />
                {candidate.seating_capacity}
                <span className="sr-only"> seats</span>
              </span>
            )}
          </span>
          <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3" aria-hidden="true" />
              {formatDistanceKm(candidate.distance_km)}
            </span>
            <span>{formatLastSeen(candidate.last_seen_at)}</span>
          </span>
          {candidate.reason && (
            <span id={reasonId} className="text-xs text-warning">
              {candidate.reason}
            </span>
          )}
        </span>
      </label>
    </li>
  );
}
