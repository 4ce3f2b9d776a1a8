import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";

import { serviceClient, signedInClient } from "../../local-backend/support.ts";

/** Test fixtures for the SQL functions, inserted with the service role. */

let seq = 0;
function unique(): string {
  seq += 1;
  return `${Date.now().toString(36)}${seq}${Math.random().toString(36).slice(2, 6)}`;
}

function must<T>(result: { data: T | null; error: unknown }): T {
  if (result.error) throw result.error;
  if (result.data === null) throw new Error("no data");
  return result.data;
}

export type PlaceKind = "airport" | "hotel" | "area" | "landmark";
export type ServiceType =
  "standard" | "premium" | "airport_hotel" | "corporate";

export interface TestPlace {
  id: string;
  slug: string;
  name: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
}

export async function createPlace(
  kind: PlaceKind,
  lat: number,
  lng: number,
  aliases: string[] = [],
): Promise<TestPlace> {
  const tag = unique();
  const row = {
    slug: `test-${kind}-${tag}`,
    name: `Test ${kind} ${tag}`,
    kind,
    area: "Test area",
    lat,
    lng,
    aliases,
  };
  return must(
    await serviceClient()
      .from("places")
      .insert(row)
      .select("id, slug, name, kind, lat, lng")
      .single(),
  );
}

export interface FareRule {
  service_type: ServiceType;
  base_kobo: number;
  per_km_kobo: number;
  per_min_kobo: number;
  minimum_kobo: number;
  multiplier: number;
  airport_surcharge_kobo: number;
  hotel_surcharge_kobo: number;
}

export async function fareRule(service: ServiceType): Promise<FareRule> {
  return must(
    await serviceClient()
      .from("fare_rules")
      .select(
        "service_type, base_kobo, per_km_kobo, per_min_kobo, minimum_kobo, multiplier, airport_surcharge_kobo, hotel_surcharge_kobo",
      )
      .eq("service_type", service)
      .single(),
  );
}

function proposedRule(
  service_type: ServiceType,
  minimum_kobo: number,
  multiplier: number,
  airport_surcharge_kobo: number,
  hotel_surcharge_kobo: number,
): FareRule {
  return {
    service_type,
    base_kobo: 100000,
    per_km_kobo: 20000,
    per_min_kobo: 3500,
    minimum_kobo,
    multiplier,
    airport_surcharge_kobo,
    hotel_surcharge_kobo,
  };
}

/**
 * The proposed fare rules: ₦1,000 base + ₦200/km + ₦35/min; minimums ₦2,500 / ₦4,000 / ₦5,000 /
 * ₦3,500; airport surcharge ₦2,000 (₦2,500 on airport_hotel); hotel surcharge ₦1,500 on
 * airport_hotel.
 */
export const PROPOSED_FARE_RULES: FareRule[] = [
  proposedRule("standard", 250000, 1.0, 200000, 0),
  proposedRule("premium", 400000, 1.35, 200000, 0),
  proposedRule("airport_hotel", 500000, 1.2, 250000, 150000),
  proposedRule("corporate", 350000, 1.25, 200000, 0),
];

/** Inserts the proposed rule for any service type that has none yet (existing rows are kept). */
export async function ensureFareRules(): Promise<void> {
  const { error } = await serviceClient()
    .from("fare_rules")
    .upsert(PROPOSED_FARE_RULES, {
      onConflict: "service_type",
      ignoreDuplicates: true,
    });
  if (error) throw error;
}

/** The documented Lagos speed model (km/h) for a pickup time, read in Africa/Lagos (UTC+1). */
export function lagosSpeed(at: Date): { speed: number; rush: boolean } {
  const local = new Date(at.getTime() + 60 * 60 * 1000);
  const hour = local.getUTCHours();
  const day = local.getUTCDay();
  if (hour >= 21 || hour < 6) return { speed: 35, rush: false };
  if (day === 0 || day === 6) return { speed: 25, rush: false };
  if ((hour >= 6 && hour < 10) || (hour >= 16 && hour < 20)) {
    return { speed: 14, rush: true };
  }
  return { speed: 22, rush: false };
}

