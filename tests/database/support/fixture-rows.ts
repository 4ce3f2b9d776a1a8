import { randomUUID } from "node:crypto";

import { must, service, tag, uniquePlate } from "./actors.ts";

/** Rows the permission and constraint tests create with the service role (which bypasses RLS). */

export function vehicleRow(ownerId: string | null = null) {
  return {
    model: `Matrix Sedan ${tag()}`,
    registration_number: uniquePlate(),
    seating_capacity: 4,
    owner: "Matrix Owner",
    owner_id: ownerId,
  };
}

export async function insertRow(
  table: string,
  row: Record<string, unknown>,
  pk = "id",
): Promise<string> {
  const data = must(
    await service().from(table).insert(row).select(pk).single(),
  ) as unknown as Record<string, unknown>;
  return String(data[pk]);
}

export const createVehicle = (ownerId: string | null = null) =>
  insertRow("fleets", vehicleRow(ownerId));

export const placeRow = () => {
  const t = tag();
  return {
    slug: `matrix-${t}`,
    name: `Matrix Place ${t}`,
    kind: "landmark",
    area: "Ikeja",
    lat: 6.6,
    lng: 3.35,
  };
};

export const driverRow = () => ({
  name: `Matrix Driver ${tag()}`,
  license_expiry: "2030-01-31",
});

export function bookingRow(userId: string | null) {
  return {
    user_id: userId,
    customer_name: "Matrix Customer",
    customer_phone: "+2348031234567",
    customer_email: "matrix@example.test",
    pickup_location: "Ikeja City Mall",
    dropoff_location: "Lekki Phase 1",
    booking_time: new Date(Date.now() + 86_400_000).toISOString(),
    fare_kobo: 1_500_000,
    fare_breakdown: {},
    idempotency_key: randomUUID(),
  };
}

let month = 0;
/** A (vehicle, period) pair no other report uses: each call moves one month further back. */
export function reportRow(vehicleId: string) {
  month += 1;
  const date = new Date(Date.UTC(1990, month, 1));
  return {
    vehicle_id: vehicleId,
    period: date.toISOString().slice(0, 10),
    revenue_kobo: 50_000_000,
    expenses_kobo: 10_000_000,
  };
}

export const maintenanceRow = (vehicleId: string) => ({
  vehicle_id: vehicleId,
  log_date: "2026-05-20",
  log_type: "Fuel",
  details: `Matrix refuel ${tag()}`,
  cost_kobo: 4_500_000,
});

export const contactRow = () => ({
  form_type: "contact",
  name: `Matrix Visitor ${tag()}`,
  email: "visitor@example.test",
  subject: "Hello",
  message: "A question about airport transfers.",
});

export const positionRow = (vehicleId: string) => ({
  vehicle_id: vehicleId,
  lat: 6.45,
  lng: 3.4,
  speed_kmh: 30,
  heading: 90,
});

export const outboxRow = () => ({
  type: "new_booking",
  to_email: "ops@example.test",
  subject: `Matrix mail ${tag()}`,
  provider: "local",
});

/** Creates a vehicle with the service role and returns the audit entry its insert produced. */
export async function createAuditEntry(): Promise<string> {
  const vehicleId = await createVehicle();
  const entry = must(
    await service()
      .from("audit_log")
      .select("id")
      .eq("table_name", "fleets")
      .eq("row_id", vehicleId)
      .eq("action", "insert")
      .single(),
  );
  return String(entry.id);
}

/** Fare rules are reference data from the migrations; add one only where it is missing. */
export async function ensureFareRule(serviceType: string): Promise<void> {
  const { error } = await service().from("fare_rules").upsert(
    {
      service_type: serviceType,
      base_kobo: 100_000,
      per_km_kobo: 15_000,
      per_min_kobo: 2_000,
      minimum_kobo: 150_000,
    },
    { onConflict: "service_type", ignoreDuplicates: true },
  );
  if (error) throw error;
}
