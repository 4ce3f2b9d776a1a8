import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "../../src/lib/database.types.ts";
import {
  distanceMetres,
  measurePolyline,
  pointAlong,
  type LngLat,
  type Polyline,
} from "./geo.ts";
import {
  buildRoadGraph,
  routeBetween,
  type RoadCollection,
} from "./road-graph.ts";
import { speedKmh, variationOf, type SegmentKind } from "./speed-model.ts";
import {
  APPROACH_WINDOW_MS,
  LATE_WINDOW_MS,
  legKey,
  planLegs,
  type Leg,
  type SimBooking,
} from "./trip-plan.ts";

/** Where a car with no known position starts its approach: Victoria Island, by the Bar Beach. */
export const DEPOT: LngLat = [3.4219, 6.4281];
// A phone fix younger than this means a real driver is reporting the vehicle: leave it alone.
const PHONE_FRESH_MS = 2 * 60_000;
// Positions sent at once; the rest wait their turn, so a large fleet does not flood the API.
const REPORT_BATCH = 25;

const bookingColumns =
  "id,status,booking_time,vehicle_id,pickup:places!pickup_place_id(lat,lng),dropoff:places!dropoff_place_id(lat,lng)";

interface Motion {
  key: string;
  line: Polyline;
  kinds: SegmentKind[];
  travelled: number;
  variation: number;
  /** Speed for the step under way, km/h; 0 once arrived. */
  speed: number;
}

export interface FleetSimulator {
  /** Reads the trips and positions again and gives each vehicle its drive. */
  refresh(): Promise<void>;
  /** Moves every driven vehicle on by `seconds` and reports where each one is. */
  tick(seconds: number): Promise<TickResult>;
  /** Vehicles currently driven. */
  readonly size: number;
}

export interface TickResult {
  reported: number;
  /** What the API refused, one entry per vehicle it refused. */
  failures: Error[];
}

export interface FleetSimulatorOptions {
  /** A service-role client: report_position takes p_vehicle_id only from the service role. */
  client: SupabaseClient<Database>;
  roads: RoadCollection;
  now?: () => Date;
  /** Drive only these vehicles (a test or benchmark that shares its database); default all. */
  vehicles?: readonly string[];
}

const asError = (reason: unknown): Error =>
  reason instanceof Error
    ? reason
    : new Error(
        typeof reason === "object" && reason && "message" in reason
          ? String(reason.message)
          : String(reason),
      );

const toPoint = (place: { lat: number; lng: number } | null): LngLat | null =>
  place ? [place.lng, place.lat] : null;

export function createFleetSimulator({
  client,
  roads,
  now = () => new Date(),
  vehicles,
}: FleetSimulatorOptions): FleetSimulator {
  const graph = buildRoadGraph(roads, distanceMetres);
  const motions = new Map<string, Motion>();

  async function readBookings(at: Date): Promise<SimBooking[]> {
    const from = new Date(at.getTime() - LATE_WINDOW_MS).toISOString();
    const to = new Date(at.getTime() + APPROACH_WINDOW_MS).toISOString();
    let query = client
      .from("bookings")
      .select(bookingColumns)
      .not("vehicle_id", "is", null);
    if (vehicles) query = query.in("vehicle_id", vehicles);
    const { data, error } = await query.or(
      `status.eq.in-progress,and(status.eq.confirmed,booking_time.gte.${from},booking_time.lte.${to})`,
    );
    if (error) throw error;
    return data.flatMap((row) =>
      row.vehicle_id &&
      (row.status === "confirmed" || row.status === "in-progress")
        ? [
            {
              id: row.id,
              status: row.status,
              bookingTime: row.booking_time,
              vehicleId: row.vehicle_id,
              pickup: toPoint(row.pickup),
              dropoff: toPoint(row.dropoff),
            },
          ]
        : [],
    );
  }

  async function readPositions() {
    let query = client
      .from("vehicle_positions")
      .select("vehicle_id,lat,lng,source,recorded_at");
    if (vehicles) query = query.in("vehicle_id", vehicles);
    const { data, error } = await query;
    if (error) throw error;
    return data;
  }

  function startMotion(leg: Leg, from: LngLat, at: Date): Motion {
    const route = routeBetween(
      graph,
      leg.start ?? from,
      leg.end,
      distanceMetres,
    );
    const variation = variationOf(leg.vehicleId);
    return {
      key: legKey(leg),
      line: measurePolyline(route.path),
      kinds: route.kinds,
      travelled: 0,
      variation,
      speed: speedKmh(route.kinds[0] ?? "street", at, variation),
    };
  }

  const whereIs = (motion: Motion) => pointAlong(motion.line, motion.travelled);

  async function refresh() {
    const at = now();
    const [bookings, positions] = await Promise.all([
      readBookings(at),
      readPositions(),
    ]);
    const known = new Map<string, LngLat>();
    const phones = new Set<string>();
    for (const row of positions) {
      known.set(row.vehicle_id, [row.lng, row.lat]);
      if (
        row.source === "phone" &&
        at.getTime() - Date.parse(row.recorded_at) < PHONE_FRESH_MS
      )
        phones.add(row.vehicle_id);
    }
    const legs = planLegs(bookings, at, phones);
    const driven = new Set(legs.map((leg) => leg.vehicleId));
    for (const vehicleId of motions.keys())
      if (!driven.has(vehicleId)) motions.delete(vehicleId);
    for (const leg of legs) {
      const current = motions.get(leg.vehicleId);
      if (current?.key === legKey(leg)) continue;
      const from = current
        ? whereIs(current).point
        : (known.get(leg.vehicleId) ?? DEPOT);
      motions.set(leg.vehicleId, startMotion(leg, from, at));
    }
  }

  async function report(vehicleId: string, motion: Motion) {
    const { point, heading, done } = whereIs(motion);
    const { error } = await client.rpc("report_position", {
      p_lat: point[1],
      p_lng: point[0],
      p_speed_kmh: done ? 0 : motion.speed,
      p_heading: heading,
      p_vehicle_id: vehicleId,
    });
    if (error) throw error;
  }

  async function tick(seconds: number) {
    const at = now();
    for (const motion of motions.values()) {
      motion.travelled += (motion.speed / 3.6) * seconds;
      const here = whereIs(motion);
      const kind = motion.kinds[here.segment] ?? "street";
      motion.speed = here.done ? 0 : speedKmh(kind, at, motion.variation);
    }
    const entries = [...motions.entries()];
    const failures: Error[] = [];
    for (let i = 0; i < entries.length; i += REPORT_BATCH) {
      const batch = entries.slice(i, i + REPORT_BATCH);
      const results = await Promise.allSettled(
        batch.map(([id, motion]) => report(id, motion)),
      );
      for (const result of results)
        if (result.status === "rejected") failures.push(asError(result.reason));
    }
    return { reported: entries.length - failures.length, failures };
  }

  return {
    refresh,
    tick,
    get size() {
      return motions.size;
    },
  };
}