/** The fare formula documented above quote_fare (20261128000400_places_and_fares.sql), in integer kobo. */
export function expectedQuote(
  from: TestPlace,
  to: TestPlace,
  rule: FareRule,
  at: Date,
): {
  distance_km: number;
  duration_min: number;
  rush_hour: boolean;
  trip_kobo: number;
  minimum_applied: boolean;
  surcharge_kobo: number;
  total_kobo: number;
} {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(to.lat - from.lat) / 2) ** 2 +
    Math.cos(rad(from.lat)) *
      Math.cos(rad(to.lat)) *
      Math.sin(rad(to.lng - from.lng) / 2) ** 2;
  const tenths = Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 1.35 * 10);
  const { speed, rush } = lagosSpeed(at);
  const minutes = Math.max(1, Math.ceil((tenths * 6) / speed));
  const distanceKobo = Math.round((rule.per_km_kobo * tenths) / 10);
  const sum = rule.base_kobo + distanceKobo + rule.per_min_kobo * minutes;
  let trip = Math.round((sum * Math.round(rule.multiplier * 100)) / 100);
  const minimumApplied = trip < rule.minimum_kobo;
  if (minimumApplied) trip = rule.minimum_kobo;
  let surcharge = 0;
  if (from.kind === "airport" || to.kind === "airport") {
    surcharge += rule.airport_surcharge_kobo;
  }
  if (
    rule.service_type === "airport_hotel" &&
    (from.kind === "hotel" || to.kind === "hotel")
  ) {
    surcharge += rule.hotel_surcharge_kobo;
  }
  return {
    distance_km: tenths / 10,
    duration_min: minutes,
    rush_hour: rush,
    trip_kobo: trip,
    minimum_applied: minimumApplied,
    surcharge_kobo: surcharge,
    total_kobo: Math.ceil((trip + surcharge) / 10000) * 10000,
  };
}

let adminPromise: Promise<SupabaseClient> | undefined;
/** One signed-in administrator per test file. */
export function adminClient(): Promise<SupabaseClient> {
  adminPromise ??= signedInClient({ appMetadata: { role: "admin" } }).then(
    (s) => s.client,
  );
  return adminPromise;
}

function plate(): string {
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  const digits = String(Math.floor(Math.random() * 1000)).padStart(3, "0");
  return `${pick()}${pick()}${pick()}-${digits}${pick()}${pick()}`;
}

export interface TestVehicle {
  id: string;
  model: string;
  registration_number: string;
}

export async function createVehicle(
  fields: {
    status?: "available" | "on-trip" | "maintenance";
    owner_id?: string | null;
    service_class?: ServiceType;
    model?: string;
  } = {},
): Promise<TestVehicle> {
  return must(
    await serviceClient()
      .from("fleets")
      .insert({
        model: fields.model ?? `Test Sedan ${unique()}`,
        registration_number: plate(),
        seating_capacity: 4,
        owner: "Test Owner",
        status: fields.status ?? "available",
        owner_id: fields.owner_id ?? null,
        service_class: fields.service_class ?? "standard",
      })
      .select("id, model, registration_number")
      .single(),
  );
}

export interface TestDriver {
  id: string;
  name: string;
}

type DocumentStatus = "Pending" | "Verified" | "Rejected" | "Expired";

/** A driver dispatch accepts unless `fields` say otherwise: active, licence valid, documents verified. */
export async function createDriver(
  fields: {
    status?: "active" | "inactive";
    license_expiry?: string;
    documents?: { license: DocumentStatus; insurance: DocumentStatus };
  } = {},
): Promise<TestDriver> {
  return must(
    await serviceClient()
      .from("drivers")
      .insert({
        name: `Driver ${unique()}`,
        status: fields.status ?? "active",
        license_expiry: fields.license_expiry ?? "2099-12-31",
        documents: fields.documents ?? {
          license: "Verified",
          insurance: "Verified",
        },
      })
      .select("id, name")
      .single(),
  );
}

/** Two ordinary places 5–6 km apart, for bookings whose fare does not matter. */
export async function createRoute(): Promise<[TestPlace, TestPlace]> {
  return [
    await createPlace("area", 6.5, 3.35),
    await createPlace("landmark", 6.53, 3.37),
  ];
}

/** A time `hours` from now, to the minute. */
export function hoursFromNow(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000);
  d.setUTCSeconds(0, 0);
  return d.toISOString();
}

export function bookingArgs(
  overrides: Record<string, unknown> & { p_pickup: string; p_dropoff: string },
): Record<string, unknown> {
  return {
    p_customer_name: "Adaeze Okafor",
    p_customer_phone: "0803 123 4567",
    p_customer_email: "adaeze@example.test",
    p_booking_time: hoursFromNow(24),
    p_service_type: "standard",
    p_idempotency_key: randomUUID(),
    p_notes: null,
    ...overrides,
  };
}

export interface BookingReceipt {
  id: string;
  reference: string;
  status: string;
  fare_kobo: number;
  booking_time: string;
  replayed: boolean;
  fare_breakdown: Record<string, unknown>;
}

/** A pending booking made through create_booking by `client` (anon by default). */
export async function createBooking(
  client: SupabaseClient,
  route: [TestPlace, TestPlace],
  overrides: Record<string, unknown> = {},
): Promise<BookingReceipt> {
  return must(
    await client.rpc(
      "create_booking",
      bookingArgs({
        p_pickup: route[0].id,
        p_dropoff: route[1].id,
        ...overrides,
      }),
    ),
  ) as BookingReceipt;
}
