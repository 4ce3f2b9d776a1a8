import { useEffect, useRef } from "react";
import type L from "leaflet";

import { createLagosMap } from "@/components/map/lagos-map";

import "./tracking-map.css";

import { declutterMapLabels } from "../map/declutter-map-labels";
import { VehicleMarkers } from "../map/vehicle-markers";
import type { TrackedVehicle } from "../types";

export interface TrackingMapProps {
  vehicles: readonly TrackedVehicle[];
  selectedId: string | null;
  follow: boolean;
  now: number;
  onSelect: (vehicleId: string) => void;
}

/** Leaflet map of Lagos with one marker per vehicle that has a position. */
export function TrackingMap({
  vehicles,
  selectedId,
  follow,
  now,
  onSelect,
}: TrackingMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<VehicleMarkers | null>(null);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });

  useEffect(() => {
    if (!container.current) return;
    const { map: created } = createLagosMap(container.current);
    map.current = created;
    markers.current = new VehicleMarkers(created, (id) => select.current(id));
    // Area names overlap at city zoom (Victoria Island, Ikoyi, Lagos Island): one of each clash.
    const stopDeclutter = declutterMapLabels(created);
    // The container's size settles after layout (list beside or below the map).
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(container.current);
    return () => {
      resize.disconnect();
      stopDeclutter();
      markers.current?.destroy();
      created.remove();
      map.current = null;
      markers.current = null;
    };
  }, []);

  useEffect(() => {
    markers.current?.sync(vehicles, selectedId, now);
  }, [vehicles, selectedId, now]);

  const selected = vehicles.find((v) => v.vehicle_id === selectedId);
  const lat = selected?.lat ?? null;
  const lng = selected?.lng ?? null;
  useEffect(() => {
    const current = map.current;
    if (!current || lat === null || lng === null) return;
    // Following keeps the vehicle centred; otherwise it is only brought into view.
    if (follow || !current.getBounds().pad(-0.1).contains([lat, lng])) {
      current.panTo([lat, lng], { animate: true, duration: 0.5 });
    }
  }, [follow, lat, lng, selectedId]);

  return (
    <div
      ref={container}
      role="region"
      aria-label="Map of Lagos"
      className="tracking-map h-full w-full rounded-lg border border-border"
    />
  );
}
