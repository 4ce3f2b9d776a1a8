import type { RoadKind } from "./road-graph.ts";

/** A graph road, or the short street leg between a place and the nearest road vertex. */
export type SegmentKind = RoadKind | "street";

// Typical free-flow speeds on Lagos roads in km/h (the expressways rarely stay above 70 in town).
const FREE_FLOW_KMH: Record<SegmentKind, number> = {
  expressway: 70,
  bridge: 55,
  major: 40,
  street: 22,
};

// Share of the free-flow speed left in the weekday rush (the "go-slow"); bridges into the Island
// and the expressways suffer most.
const RUSH_FACTOR: Record<SegmentKind, number> = {
  expressway: 0.3,
  bridge: 0.3,
  major: 0.4,
  street: 0.6,
};

const LAGOS_OFFSET_MS = 3_600_000;

/** Lagos wall-clock hour (with fraction) and weekday; Lagos keeps UTC+1 all year. */
function lagosClock(at: Date): { hour: number; weekday: number } {
  const lagos = new Date(at.getTime() + LAGOS_OFFSET_MS);
  return {
    hour: lagos.getUTCHours() + lagos.getUTCMinutes() / 60,
    weekday: lagos.getUTCDay(),
  };
}

/**
 * How congested the roads are, from 0 (free flow) to 1 (the worst rush hour): weekday mornings
 * 06:30–10:00 and evenings 16:00–20:30, a lighter weekday midday, and a mild Saturday afternoon.
 */
export function congestion(at: Date): number {
  const { hour, weekday } = lagosClock(at);
  const weekend = weekday === 0 || weekday === 6;
  if (weekend) return weekday === 6 && hour >= 12 && hour < 19 ? 0.35 : 0.1;
  if (hour >= 6.5 && hour < 10) return 1;
  if (hour >= 16 && hour < 20.5) return 1;
  if (hour >= 10 && hour < 16) return 0.45;
  if (hour >= 20.5 && hour < 22) return 0.3;
  return 0;
}

/**
 * The speed a car drives on a kind of road at a moment, in km/h. `variation` (0–1, stable per
 * vehicle) spreads drivers ±15 % around the typical speed so a fleet does not move in lockstep.
 */
export function speedKmh(kind: SegmentKind, at: Date, variation = 0.5): number {
  const slowdown = 1 - congestion(at) * (1 - RUSH_FACTOR[kind]);
  const spread = 0.85 + 0.3 * Math.min(Math.max(variation, 0), 1);
  return Math.round(FREE_FLOW_KMH[kind] * slowdown * spread * 10) / 10;
}

/** A stable number in [0, 1) from an id, for a vehicle's `variation`. */
export function variationOf(id: string): number {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 2 ** 32;
}
