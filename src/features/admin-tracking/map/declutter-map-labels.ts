import L from "leaflet";

import {
  visibleLabels,
  type LabelTier,
  type PlaceLabel,
} from "./label-declutter";

const HIDDEN = "lagos-map-label-hidden";

/** The base layer's place names on `map`: each marker with its name, tier and position. */
function placeLabels(map: L.Map) {
  const found: { marker: L.Marker; label: PlaceLabel }[] = [];
  map.eachLayer((layer) => {
    if (!(layer instanceof L.Marker)) return;
    const className = String(layer.options.icon?.options.className ?? "");
    if (!className.includes("lagos-map-label")) return;
    const element = layer.getElement();
    const name = element?.textContent?.trim();
    if (!name) return;
    const tier: LabelTier = className.includes("water")
      ? "water"
      : className.includes("minor")
        ? "minor"
        : "major";
    const { lat, lng } = layer.getLatLng();
    found.push({ marker: layer, label: { name, tier, lng, lat } });
  });
  return found;
}

/**
 * Keeps the base layer's area names from overlapping: after every zoom (and once the names have
 * arrived, as the layer loads asynchronously) the collision rule decides which to show. Names the
 * base layer already hides when zoomed out (minor areas) are left to it and take no room.
 */
export function declutterMapLabels(map: L.Map): () => void {
  let frame = 0;
  const apply = () => {
    frame = 0;
    const zoom = map.getZoom();
    const far = map.getContainer().dataset.zoom === "far";
    const labels = placeLabels(map).filter(
      ({ label }) => !(far && label.tier === "minor"),
    );
    const shown = visibleLabels(
      labels.map(({ label }) => label),
      zoom,
    );
    for (const { marker, label } of labels)
      marker.getElement()?.classList.toggle(HIDDEN, !shown.has(label.name));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(apply);
  };
  map.on("zoomend layeradd", schedule);
  schedule();
  return () => {
    map.off("zoomend layeradd", schedule);
    if (frame) cancelAnimationFrame(frame);
  };
}
