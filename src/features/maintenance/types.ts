import type { Database, Tables } from "@/lib/database.types";

export type MaintenanceLogType =
  Database["public"]["Enums"]["maintenance_log_type"];
export type MaintenanceLog = Tables<"maintenance_logs">;
export type VehicleOption = Pick<
  Tables<"fleets">,
  "id" | "model" | "registration_number" | "status"
>;
