import { queryOptions } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";
import { sanitizeSearchTerm } from "@/lib/search-term";

import { exactPlaceFilters } from "../place-match";
import type {
  AirportPlace,
  Departure,
  FareQuote,
  Place,
  ServiceType,
} from "../types";

const placeColumns = "id,name,area,kind";
const airportColumns = "id,name,meeting_point";
const profileColumns = "full_name";
const SEARCH_LIMIT = 8;
const POPULAR_LIMIT = 10;

async function fetchPopularPlaces(): Promise<Place[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("places")
    .select(placeColumns)
    .eq("popular", true)
    .order("name")
    .limit(POPULAR_LIMIT);
  if (error) throw error;
  return data;
}

async function searchPlaces(term: string): Promise<Place[]> {
  const clean = sanitizeSearchTerm(term);
  if (!clean) return [];
  const supabase = await loadSupabase();
  const filters = [
    `name.ilike.${clean}*`,
    `name.ilike.* ${clean}*`,
    `area.ilike.${clean}*`,
    `aliases.cs.{"${clean}"}`,
    `aliases.cs.{"${clean.toUpperCase()}"}`,
  ];
  const { data, error } = await supabase
    .from("places")
    .select(placeColumns)
    .or(filters.join(","))
    .order("popular", { ascending: false })
    .order("name")
    .limit(SEARCH_LIMIT);
  if (error) throw error;
  return data;
}

/**
 * The place a typed name, slug or alias means, if any: exactly (case-insensitive), or by the
 * database's match key, so spellings that quote_fare accepts ("Murtala Mohammed Airport",
 * "MMA 2", "Ìkòyí") are recognised here too.
 */
async function findExactPlace(text: string): Promise<Place | null> {
  const clean = sanitizeSearchTerm(text);
  if (!clean) return null;
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("places")
    .select(placeColumns)
    .or(exactPlaceFilters(clean).join(","))
    .limit(1);
  if (error) throw error;
  return data[0] ?? null;
}

export interface FareParams {
  pickup: string;
  dropoff: string;
  service: ServiceType;
  /** ISO instant, already rounded so nearby times share a cache entry. */
  pickupAt: string;
}

async function fetchFareQuote(params: FareParams): Promise<FareQuote> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("quote_fare", {
    pickup: params.pickup,
    dropoff: params.dropoff,
    service: params.service,
    pickup_at: params.pickupAt,
  });
  if (error) throw error;
  // quote_fare answers jsonb: checked against the breakdown's shape, not cast. The check (zod)
  // loads with the first quote, not with the form.
  const { fareQuoteSchema } = await import("./fare-quote-schema");
  return fareQuoteSchema.parse(data);
}

/** The airport terminals and their meeting points: three rows, read once per visit. */
async function fetchAirports(): Promise<AirportPlace[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("places")
    .select(airportColumns)
    .eq("kind", "airport")
    .order("name");
  if (error) throw error;
  return data;
}

export interface DepartureParams {
  pickup: string;
  dropoff: string;
  service: ServiceType;
  /** ISO instant of the chosen pickup time. */
  at: string;
}

async function fetchDepartures(params: DepartureParams): Promise<Departure[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("quote_departures", {
    p_pickup: params.pickup,
    p_dropoff: params.dropoff,
    p_service: params.service,
    p_at: params.at,
  });
  if (error) throw error;
  return data;
}

async function fetchProfileName(userId: string): Promise<string> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("profiles")
    .select(profileColumns)
    .eq("id", userId)
    .maybeSingle();
  if (error) throw error;
  return data?.full_name ?? "";
}

export const placeQueries = {
  all: () => ["places"] as const,
  popular: () =>
    queryOptions({
      queryKey: [...placeQueries.all(), "popular"] as const,
      queryFn: fetchPopularPlaces,
      staleTime: Infinity,
    }),
  search: (term: string) =>
    queryOptions({
      queryKey: [
        ...placeQueries.all(),
        "search",
        sanitizeSearchTerm(term).toLowerCase(),
      ] as const,
      queryFn: () => searchPlaces(term),
      staleTime: 5 * 60_000,
    }),
  airports: () =>
    queryOptions({
      queryKey: [...placeQueries.all(), "airports"] as const,
      queryFn: fetchAirports,
      staleTime: Infinity,
      meta: { toast: false },
    }),
  exact: (text: string) =>
    queryOptions({
      queryKey: [
        ...placeQueries.all(),
        "exact",
        sanitizeSearchTerm(text).toLowerCase(),
      ] as const,
      queryFn: () => findExactPlace(text),
      staleTime: 5 * 60_000,
    }),
};

export const fareQueries = {
  all: () => ["fares"] as const,
  quote: (params: FareParams) =>
    queryOptions({
      queryKey: [...fareQueries.all(), "quote", params] as const,
      queryFn: () => fetchFareQuote(params),
      retry: false,
      meta: { toast: false },
    }),
  /** The departure-time advisor's rows: one call for the chosen time and the times around it. */
  departures: (params: DepartureParams) =>
    queryOptions({
      queryKey: [...fareQueries.all(), "departures", params] as const,
      queryFn: () => fetchDepartures(params),
      retry: false,
      staleTime: 5 * 60_000,
      meta: { toast: false },
    }),
};

export const bookingProfileQueries = {
  all: () => ["profiles"] as const,
  name: (userId: string) =>
    queryOptions({
      queryKey: [...bookingProfileQueries.all(), userId, "name"] as const,
      queryFn: () => fetchProfileName(userId),
      meta: { toast: false },
    }),
};
