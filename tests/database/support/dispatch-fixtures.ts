import type { SupabaseClient } from "@supabase/supabase-js";
import { expect } from "vitest";

import { serviceClient } from "../../local-backend/support.ts";
import {
  createDriver,
  createVehicle,
  type ServiceType,
  type TestDriver,
  type TestVehicle,
} from "./fixtures-functions.ts";

/** Drivers paired with their vehicles and positions, for the dispatch tests. */

export interface Candidate {
  driver_id: string;
  driver_name: string;
  driver_phone: string | null;
  driver_rating: number;
  vehicle_id: string | null;
  vehicle_model: string | null;
  registration_number: string | null;
  seating_capacity: number | null;
  service_class: ServiceType | null;
  distance_km: number | null;
  last_seen_at: string | null;
  assignable: boolean;
  /** exact, upgrade (a higher class on the ladder), or null when the class is below the service. */
  fit: "exact" | "upgrade" | null;
  /** The only refusal is class or seats: assign_booking takes it with a reason. */
  overridable: boolean;
  reason: string | null;
}

type DocumentStatus = "Pending" | "Verified" | "Rejected" | "Expired";

export interface PairOptions {
  name?: string;
  status?: "active" | "inactive";
  license_expiry?: string;
  documents?: { license: DocumentStatus; insurance: DocumentStatus };
  vehicle?: {
    status?: "available" | "on-trip" | "maintenance";
    service_class?: ServiceType;
    seating_capacity?: number;
  } | null;
  /** The vehicle's last known position. */
  at?: { lat: number; lng: number };
}

export interface Pair {
  driver: TestDriver;
  vehicle: TestVehicle | null;
}

async function check(result: PromiseLike<{ error: unknown }>) {
  const { error } = await result;
  if (error) throw error;
}

/** A driver with an assigned vehicle (unless `vehicle: null`), made as the options say. */
export async function createPair(options: PairOptions = {}): Promise<Pair> {
  const service = serviceClient();
  const driver = await createDriver(options);
  if (options.name) {
    await check(
      service
        .from("drivers")
        .update({ name: options.name })
        .eq("id", driver.id),
    );
    driver.name = options.name;
  }
  if (options.vehicle === null) return { driver, vehicle: null };
  const vehicle = await createVehicle(options.vehicle ?? {});
  const seats = options.vehicle?.seating_capacity;
  if (seats !== undefined) {
    await check(
      service
        .from("fleets")
        .update({ seating_capacity: seats })
        .eq("id", vehicle.id),
    );
  }
  await check(
    service
      .from("drivers")
      .update({ assigned_vehicle_id: vehicle.id })
      .eq("id", driver.id),
  );
  if (options.at) {
    await check(
      service
        .from("vehicle_positions")
        .insert({ vehicle_id: vehicle.id, ...options.at }),
    );
  }
  return { driver, vehicle };
}

/** The dispatch list for a booking, as `client` gets it. */
export async function candidates(
  client: SupabaseClient,
  bookingId: string,
): Promise<Candidate[]> {
  const { data, error } = await client.rpc("dispatch_candidates", {
    p_booking_id: bookingId,
  });
  if (error) throw error;
  return data as Candidate[];
}

/** The candidate rows of these pairs only, in the order the list gives them. */
export function only(rows: Candidate[], pairs: Pair[]): Candidate[] {
  const ids = new Set(pairs.map((p) => p.driver.id));
  return rows.filter((row) => ids.has(row.driver_id));
}

/** The list's row for one pair. */
export function rowOf(rows: Candidate[], pair: Pair): Candidate {
  const row = rows.find((r) => r.driver_id === pair.driver.id);
  if (!row) throw new Error(`${pair.driver.name} is not in the list`);
  return row;
}

/** Sets a booking's predicted duration, as quote_fare would have for a longer trip. */
export async function setDuration(bookingId: string, minutes: number | null) {
  await check(
    serviceClient()
      .from("bookings")
      .update({ duration_min: minutes })
      .eq("id", bookingId),
  );
}

export const vehicleLabel = (v: TestVehicle) =>
  `${v.model} (${v.registration_number})`;

/** The reason listed for the pair, and assign_booking's refusal of the same pair. */
export async function reasonAndRefusal(
  admin: SupabaseClient,
  bookingId: string,
  pair: Pair,
): Promise<string | null> {
  const row = rowOf(await candidates(admin, bookingId), pair);
  expect(row.assignable).toBe(false);
  const { error, status } = await admin.rpc("assign_booking", {
    p_booking_id: bookingId,
    p_driver_id: pair.driver.id,
    p_vehicle_id: pair.vehicle!.id,
  });
  expect({ status, code: error?.code, message: error?.message }).toEqual({
    status: 400,
    code: "P0001",
    message: row.reason,
  });
  return row.reason;
}
