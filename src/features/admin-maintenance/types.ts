import type { Database, Tables } from "@/lib/database.types";
import type { ServerPage } from "@/lib/server-page";

export type MaintenanceLogType =
  Database["public"]["Enums"]["maintenance_log_type"];
export type VehicleStatus = Database["public"]["Enums"]["vehicle_status"];
export type MaintenanceLog = Tables<"maintenance_logs">;
export type VehicleOption = Pick<
  Tables<"fleets">,
  | "id"
  | "model"
  | "registration_number"
  | "status"
  | "service_interval_days"
  | "service_interval_km"
>;

/** One row of the log table (see `logColumns`): the entry and its vehicle's name. */
export type MaintenanceLogRow = Pick<
  MaintenanceLog,
  | "id"
  | "vehicle_id"
  | "log_date"
  | "log_type"
  | "details"
  | "cost_kobo"
  | "odometer_km"
  | "created_at"
> & {
  vehicle: Pick<
    Tables<"fleets">,
    "model" | "registration_number" | "status"
  > | null;
};

export type MaintenanceLogsPage = ServerPage<MaintenanceLogRow>;

export interface MaintenanceSummary {
  entries: number;
  totalCostKobo: number;
}

/** The filters the log and its totals share (the URL's, less paging and sort). */
export interface MaintenanceFilters {
  vehicle?: string | undefined;
  type?: MaintenanceLogType | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A row of service_reminders(); the last service and odometer are null until logged. */
export interface ServiceReminder {
  vehicleId: string;
  model: string;
  registrationNumber: string;
  vehicleStatus: VehicleStatus;
  intervalDays: number;
  intervalKm: number;
  lastServiceDate: string | null;
  lastServiceOdometerKm: number | null;
  latestOdometerKm: number | null;
  nextDueDate: string;
  nextDueKm: number | null;
  daysRemaining: number;
  kmRemaining: number | null;
  overdue: boolean;
  dueSoon: boolean;
}

/** What the entry form starts from: an entry to edit, or a few prefilled fields to add. */
export type MaintenanceFormStart =
  | { mode: "add"; vehicleId?: string; logType?: MaintenanceLogType }
  | { mode: "edit"; log: MaintenanceLogRow };
