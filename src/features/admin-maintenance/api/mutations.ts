import { useMutation, useQueryClient } from "@tanstack/react-query";

import { supabaseRequest } from "@/lib/supabase-request";
import { notify } from "@/lib/toast";
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
const saveLog = (input: SaveMaintenanceInput): Promise<MaintenanceLog> =>
  supabaseRequest((supabase) =>
    supabase.rpc("save_maintenance_log", {
      p_id: input.id,
      p_vehicle_id: input.vehicleId,
      p_log_date: input.logDate,
      p_log_type: input.logType,
      p_details: input.details.trim(),
      p_cost_kobo: input.costKobo,
      // Left out, the reading is null: an edit that clears it removes it.
      p_odometer_km: input.odometerKm ?? undefined,
      p_vehicle_status: input.vehicleStatus,
    }),
  );

const deleteLog = (log: Pick<MaintenanceLog, "id">) =>
  supabaseRequest((supabase) =>
    supabase.from("maintenance_logs").delete().eq("id", log.id),
  );

const setServiceInterval = (input: {
  vehicleId: string;
  days: number;
  km: number;
}) =>
  supabaseRequest((supabase) =>
    supabase
      .from("fleets")
      .update({
        service_interval_days: input.days,
        service_interval_km: input.km,
      })
      .eq("id", input.vehicleId),
  );

/**
 * Every change here refreshes the log, its totals, the reminders and every vehicle list (a status
 * may have changed), then says so when `done` is given; only the failure toast's title differs.
 */
function useMaintenanceMutation<TInput, TData>(
  mutationFn: (input: TInput) => Promise<TData>,
  errorTitle: string,
  done?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorTitle },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: maintenanceQueries.all() }),
        queryClient.invalidateQueries({ queryKey: fleetQueries.all() }),
      ]);
      done?.();
    },
  });
}

export const useAddMaintenanceLog = () =>
  useMaintenanceMutation(saveLog, "Error adding log");

export const useUpdateMaintenanceLog = () =>
  useMaintenanceMutation(saveLog, "Error updating log");

export const useDeleteMaintenanceLog = () =>
  useMaintenanceMutation(deleteLog, "Error deleting log", () =>
    notify("Log Deleted", "The entry was removed from the log."),
  );

export const useSetServiceInterval = () =>
  useMaintenanceMutation(setServiceInterval, "Error updating vehicle");
