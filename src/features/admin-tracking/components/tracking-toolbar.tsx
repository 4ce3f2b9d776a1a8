import { Crosshair } from "lucide-react";

import type { LiveStatus } from "@/lib/realtime-sync";
import { cn } from "@/lib/utils";
import { enumLabel } from "@/lib/vocabulary";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import type { StatusFilter, TrackingFilters } from "../filters";

const LIVE_TEXT: Record<LiveStatus, string> = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
};
const STATUS_FILTERS: StatusFilter[] = [
  "all",
  "available",
  "on-trip",
  "maintenance",
];

export interface TrackingToolbarProps {
  filters: TrackingFilters;
  onFiltersChange: (filters: TrackingFilters) => void;
  follow: boolean;
  canFollow: boolean;
  onFollowChange: (follow: boolean) => void;
  live: LiveStatus;
}

/** Search, status filter, the Follow toggle and the live connection state. */
export function TrackingToolbar({
  filters,
  onFiltersChange,
  follow,
  canFollow,
  onFollowChange,
  live,
}: TrackingToolbarProps) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <label className="sr-only" htmlFor="tracking-search">
        Search vehicles
      </label>
      <Input
        id="tracking-search"
        type="search"
        placeholder="Search model, plate, driver, booking"
        value={filters.search}
        onChange={(event) =>
          onFiltersChange({ ...filters, search: event.target.value })
        }
        className="h-10 w-full sm:w-72"
      />
      <div
        role="group"
        aria-label="Vehicle status"
        className="flex flex-wrap gap-1"
      >
        {STATUS_FILTERS.map((status) => (
          <Button
            key={status}
            type="button"
            size="sm"
            variant={filters.status === status ? "default" : "secondary"}
            aria-pressed={filters.status === status}
            onClick={() => onFiltersChange({ ...filters, status })}
          >
            {status === "all" ? "All" : enumLabel("vehicle_status", status)}
          </Button>
        ))}
      </div>
      <div className="ml-auto flex items-center gap-3">
        <span
          className="flex items-center gap-1.5 text-xs text-muted-foreground"
          data-live={live}
        >
          <span
            aria-hidden="true"
            className={cn(
              "size-2 rounded-full",
              live === "live" ? "bg-success" : "bg-warning",
            )}
          />
          {LIVE_TEXT[live]}
        </span>
        <Button
          type="button"
          size="sm"
          variant={follow ? "default" : "outline"}
          aria-pressed={follow}
          disabled={!canFollow}
          onClick={() => onFollowChange(!follow)}
        >
          <Crosshair aria-hidden="true" />
          Follow
        </Button>
      </div>
    </div>
  );
}
