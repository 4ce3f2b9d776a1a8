import type { Tables } from "@/lib/database.types";

export type RecentBooking = Pick<
  Tables<"bookings">,
  | "id"
  | "reference"
  | "customer_name"
  | "pickup_location"
  | "dropoff_location"
  | "booking_time"
  | "service_type"
  | "status"
  | "driver_id"
  | "created_at"
>;

export interface DashboardStats {
  activeCars: number;
  availableDrivers: number;
  totalRevenueKobo: number;
  pendingBookings: number;
}

/** A completed trip that still has money to collect. */
export interface UnpaidTrip {
  id: string;
  reference: string;
  customerName: string;
  fareKobo: number;
  paidKobo: number;
  completedAt: string | null;
}
