import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import type { AdminFleetSearch as FleetSearch } from "@/config/search-params";
import { withStatus } from "@/lib/errors";
import { loadSupabase } from "@/lib/load-supabase";
import { sanitizeSearchTerm } from "@/lib/search-term";
import { pageRange, type ServerPage } from "@/lib/server-page";
import { fleetQueries } from "@/features/fleet/api/queries";

import type { AdminVehicle, OwnerAccount } from "../types";

export const vehicleColumns =
  "id,model,registration_number,seating_capacity,service_class,status,owner,owner_id,images,description,colour,created_at";

/** A PostgREST `or=(…)` over model, owner and plate; a plate matches with or without its hyphen. */
export function fleetSearchFilter(text: string): string | undefined {
  const term = sanitizeSearchTerm(text);
  if (!term) return undefined;
  const plate = term.toUpperCase().replace(/[\s-]+/g, "*");
  return [
    `model.ilike.*${term}*`,
    `owner.ilike.*${term}*`,
    `registration_number.ilike.*${plate}*`,
  ].join(",");
}

async function fetchFleetPage(
  search: FleetSearch,
): Promise<ServerPage<AdminVehicle>> {
  const supabase = await loadSupabase();
  const [column, direction] = (search.sort ?? "created_at.desc").split(".");
  let query = supabase
    .from("fleets")
    .select(vehicleColumns, { count: "exact" })
    .order(column!, { ascending: direction === "asc" })
    .order("id")
    .range(...pageRange(search));
  if (search.status.length) query = query.in("status", search.status);
  const filter = search.q ? fleetSearchFilter(search.q) : undefined;
  if (filter) query = query.or(filter);
  const { data, error, count, status } = await query;
  if (error) throw withStatus(error, status);
  return { rows: data, total: count ?? 0 };
}

async function fetchOwnerAccounts(): Promise<OwnerAccount[]> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc("list_owner_accounts");
  if (error) throw withStatus(error, status);
  return data;
}

export const adminFleetQueries = {
  all: () => [...fleetQueries.all(), "admin"] as const,
  list: (search: FleetSearch) =>
    queryOptions({
      queryKey: [...adminFleetQueries.all(), "list", search] as const,
      queryFn: () => fetchFleetPage(search),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
      meta: { errorTitle: "Error fetching fleet" },
    }),
  owners: () =>
    queryOptions({
      queryKey: [...adminFleetQueries.all(), "owners"] as const,
      queryFn: fetchOwnerAccounts,
      staleTime: 5 * 60_000,
      // The picker still takes a typed name when the list cannot be read.
      meta: { toast: false },
    }),
};
