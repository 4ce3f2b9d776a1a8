import { queryOptions } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";
import { z } from "@/lib/zod";

import { trackedVehicleSchema, type TrackedVehicle } from "../types";

async function fetchBoard(): Promise<TrackedVehicle[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("tracking_board");
  if (error) throw error;
  return z.array(trackedVehicleSchema).parse(data);
}

export const trackingQueries = {
  all: () => ["tracking"] as const,
  board: () =>
    queryOptions({
      queryKey: [...trackingQueries.all(), "board"] as const,
      queryFn: fetchBoard,
      // Realtime keeps it current; a refetch happens on (re)subscription and booking changes.
      staleTime: Infinity,
      meta: { errorTitle: "Error fetching data" },
    }),
};
