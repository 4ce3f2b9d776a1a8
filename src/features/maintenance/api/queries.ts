import { queryOptions } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";

import type { VehicleOption } from "../types";

async function fetchVehicleOptions(): Promise<VehicleOption[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("fleets")
    .select("id,model,registration_number,status")
    .order("model")
    .order("registration_number");
  if (error) throw error;
  return data;
}

export const maintenanceQueries = {
  all: () => ["maintenance"] as const,
  vehicleOptions: () =>
    queryOptions({
      queryKey: [...maintenanceQueries.all(), "vehicle-options"] as const,
      queryFn: fetchVehicleOptions,
      meta: { errorTitle: "Error fetching vehicles" },
    }),
};
