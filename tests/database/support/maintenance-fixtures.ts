import { serviceClient } from "../../local-backend/support.ts";
import { must } from "./actors.ts";

/** Maintenance entries and dates for the maintenance tests, written with the service role. */

export interface LogFields {
  log_date: string;
  log_type?: string;
  cost_kobo?: number;
  odometer_km?: number | null;
  details?: string;
}

export async function addLog(vehicleId: string, fields: LogFields) {
  return must(
    await serviceClient()
      .from("maintenance_logs")
      .insert({
        vehicle_id: vehicleId,
        log_type: "Repair",
        cost_kobo: 1_000_00,
        details: "Test entry",
        odometer_km: null,
        ...fields,
      })
      .select("id")
      .single(),
  ) as { id: string };
}

/** The Lagos calendar date `days` from today, as YYYY-MM-DD. */
export function lagosDay(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(
    at,
  );
}
