import { service } from "./actors.ts";
import { STATUSES } from "./fuzz-values.ts";

/**
 * Rules every stored row keeps, whatever the API was asked: read back with the service role after
 * a fuzz run. Each check returns the rows that break it, described, so a failure names them.
 */

// The rule of public.is_valid_email(), restated as the test's own oracle.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const EMAIL = new RegExp(
  `^${ATOM}(\\.${ATOM})*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$`,
);
export const isValidEmail = (s: string) =>
  s.length <= 254 && s.split("@")[0]!.length <= 64 && EMAIL.test(s);

const PHONE = /^\+234[789][01][0-9]{8}$/;
const isCount = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
const isFinite = (n: unknown) =>
  n !== null && n !== "" && Number.isFinite(Number(n));

interface Booking {
  id: string;
  reference: string;
  user_id: string | null;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  status: string;
  fare_kobo: number;
  fare_breakdown: { total_kobo?: number };
  distance_km: number | null;
  pickup_place_id: string | null;
  dropoff_place_id: string | null;
  driver_id: string | null;
  vehicle_id: string | null;
  confirmed_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  created_at: string;
}

// The API answers at most max_rows (1000) rows per request, and the seed alone holds more bookings.
const PAGE = 1000;

/** Every row of a table, page by page in a stable order (`key` is unique). */
async function all<T>(
  table: string,
  columns: string,
  key = "id",
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await service()
      .from(table)
      .select(columns)
      .order(key)
      .range(from, from + PAGE - 1);
    if (error) throw error;
    rows.push(...(data as T[]));
    if (data.length < PAGE) return rows;
  }
}

function broken<T>(
  rows: T[],
  label: (row: T) => string,
  ok: (row: T) => boolean,
) {
  return rows.filter((row) => !ok(row)).map(label);
}

/** Rules for every booking, however it was made. */
function bookingRules(b: Booking): boolean {
  return (
    Number.isSafeInteger(b.fare_kobo) &&
    b.fare_kobo > 0 &&
    STATUSES.includes(b.status) &&
    PHONE.test(b.customer_phone) &&
    isValidEmail(b.customer_email) &&
    b.customer_name.trim() !== "" &&
    b.customer_name.length <= 120 &&
    (b.distance_km === null || (isFinite(b.distance_km) && b.distance_km >= 0))
  );
}

/** Rules for bookings made and moved by the functions alone (the fuzz's own). */
function lifecycleRules(b: Booking, adminId: string): boolean {
  const assigned = b.driver_id !== null && b.vehicle_id !== null;
  const stamped: Record<string, boolean> = {
    pending:
      !b.confirmed_at && !b.started_at && !b.completed_at && !b.cancelled_at,
    confirmed: assigned && !!b.confirmed_at && !b.started_at,
    "in-progress":
      assigned && !!b.confirmed_at && !!b.started_at && !b.completed_at,
    completed: assigned && !!b.started_at && !!b.completed_at,
    cancelled: !!b.cancelled_at && !b.started_at,
  };
  return (
    b.pickup_place_id !== null &&
    b.dropoff_place_id !== null &&
    b.pickup_place_id !== b.dropoff_place_id &&
    b.fare_breakdown.total_kobo === b.fare_kobo &&
    b.user_id !== adminId &&
    stamped[b.status] === true
  );
}

/** Every rule broken after a fuzz run; empty when all hold. */
export async function brokenInvariants(scope: {
  since: string;
  adminId: string;
  vehicleIds: string[];
  driverIds: string[];
}): Promise<string[]> {
  const bookings = await all<Booking>("bookings", "*");
  const own = bookings.filter(
    (b) => Date.parse(b.created_at) >= Date.parse(scope.since),
  );
  const rules = await all<Record<string, unknown>>(
    "fare_rules",
    "*",
    "service_type",
  );
  const places = await all<{
    slug: string;
    lat: number;
    lng: number;
    match_keys: string[];
  }>("places", "slug, lat, lng, match_keys", "slug");
  const positions = await all<Record<string, unknown>>(
    "vehicle_positions",
    "vehicle_id, lat, lng, speed_kmh",
    "vehicle_id",
  );
  const vehicles = await all<{ id: string; status: string }>(
    "fleets",
    "id, status",
  );
  const drivers = await all<{ id: string; trips: number }>(
    "drivers",
    "id, trips",
  );

  const running = new Set(
    own.filter((b) => b.status === "in-progress").map((b) => b.vehicle_id),
  );
  const tripsOf = (driverId: string) =>
    own.filter((b) => b.status === "completed" && b.driver_id === driverId)
      .length;

  return [
    ...broken(bookings, (b) => `booking ${b.reference}`, bookingRules),
    ...broken(
      own,
      (b) => `booking ${b.reference} (${b.status})`,
      (b) => lifecycleRules(b, scope.adminId),
    ),
    ...broken(
      rules,
      (r) => `fare rule ${String(r.service_type)}`,
      (r) =>
        [
          "base_kobo",
          "per_km_kobo",
          "per_min_kobo",
          "minimum_kobo",
          "airport_surcharge_kobo",
          "hotel_surcharge_kobo",
        ].every((c) => isCount(r[c])) &&
        isFinite(r.multiplier) &&
        Number(r.multiplier) > 0,
    ),
    ...broken(
      places,
      (p) => `place ${p.slug}`,
      (p) => isFinite(p.lat) && isFinite(p.lng) && p.match_keys.length > 0,
    ),
    ...broken(
      positions,
      (p) => `position of ${String(p.vehicle_id)}`,
      (p) => isFinite(p.lat) && isFinite(p.lng) && isFinite(p.speed_kmh),
    ),
    ...broken(
      vehicles.filter((v) => scope.vehicleIds.includes(v.id)),
      (v) => `vehicle ${v.id} ${v.status}`,
      (v) => (v.status === "on-trip") === running.has(v.id),
    ),
    ...broken(
      drivers.filter((d) => scope.driverIds.includes(d.id)),
      (d) => `driver ${d.id} with ${d.trips} trips`,
      (d) => d.trips === tripsOf(d.id),
    ),
  ];
}
