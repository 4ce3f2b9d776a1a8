import { randomUUID } from "node:crypto";

import { must, service, tag } from "./actors.ts";
import { bookingRow } from "./fixture-rows.ts";

/**
 * Activity for the period-close tests, in months of 2010 that nothing else in the test database
 * uses, so a close sums exactly what the test inserted.
 */

export interface Trip {
  id: string;
  fare_kobo: number;
}

let used = 0;
/**
 * A month no other report test of this run has used, as YYYY-MM-01. Each test file passes its own
 * series (0, 1, …): series n covers 2008 + 8n to 2015 + 8n.
 */
export function freshMonth(series: number): string {
  used += 1;
  const date = new Date(Date.UTC(2008 + 8 * series, used * 3, 1));
  return date.toISOString().slice(0, 10);
}

export async function completedTrip(
  vehicleId: string,
  completedAt: string,
  fareKobo: number,
  status: "completed" | "cancelled" = "completed",
): Promise<Trip> {
  const row = must(
    await service()
      .from("bookings")
      .insert({
        ...bookingRow(null),
        idempotency_key: randomUUID(),
        status,
        vehicle_id: vehicleId,
        fare_kobo: fareKobo,
        booking_time: completedAt,
        completed_at: status === "completed" ? completedAt : null,
        cancelled_at: status === "cancelled" ? completedAt : null,
      })
      .select("id, fare_kobo")
      .single(),
  );
  return row as Trip;
}

export async function loggedCost(
  vehicleId: string,
  logDate: string,
  logType: string,
  costKobo: number,
): Promise<string> {
  const row = must(
    await service()
      .from("maintenance_logs")
      .insert({
        vehicle_id: vehicleId,
        log_date: logDate,
        log_type: logType,
        details: `Report test ${logType.toLowerCase()}`,
        cost_kobo: costKobo,
      })
      .select("id")
      .single(),
  );
  return String(row.id);
}

export interface ReportRow {
  id: string;
  vehicle_id: string;
  period: string;
  trips: number;
  revenue_kobo: number;
  fuel_kobo: number;
  maintenance_kobo: number;
  expenses_kobo: number;
  commission_rate_bps: number;
  commission_kobo: number;
  payout_kobo: number;
}

export async function reportsOf(period: string): Promise<ReportRow[]> {
  return must(
    await service()
      .from("revenue_reports")
      .select(
        "id, vehicle_id, period, trips, revenue_kobo, fuel_kobo, maintenance_kobo, expenses_kobo, commission_rate_bps, commission_kobo, payout_kobo",
      )
      .eq("period", period),
  ) as ReportRow[];
}

/** Commission as the close computes it: round half away from zero of revenue × rate. */
export const commissionOf = (revenue: number, bps: number) =>
  Math.round((revenue * bps) / 10_000);

let matrixMonth = 0;
/** A closed period no other row uses: each call moves one month further back from 1980. */
export function periodRow() {
  matrixMonth += 1;
  const date = new Date(Date.UTC(1980, -matrixMonth, 1));
  return { period: date.toISOString().slice(0, 10), commission_rate_bps: 2000 };
}

/** A trace row of a vehicle, as close_period writes them (the service role stands in). */
export const reportSourceRow = (vehicleId: string) => ({
  period: "1979-01-01",
  vehicle_id: vehicleId,
  kind: "fuel",
  occurred_at: "1979-01-05T10:00:00Z",
  label: `Matrix source ${tag()}`,
  detail: "Matrix refuel",
  amount_kobo: 1_000_000,
});
