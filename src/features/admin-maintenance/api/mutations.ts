import { useMutation, useQueryClient } from "@tanstack/react-query";

import { withStatus } from "@/lib/errors";
import { loadSupabase } from "@/lib/load-supabase";
import { fleetQueries } from "@/features/fleet/api/queries";

import type {
  MaintenanceLog,
  MaintenanceLogType,
  VehicleStatus,
} from "../types";
import { maintenanceQueries } from "./queries";

export interface SaveMaintenanceInput {
  /** The entry to edit; absent to add one. */
  id?: string;
  vehicleId: string;
  logDate: string;
  logType: MaintenanceLogType;
  details: string;
  costKobo: number;
  odometerKm: number | null;
  /** The vehicle's status after saving; absent leaves it as it is. */
  vehicleStatus?: VehicleStatus;
}

/** The entry and the vehicle's status in one transaction (save_maintenance_log). */
async function saveLog(input: SaveMaintenanceInput): Promise<MaintenanceLog> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc("save_maintenance_log", {
    p_id: input.id,
    p_vehicle_id: input.vehicleId,
    p_log_date: input.logDate,
    p_log_type: input.logType,
    p_details: input.details.trim(),
    p_cost_kobo: input.costKobo,
    // Left out, the reading is null: an edit that clears it removes it.
    p_odometer_km: input.odometerKm ?? undefined,
    p_vehicle_status: input.vehicleStatus,
  });
  if (error) throw withStatus(error, status);
  return data;
}

async function deleteLog(id: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error, status } = await supabase
    .from("maintenance_logs")
    .delete()
    .eq("id", id);
  if (error) throw withStatus(error, status);
}

async function setServiceInterval(input: {
  vehicleId: string;
  days: number;
  km: number;
}): Promise<void> {
  const supabase = await loadSupabase();
  const { error, status } = await supabase
    .from("fleets")
    .update({
      service_interval_days: input.days,
      service_interval_km: input.km,
    })
    .eq("id", input.vehicleId);
  if (error) throw withStatus(error, status);
}

/** The log, its totals, the reminders and every vehicle list (a status may have changed). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: maintenanceQueries.all() }),
      queryClient.invalidateQueries({ queryKey: fleetQueries.all() }),
    ]);
}

export function useAddMaintenanceLog() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: saveLog,
    meta: { errorTitle: "Error adding log" },
    onSuccess: refresh,
  });
}

export function useUpdateMaintenanceLog() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: saveLog,
    meta: { errorTitle: "Error updating log" },
    onSuccess: refresh,
  });
}

export function useDeleteMaintenanceLog() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: deleteLog,
    meta: { errorTitle: "Error deleting log" },
    onSuccess: refresh,
  });
}

export function useSetServiceInterval() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: setServiceInterval,
    meta: { errorTitle: "Error updating vehicle" },
    onSuccess: refresh,
  });
}
