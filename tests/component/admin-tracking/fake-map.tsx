import type { TrackingMapProps } from "@/features/admin-tracking/components/tracking-map";

/**
 * Stands in for the Leaflet map, which needs a canvas and layout jsdom lacks (the e2e spec drives
 * the real one): one button per vehicle on the map, saying whether it is selected.
 */
export function FakeTrackingMap({
  vehicles,
  selectedId,
  follow,
  onSelect,
}: TrackingMapProps) {
  return (
    <ul aria-label="Map markers" data-follow={follow}>
      {vehicles
        .filter((v) => v.lat !== null)
        .map((v) => (
          <li key={v.vehicle_id}>
            <button
              type="button"
              data-selected={v.vehicle_id === selectedId}
              onClick={() => onSelect(v.vehicle_id)}
            >
              {`Marker ${v.registration_number}`}
            </button>
          </li>
        ))}
    </ul>
  );
}
