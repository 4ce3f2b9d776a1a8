import type { AdminMaintenanceSearch } from "@/config/search-params";
import { loadSupabase } from "@/lib/load-supabase";
import { pageRange } from "@/lib/server-page";

import type {
  MaintenanceFilters,
  MaintenanceLogsPage,
  MaintenanceSummary,
  ServiceReminder,
  VehicleOption,
} from "../types";

const logColumns =
  "id,vehicle_id,log_date,log_type,details,cost_kobo,odometer_km,created_at,vehicle:fleets(model,registration_number,status)";
const vehicleColumns =
  "id,model,registration_number,status,service_interval_days,service_interval_km";

export async function fetchVehicleOptions(): Promise<VehicleOption[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("fleets")
    .select(vehicleColumns)
    .order("model")
    .order("registration_number");
  if (error) throw error;
  return data;
}

/** One page of the log under the URL's filters, newest first unless sorted otherwise. */
export async function fetchLogsPage(
  search: AdminMaintenanceSearch,
): Promise<MaintenanceLogsPage> {
  const supabase = await loadSupabase();
  let query = supabase
    .from("maintenance_logs")
    .select(logColumns, { count: "exact" });
  if (search.vehicle) query = query.eq("vehicle_id", search.vehicle);
  if (search.type) query = query.eq("log_type", search.type);
  if (search.from) query = query.gte("log_date", search.from);
  if (search.to) query = query.lte("log_date", search.to);
  const [column = "log_date", direction] = (
    search.sort ?? "log_date.desc"
  ).split(".");
  const ascending = direction === "asc";
  const { data, error, count } = await query
    .order(column, { ascending })
    // Entries of one day keep the order they were logged in, page after page.
    .order("created_at", { ascending })
    .order("id", { ascending })
    .range(...pageRange(search));
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

export async function fetchSummary(
  filters: MaintenanceFilters,
): Promise<MaintenanceSummary> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .rpc("maintenance_summary", {
      p_vehicle_id: filters.vehicle,
      p_log_type: filters.type,
      p_from: filters.from,
      p_to: filters.to,
    })
    .single();
  if (error) throw error;
  return { entries: data.entries, totalCostKobo: data.total_cost_kobo };
}

export async function fetchServiceReminders(): Promise<ServiceReminder[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("service_reminders");
  if (error) throw error;
  // The generated types cannot tell which of the function's columns may be null.
  return data.map((row) => ({
    vehicleId: row.vehicle_id,
    model: row.model,
    registrationNumber: row.registration_number,
    vehicleStatus: row.vehicle_status,
    intervalDays: row.service_interval_days,
    intervalKm: row.service_interval_km,
    lastServiceDate: row.last_service_date ?? null,
    lastServiceOdometerKm: row.last_service_odometer_km ?? null,
    latestOdometerKm: row.latest_odometer_km ?? null,
    nextDueDate: row.next_due_date,
    nextDueKm: row.next_due_km ?? null,
    daysRemaining: row.days_remaining,
    kmRemaining: row.km_remaining ?? null,
    overdue: row.overdue,
    dueSoon: row.due_soon,
  }));
}
