import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import type { AdminDriversSearch as DriversSearch } from "@/config/search-params";
import { loadSupabase } from "@/lib/load-supabase";
import { normalizeNigerianPhone } from "@/lib/phone";
import { sanitizeSearchTerm } from "@/lib/search-term";
import { pageRange, type ServerPage } from "@/lib/server-page";

import type { DriverCardRow, DriverDocument, VehicleOption } from "../types";

export const driverCardColumns =
  "id,name,phone,email,license_number,license_expiry,assigned_vehicle_id,status,rating,trips,user_id,vehicle:fleets(id,model,registration_number),driver_documents(kind,status,expires_on)";
const documentColumns =
  "id,kind,status,file_path,expires_on,rejection_reason,reviewed_at";

/** Name, e-mail and licence number contain the text; a typed phone matches the stored E.164. */
export function driverSearchFilter(term: string): string | null {
  const clean = sanitizeSearchTerm(term, { quoted: true });
  if (!clean) return null;
  const filters = ["name", "email", "license_number"].map(
    (column) => `${column}.ilike."*${clean}*"`,
  );
  const phone = normalizeNigerianPhone(clean);
  if (phone) filters.push(`phone.eq."${phone}"`);
  return filters.join(",");
}

async function fetchDrivers(
  search: DriversSearch,
): Promise<ServerPage<DriverCardRow>> {
  const supabase = await loadSupabase();
  let query = supabase
    .from("drivers")
    .select(driverCardColumns, { count: "exact" })
    .order("name")
    .order("id")
    .range(...pageRange(search));
  if (search.status.length) query = query.in("status", search.status);
  const filter = search.q ? driverSearchFilter(search.q) : null;
  if (filter) query = query.or(filter);
  const { data, error, count } = await query;
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

async function fetchVehicleOptions(): Promise<VehicleOption[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("fleets")
    .select("id,model,registration_number,drivers(id)")
    .order("model")
    .order("registration_number");
  if (error) throw error;
  return data;
}

async function fetchDocuments(driverId: string): Promise<DriverDocument[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("driver_documents")
    .select(documentColumns)
    .eq("driver_id", driverId)
    .order("kind", { ascending: false });
  if (error) throw error;
  return data;
}

export const driverQueries = {
  all: () => ["drivers"] as const,
  list: (search: DriversSearch) =>
    queryOptions({
      queryKey: [...driverQueries.all(), "list", search] as const,
      queryFn: () => fetchDrivers(search),
      placeholderData: keepPreviousData,
      meta: { errorTitle: "Error fetching drivers" },
    }),
  vehicleOptions: () =>
    queryOptions({
      queryKey: [...driverQueries.all(), "vehicle-options"] as const,
      queryFn: fetchVehicleOptions,
      meta: { errorTitle: "Error fetching vehicles" },
    }),
  documents: (driverId: string) =>
    queryOptions({
      queryKey: [...driverQueries.all(), "documents", driverId] as const,
      queryFn: () => fetchDocuments(driverId),
      meta: { errorTitle: "Error fetching drivers" },
    }),
};
