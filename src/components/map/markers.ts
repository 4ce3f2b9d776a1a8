import L from "leaflet";

const VEHICLE_SIZE = 28;
const PIN_SIZE = 16;

/**
 * A vehicle as a gold dot with a heading arrow (turned with `setVehicleHeading`); styled in
 * lagos-map.css, dimmed when its element carries `data-stale="true"`.
 */
export function vehicleIcon(): L.DivIcon {
  return L.divIcon({
    className: "lagos-map-vehicle-icon",
    html: '<span class="lagos-map-vehicle"><span class="lagos-map-vehicle-heading"></span></span>',
    iconSize: [VEHICLE_SIZE, VEHICLE_SIZE],
    iconAnchor: [VEHICLE_SIZE / 2, VEHICLE_SIZE / 2],
  });
}

export function setVehicleHeading(
  marker: L.Marker,
  heading: number | null,
): void {
  const arrow = marker
    .getElement()
    ?.querySelector<HTMLElement>(".lagos-map-vehicle-heading");
  if (arrow) {
    arrow.style.transform = `rotate(${heading ?? 0}deg)`;
    arrow.hidden = heading === null;
  }
}

/** A place on the route: `pickup` is a gold ring, `dropoff` a filled light square. */
export function placeIcon(kind: "pickup" | "dropoff"): L.DivIcon {
  return L.divIcon({
    className: "lagos-map-place-icon",
    html: `<span class="lagos-map-place" data-kind="${kind}"></span>`,
    iconSize: [PIN_SIZE, PIN_SIZE],
    iconAnchor: [PIN_SIZE / 2, PIN_SIZE / 2],
  });
}
