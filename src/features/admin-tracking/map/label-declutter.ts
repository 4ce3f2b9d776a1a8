/**
 * Which of the base layer's place names to show at a zoom: a collision rule. The names are
 * placed in priority order (major areas, then minor ones, then waters, each in the order of
 * public/maps/lagos/labels.geojson); a name whose box would overlap one already placed is left
 * out until the map is zoomed in far enough to part them. At city zoom Victoria Island, Ikoyi and
 * Lagos Island sit within a few pixels of one another, so only the first of them reads.
 *
 * Pure (no Leaflet), so it is tested against the real label file.
 */

export type LabelTier = "major" | "minor" | "water";

export interface PlaceLabel {
  name: string;
  tier: LabelTier;
  lng: number;
  lat: number;
}

const TILE = 256;
const TIER_ORDER: Record<LabelTier, number> = { major: 0, minor: 1, water: 2 };

/** Web Mercator pixel position at a zoom (what Leaflet's default CRS does). */
export function project(lng: number, lat: number, zoom: number) {
  const scale = TILE * 2 ** zoom;
  const phi = (lat * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * scale,
    y:
      ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * scale,
  };
}

/**
 * A name's box in pixels around its anchor, as lagos-map.css draws it: 11 px capitals with
 * 0.06 em tracking (about 8.5 px a letter; italic water names about 6.5), 16 px high, plus a gap
 * so two names never touch.
 */
export function labelBox(label: PlaceLabel, zoom: number, gap = 4) {
  const { x, y } = project(label.lng, label.lat, zoom);
  const perChar = label.tier === "water" ? 6.5 : 8.5;
  const halfWidth = (label.name.length * perChar) / 2 + gap;
  const halfHeight = 8 + gap / 2;
  return {
    left: x - halfWidth,
    right: x + halfWidth,
    top: y - halfHeight,
    bottom: y + halfHeight,
  };
}

type Box = ReturnType<typeof labelBox>;
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The names shown at `zoom`, in priority order; every other name would collide with one of them. */
export function visibleLabels(
  labels: readonly PlaceLabel[],
  zoom: number,
): Set<string> {
  const ordered = labels
    .map((label, index) => ({ label, index }))
    .sort(
      (a, b) =>
        TIER_ORDER[a.label.tier] - TIER_ORDER[b.label.tier] ||
        a.index - b.index,
    );
  const placed: Box[] = [];
  const shown = new Set<string>();
  for (const { label } of ordered) {
    const box = labelBox(label, zoom);
    if (placed.some((other) => overlaps(box, other))) continue;
    placed.push(box);
    shown.add(label.name);
  }
  return shown;
}
