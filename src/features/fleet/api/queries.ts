import { queryOptions } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";

import type { PublicVehicle } from "../types";

async function fetchPublicFleet(): Promise<PublicVehicle[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("list_public_fleet");
  if (error) throw error;
  return data;
}

export const fleetQueries = {
  all: () => ["fleet"] as const,
  public: () =>
    queryOptions({
      queryKey: [...fleetQueries.all(), "public"] as const,
      queryFn: fetchPublicFleet,
      staleTime: 5 * 60_000,
      meta: { errorTitle: "Error fetching fleet" },
    }),
};
