import { queryOptions } from "@tanstack/react-query";

import { addDaysToDate, combineLagosDateTime } from "@/lib/dates";
import { loadSupabase } from "@/lib/load-supabase";

import type { DriverProfile, DriverTrip, LocationConsent } from "../types";

const profileColumns =
  "id,name,status,assigned_vehicle_id,vehicle:fleets(model,registration_number)";
export const consentColumns = "policy_version,consented_at";
// The fare and the cash recorded against it say what is left to collect; the places' coordinates
// point the maps app at the exact spot (null for an address typed by hand).
export const tripColumns =
  "id,reference,booking_time,pickup_location,dropoff_location,customer_name,customer_phone,service_type,status,arrived_at,notes,fare_kobo,paid_kobo,pickup_place:places!pickup_place_id(lat,lng),dropoff_place:places!dropoff_place_id(lat,lng)";

async function fetchProfile(userId: string): Promise<DriverProfile | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("drivers")
    .select(profileColumns)
    .eq("user_id", userId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** The driver's trips picked up on a Lagos day, plus any trip still under way from before it. */
async function fetchTrips(
  driverId: string,
  day: string,
): Promise<DriverTrip[]> {
  const supabase = await loadSupabase();
  const from = combineLagosDateTime(day, "00:00");
  const to = combineLagosDateTime(addDaysToDate(day, 1), "00:00");
  const { data, error } = await supabase
    .from("bookings")
    .select(tripColumns)
    .eq("driver_id", driverId)
    .or(
      `and(booking_time.gte.${from},booking_time.lt.${to}),status.eq.in-progress`,
    )
    .order("booking_time")
    .order("id")
    .limit(100);
  if (error) throw error;
  return data;
}

/** The driver's latest consent to location sharing, or null before they have given one. */
async function fetchConsent(): Promise<LocationConsent | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .rpc("my_location_consent")
    .select(consentColumns)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const driverAppQueries = {
  all: () => ["driver-app"] as const,
  profile: (userId: string) =>
    queryOptions({
      queryKey: [...driverAppQueries.all(), "profile", userId] as const,
      queryFn: () => fetchProfile(userId),
      refetchOnWindowFocus: true,
      meta: { errorTitle: "Error fetching your details" },
    }),
  allTrips: () => [...driverAppQueries.all(), "trips"] as const,
  trips: (driverId: string, day: string) =>
    queryOptions({
      queryKey: [...driverAppQueries.allTrips(), driverId, day] as const,
      queryFn: () => fetchTrips(driverId, day),
      refetchOnWindowFocus: true,
      meta: { errorTitle: "Error fetching trips" },
    }),
  consent: () =>
    queryOptions({
      queryKey: [...driverAppQueries.all(), "location-consent"] as const,
      queryFn: fetchConsent,
      staleTime: Infinity,
      // Unknown consent only means the driver is asked again; the server is the check.
      meta: { toast: false },
    }),
};
