import { useEffect, useRef } from "react";
import L from "leaflet";

import { createLagosMap } from "@/components/map/lagos-map";
import {
  placeIcon,
  setVehicleHeading,
  vehicleIcon,
} from "@/components/map/markers";

type Point = [number, number];

export interface RideMapProps {
  vehicle: Point;
  heading: number | null;
  stale: boolean;
  /** The end of the route the vehicle is heading for: pickup on the way, drop-off on the trip. */
  target: { kind: "pickup" | "dropoff"; at: Point } | null;
  label: string;
}

const FIT_OPTIONS: L.FitBoundsOptions = { maxZoom: 15, padding: [32, 32] };

/**
 * The ride's vehicle on the Lagos map, with the place it is heading for. Loaded on its own after
 * the page's text has painted (Leaflet is most of its weight). On a touch screen one finger
 * scrolls the page, not the map; the zoom buttons still work.
 */
export default function RideMap({
  vehicle,
  heading,
  stale,
  target,
  label,
}: RideMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const car = useRef<L.Marker | null>(null);
  const end = useRef<L.Marker | null>(null);
  // What the view frames: the vehicle and where it is heading, refitted when the box resizes.
  const framed = useRef<L.LatLngBounds>(
    L.latLngBounds(target ? [vehicle, target.at] : [vehicle, vehicle]),
  );

  useEffect(() => {
    if (!container.current) return;
    const { map: created } = createLagosMap(container.current, {
      bounds: framed.current,
      maxFitZoom: FIT_OPTIONS.maxZoom,
      mapOptions: {
        dragging: !L.Browser.mobile,
        scrollWheelZoom: false,
        tapHold: false,
      },
    });
    map.current = created;
    car.current = L.marker(framed.current.getCenter(), {
      icon: vehicleIcon(),
      keyboard: false,
      interactive: false,
      zIndexOffset: 1000,
    }).addTo(created);
    let width = container.current.clientWidth;
    const resize = new ResizeObserver(([entry]) => {
      created.invalidateSize();
      const next = Math.round(entry?.contentRect.width ?? width);
      if (next === width) return;
      width = next;
      created.fitBounds(framed.current, FIT_OPTIONS);
    });
    resize.observe(container.current);
    return () => {
      resize.disconnect();
      created.remove();
      map.current = null;
      car.current = null;
      end.current = null;
    };
  }, []);

  const [lat, lng] = vehicle;
  useEffect(() => {
    const marker = car.current;
    const current = map.current;
    if (!marker || !current) return;
    marker.setLatLng([lat, lng]);
    setVehicleHeading(marker, heading);
    const element = marker.getElement();
    if (element) element.dataset.stale = String(stale);
    if (!current.getBounds().pad(-0.1).contains([lat, lng]))
      current.panTo([lat, lng], { animate: true, duration: 0.5 });
  }, [lat, lng, heading, stale]);

  const kind = target?.kind ?? null;
  const targetLat = target?.at[0] ?? null;
  const targetLng = target?.at[1] ?? null;
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    end.current?.remove();
    end.current = null;
    if (kind === null || targetLat === null || targetLng === null) return;
    end.current = L.marker([targetLat, targetLng], {
      icon: placeIcon(kind),
      keyboard: false,
      interactive: false,
    }).addTo(current);
  }, [kind, targetLat, targetLng]);

  // A new leg (pickup reached, trip started) frames the vehicle and its new goal.
  useEffect(() => {
    const current = map.current;
    const position = car.current?.getLatLng();
    if (!current || !position) return;
    framed.current = L.latLngBounds(
      targetLat !== null && targetLng !== null
        ? [position, [targetLat, targetLng]]
        : [position, position],
    );
    current.fitBounds(framed.current, FIT_OPTIONS);
  }, [kind, targetLat, targetLng]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      className="h-full w-full"
      data-testid="ride-map"
    />
  );
}
