import { queryOptions } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";
import { sanitizeSearchTerm } from "@/lib/search-term";

import type { DashboardStats, RecentBooking, UnpaidTrip } from "../types";
import { dashboardAlertsSchema, type DashboardAlert } from "./alerts";

/** Spec §9: the Recent Bookings list shows the latest 5. */
export const RECENT_BOOKINGS_LIMIT = 5;
const UNPAID_TRIPS_LIMIT = 20;
// Completed trips read per search before the fully paid ones are dropped.
const UNPAID_SCAN_LIMIT = 60;

export const recentBookingColumns =
  "id,reference,customer_name,pickup_location,dropoff_location,booking_time,service_type,status,driver_id,created_at";

async function fetchStats(): Promise<DashboardStats> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("dashboard_stats");
  if (error) throw error;
  return {
    activeCars: data.active_cars ?? 0,
    availableDrivers: data.available_drivers ?? 0,
    totalRevenueKobo: data.total_revenue_kobo ?? 0,
    pendingBookings: data.pending_bookings ?? 0,
  };
}

async function fetchRecentBookings(): Promise<RecentBooking[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("bookings")
    .select(recentBookingColumns)
    .order("created_at", { ascending: false })
    .limit(RECENT_BOOKINGS_LIMIT);
  if (error) throw error;
  return data;
}

async function fetchAlerts(): Promise<DashboardAlert[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("dashboard_alerts");
  if (error) throw error;
  return dashboardAlertsSchema.parse(data);
}

async function fetchUnpaidTrips(search: string): Promise<UnpaidTrip[]> {
  const supabase = await loadSupabase();
  let request = supabase
    .from("bookings")
    .select(
      "id,reference,customer_name,fare_kobo,completed_at,payments(amount_kobo)",
    )
    .eq("status", "completed")
    .order("completed_at", { ascending: false, nullsFirst: false })
    .limit(UNPAID_SCAN_LIMIT);
  const term = sanitizeSearchTerm(search);
  if (term) {
    request = request.or(
      `reference.ilike.*${term}*,customer_name.ilike.*${term}*`,
    );
  }
  const { data, error } = await request;
  if (error) throw error;
  return data
    .map((row) => ({
      id: row.id,
      reference: row.reference,
      customerName: row.customer_name,
      fareKobo: row.fare_kobo,
      paidKobo: row.payments.reduce((sum, p) => sum + p.amount_kobo, 0),
      completedAt: row.completed_at,
    }))
    .filter((trip) => trip.paidKobo < trip.fareKobo)
    .slice(0, UNPAID_TRIPS_LIMIT);
}

export const dashboardQueries = {
  all: () => ["dashboard"] as const,
  stats: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), "stats"] as const,
      queryFn: fetchStats,
      // Spec §8: a title alone, first load included (the cards show only a dash).
      meta: {
        errorTitle: "Error fetching dashboard stats",
        toastFirstLoad: true,
        errorDetail: false,
      },
    }),
  recentBookings: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), "recent-bookings"] as const,
      queryFn: fetchRecentBookings,
      meta: { errorTitle: "Error fetching recent bookings" },
    }),
  alerts: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), "alerts"] as const,
      queryFn: fetchAlerts,
      meta: { errorTitle: "Error fetching data" },
    }),
  unpaidTrips: (search: string) =>
    queryOptions({
      queryKey: [
        ...dashboardQueries.all(),
        "unpaid-trips",
        sanitizeSearchTerm(search).toLowerCase(),
      ] as const,
      queryFn: () => fetchUnpaidTrips(search),
      staleTime: 10_000,
      meta: { errorTitle: "Error fetching bookings" },
    }),
};
