import L from "leaflet";

import { isStale } from "../freshness";
import { stateLabel, trackingState, type TrackingState } from "../state";
import type { TrackedVehicle } from "../types";

interface Drawn {
  marker: L.Marker;
  vehicle: TrackedVehicle;
  state: TrackingState;
  stale: boolean;
  selected: boolean;
}

const MARKER_SIZE = 20;

function markerIcon(): L.DivIcon {
  return L.divIcon({
    className: "tracking-marker-icon",
    html: '<span class="tracking-marker"><span class="tracking-marker-heading"></span></span>',
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
  });
}

function describe(vehicle: TrackedVehicle, state: TrackingState): string {
  return `${vehicle.model} ${vehicle.registration_number} (${stateLabel[state]})`;
}

/**
 * The vehicles on the map as light DOM markers: shape and colour by tracking state (state.ts,
 * drawn in tracking-map.css) with a heading arrow while live, ringed when selected. `sync` touches
 * only the markers whose vehicle, state or selection changed, so a frame with a few new positions
 * costs a few DOM writes.
 */
export class VehicleMarkers {
  private drawn = new Map<string, Drawn>();

  constructor(
    private readonly map: L.Map,
    private readonly onSelect: (vehicleId: string) => void,
  ) {}

  sync(
    vehicles: readonly TrackedVehicle[],
    selectedId: string | null,
    now: number,
  ): void {
    const seen = new Set<string>();
    for (const vehicle of vehicles) {
      if (vehicle.lat === null || vehicle.lng === null) continue;
      seen.add(vehicle.vehicle_id);
      const state = trackingState(vehicle, now);
      const stale = isStale(vehicle.recorded_at, now);
      const selected = vehicle.vehicle_id === selectedId;
      const drawn = this.drawn.get(vehicle.vehicle_id);
      if (!drawn) {
        this.add(vehicle, state, stale, selected);
      } else if (
        drawn.vehicle !== vehicle ||
        drawn.state !== state ||
        drawn.stale !== stale ||
        drawn.selected !== selected
      ) {
        if (
          drawn.vehicle.lat !== vehicle.lat ||
          drawn.vehicle.lng !== vehicle.lng
        )
          drawn.marker.setLatLng([vehicle.lat, vehicle.lng]);
        Object.assign(drawn, { vehicle, state, stale, selected });
        this.paint(drawn);
      }
    }
    for (const [id, drawn] of this.drawn) {
      if (seen.has(id)) continue;
      drawn.marker.remove();
      this.drawn.delete(id);
    }
  }

  private add(
    vehicle: TrackedVehicle,
    state: TrackingState,
    stale: boolean,
    selected: boolean,
  ) {
    const marker = L.marker([vehicle.lat!, vehicle.lng!], {
      icon: markerIcon(),
      keyboard: false,
      riseOnHover: true,
    })
      .on("click", () => this.onSelect(vehicle.vehicle_id))
      .addTo(this.map);
    const drawn = { marker, vehicle, state, stale, selected };
    this.drawn.set(vehicle.vehicle_id, drawn);
    this.paint(drawn);
  }

  private paint({ marker, vehicle, state, stale, selected }: Drawn) {
    const element = marker.getElement();
    if (!element) return;
    element.dataset.vehicleId = vehicle.vehicle_id;
    element.dataset.status = vehicle.vehicle_status;
    element.dataset.state = state;
    // Whether the fix is old, whatever the state makes of it (off duty or stale).
    element.dataset.stale = String(stale);
    element.dataset.selected = String(selected);
    element.dataset.source = vehicle.source ?? "";
    element.title = describe(vehicle, state);
    const heading = element.querySelector<HTMLElement>(
      ".tracking-marker-heading",
    );
    if (heading) heading.style.transform = `rotate(${vehicle.heading ?? 0}deg)`;
    marker.setZIndexOffset(selected ? 1000 : 0);
  }

  destroy(): void {
    for (const drawn of this.drawn.values()) drawn.marker.remove();
    this.drawn.clear();
  }
}
