/** A point as GeoJSON writes it: longitude first. */
export type LngLat = readonly [lng: number, lat: number];

const EARTH_RADIUS_M = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in metres (haversine); at city scale it is exact to well under a metre. */
export function distanceMetres(a: LngLat, b: LngLat): number {
  const dLat = toRadians(b[1] - a[1]);
  const dLng = toRadians(b[0] - a[0]);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a[1])) *
      Math.cos(toRadians(b[1])) *
      Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Compass heading from a towards b, whole degrees 0–359 (0 is north, 90 east). */
export function headingDegrees(a: LngLat, b: LngLat): number {
  const lat1 = toRadians(a[1]);
  const lat2 = toRadians(b[1]);
  const dLng = toRadians(b[0] - a[0]);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x =
    Math.cos(lat1) * Math.sin(lat2) -
    Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return Math.round(toDegrees(Math.atan2(y, x)) + 360) % 360;
}

/** The point a fraction t (0–1) of the way from a to b; straight enough over one road segment. */
export function interpolate(a: LngLat, b: LngLat, t: number): LngLat {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** A path with each vertex's distance from the start, so a position can be found by distance. */
export interface Polyline {
  points: readonly LngLat[];
  /** Metres from the first point to each point. */
  offsets: readonly number[];
  metres: number;
}

/** Measures a path, dropping repeated points (a zero-length segment has no heading). */
export function measurePolyline(path: readonly LngLat[]): Polyline {
  const points: LngLat[] = [];
  const offsets: number[] = [];
  let metres = 0;
  for (const point of path) {
    const last = points.at(-1);
    if (last) {
      const step = distanceMetres(last, point);
      if (step === 0) continue;
      metres += step;
    }
    points.push(point);
    offsets.push(metres);
  }
  return { points, offsets, metres };
}

export interface PointAlong {
  point: LngLat;
  /** Towards the next vertex, so a vehicle turns at junctions rather than cutting corners. */
  heading: number;
  /** Index of the segment the point is on (its start vertex). */
  segment: number;
  /** The distance reached or passed the end. */
  done: boolean;
}

/** Where a vehicle is after travelling `metres` along the line (clamped to its ends). */
export function pointAlong(line: Polyline, metres: number): PointAlong {
  const { points, offsets } = line;
  const first = points[0];
  if (!first) throw new Error("An empty path has no points to travel along.");
  if (points.length === 1)
    return { point: first, heading: 0, segment: 0, done: true };
  const last = points.length - 1;
  const at = Math.min(Math.max(metres, 0), line.metres);
  // The last segment whose start is at or before `at`.
  let low = 0;
  let high = last - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (offsets[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  const start = points[low]!;
  const end = points[low + 1]!;
  const span = offsets[low + 1]! - offsets[low]!;
  const point = interpolate(start, end, (at - offsets[low]!) / span);
  return {
    point,
    heading: headingDegrees(start, end),
    segment: low,
    done: at >= line.metres,
  };
}
