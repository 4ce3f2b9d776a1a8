import { useCallback, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import { trackingQueries } from "../api/queries";
import { filterVehicles, type TrackingFilters } from "../filters";
import { useLiveTracking } from "../hooks/use-live-tracking";
import { useNow } from "../hooks/use-now";
import { trackingState, trackingStates, type TrackingState } from "../state";
import type { TrackedVehicle } from "../types";
import { SimulatedBanner } from "./simulated-banner";
import { TrackingLegend } from "./tracking-legend";
import { TrackingMap } from "./tracking-map";
import { TrackingToolbar } from "./tracking-toolbar";
import { VehicleList } from "./vehicle-list";

const NO_VEHICLES: readonly TrackedVehicle[] = [];
const PANE_HEIGHT = "lg:h-[calc(100dvh-15rem)] lg:min-h-[32rem]";

/**
 * Live tracking: every vehicle on a map of Lagos and in a list that select together, kept
 * current over Realtime. `onViewBooking` opens the booking a vehicle is serving.
 */
export function TrackingPage({
  onViewBooking,
}: {
  onViewBooking?: (bookingId: string) => void;
}) {
  const board = useQuery(trackingQueries.board());
  const live = useLiveTracking();
  const now = useNow();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [follow, setFollow] = useState(false);
  const [filters, setFilters] = useState<TrackingFilters>({
    status: "all",
    search: "",
  });

  const vehicles = board.data ?? NO_VEHICLES;
  const shown = useMemo(
    () => filterVehicles(vehicles, filters),
    [vehicles, filters],
  );
  const selected = vehicles.find((v) => v.vehicle_id === selectedId);
  const simulated = shown.some(
    (v) => v.source === "simulator" && v.lat !== null,
  );
  const counts = useMemo(() => {
    const by = Object.fromEntries(trackingStates.map((s) => [s, 0])) as Record<
      TrackingState,
      number
    >;
    for (const v of shown) by[trackingState(v, now)] += 1;
    return by;
  }, [shown, now]);
  const staleCount = counts.stale;
  const select = useCallback((vehicleId: string) => {
    setSelectedId(vehicleId);
  }, []);

  // A failed refresh keeps the vehicles on screen (the query client raises the toast).
  if (board.data === undefined && !board.isError) {
    return <Skeleton aria-label="Loading vehicles" className="h-[60vh]" />;
  }
  if (board.data === undefined) {
    return (
      <div role="alert" className="space-y-3 rounded-lg border p-4 text-sm">
        <p className="font-medium text-danger">Error fetching data</p>
        <Button size="sm" variant="outline" onClick={() => board.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <>
      {simulated ? <SimulatedBanner /> : null}
      <TrackingToolbar
        filters={filters}
        onFiltersChange={setFilters}
        follow={follow && Boolean(selected?.lat)}
        canFollow={Boolean(selected?.lat)}
        onFollowChange={setFollow}
        live={live}
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className={`flex flex-col gap-2 ${PANE_HEIGHT}`}>
          <div className="h-[50vh] min-h-72 lg:h-auto lg:min-h-0 lg:flex-1">
            <TrackingMap
              vehicles={shown}
              selectedId={selectedId}
              follow={follow}
              now={now}
              onSelect={select}
            />
          </div>
          <TrackingLegend counts={counts} />
        </div>
        <section
          aria-label="Vehicle list"
          className={`min-w-0 lg:overflow-y-auto lg:pr-1 ${PANE_HEIGHT}`}
        >
          <p className="mb-2 text-xs text-muted-foreground">
            {shown.length} {shown.length === 1 ? "vehicle" : "vehicles"}
            {staleCount > 0 ? ` · ${staleCount} stale` : ""}
          </p>
          <VehicleList
            vehicles={shown}
            selectedId={selectedId}
            now={now}
            onSelect={select}
            onViewBooking={onViewBooking}
          />
        </section>
      </div>
    </>
  );
}
