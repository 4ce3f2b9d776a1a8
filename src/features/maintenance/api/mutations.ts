import { useMutation, useQueryClient } from "@tanstack/react-query";

import { withStatus } from "@/lib/errors";
import { loadSupabase } from "@/lib/load-supabase";

import type { MaintenanceLog, MaintenanceLogType } from "../types";
import { maintenanceQueries } from "./queries";

export interface ReportMaintenanceInput {
  vehicleId: string;
  logDate: string;
  logType: MaintenanceLogType;
  details: string;
  costKobo: number;
  /** Also set the vehicle's status to maintenance, taking it out of dispatch. */
  putInMaintenance: boolean;
}

async function reportMaintenance(
  input: ReportMaintenanceInput,
): Promise<MaintenanceLog> {
  const supabase = await loadSupabase();
  const inserted = await supabase
    .from("maintenance_logs")
    .insert({
      vehicle_id: input.vehicleId,
      log_date: input.logDate,
      log_type: input.logType,
      details: input.details.trim(),
      cost_kobo: input.costKobo,
    })
    .select()
    .single();
  if (inserted.error) throw withStatus(inserted.error, inserted.status);
  if (input.putInMaintenance) {
    const updated = await supabase
      .from("fleets")
      .update({ status: "maintenance" })
      .eq("id", input.vehicleId);
    if (updated.error) throw withStatus(updated.error, updated.status);
  }
  return inserted.data;
}

export function useReportMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportMaintenance,
    meta: { errorTitle: "Error reporting maintenance" },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: maintenanceQueries.all() }),
  });
}
