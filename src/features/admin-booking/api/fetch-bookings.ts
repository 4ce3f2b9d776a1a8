import type { AdminBookingSearch } from "@/config/search-params";
import { addDaysToDate, combineLagosDateTime } from "@/lib/dates";
import { loadSupabase } from "@/lib/load-supabase";
import { countedPage, pageRange, rowCountMode } from "@/lib/server-page";

import type {
  AuditEntry,
  BookingDetail,
  BookingsPage,
  DispatchCandidate,
  LedgerEntry,
} from "../types";
import { bookingSearchFilter } from "./search";

const bookingListColumns =
  "id,reference,customer_name,customer_phone,customer_email,pickup_location,dropoff_location,booking_time,service_type,status,fare_kobo,driver_id,vehicle_id,created_at,paid_kobo,payment_state,driver:drivers(name),vehicle:fleets(model,registration_number)";

const bookingDetailColumns =
  "id,reference,customer_name,customer_phone,customer_email,pickup_location,dropoff_location,booking_time,service_type,status,fare_kobo,fare_breakdown,distance_km,duration_min,notes,cancellation_reason,driver_id,vehicle_id,created_at,confirmed_at,started_at,completed_at,cancelled_at,flight_number,cancelled_by,paid_kobo,payment_state,driver:drivers(name,phone),vehicle:fleets(model,registration_number),pickup_place:places!pickup_place_id(meeting_point),rating:ride_ratings(rating,comment)";

const ledgerColumns =
  "id,kind,method,channel,status,amount_kobo,provider_reference,refund_of,reason,failure_reason,received_by,received_at,created_at";
const auditColumns = "id,actor_email,action,before,after,at";

/** Midnight in Lagos at the start of a calendar day, as an instant. */
const lagosMidnight = (date: string) => combineLagosDateTime(date, "00:00");

export async function fetchBookingsPage(
  search: AdminBookingSearch,
): Promise<BookingsPage> {
  const supabase = await loadSupabase();
  const filtered = Boolean(
    search.q ||
    search.status.length ||
    search.service.length ||
    search.paid.length ||
    search.from ||
    search.to,
  );
  let query = supabase
    .from("bookings")
    .select(bookingListColumns, { count: rowCountMode(filtered) });
  if (search.q) query = query.or(bookingSearchFilter(search.q));
  // status_key, the status as text, is the one an index can serve under the row policy.
  if (search.status.length) query = query.in("status_key", search.status);
  if (search.service.length) query = query.in("service_type", search.service);
  // payment_state is a computed field: paid or unpaid once a ride is completed, refunded once
  // its money went back, null otherwise.
  if (search.paid.length) query = query.in("payment_state", search.paid);
  if (search.from)
    query = query.gte("booking_time", lagosMidnight(search.from));
  if (search.to)
    query = query.lt(
      "booking_time",
      lagosMidnight(addDaysToDate(search.to, 1)),
    );
  const [column, direction] = (search.sort ?? "created_at.desc").split(".");
  const { data, error, count } = await query
    .order(column ?? "created_at", { ascending: direction === "asc" })
    // Ties (same minute, same fare) keep one order from page to page.
    .order("id", { ascending: direction === "asc" })
    .range(...pageRange(search));
  if (error) throw error;
  return countedPage(data, count, filtered);
}

export async function fetchBookingDetail(id: string): Promise<BookingDetail> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("bookings")
    .select(bookingDetailColumns)
    .eq("id", id)
    .single();
  if (error) throw error;
  return data;
}

/** The booking's ledger, oldest first: each charge, then the refunds that followed it. */
export async function fetchBookingPayments(
  bookingId: string,
): Promise<LedgerEntry[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("payments")
    .select(ledgerColumns)
    .eq("booking_id", bookingId)
    .order("created_at")
    .order("id");
  if (error) throw error;
  return data as LedgerEntry[];
}

/** The booking's own audit rows, oldest first: its status timeline. */
export async function fetchBookingAudit(
  bookingId: string,
): Promise<AuditEntry[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("audit_log")
    .select(auditColumns)
    .eq("table_name", "bookings")
    .eq("row_id", bookingId)
    .order("at")
    .order("id");
  if (error) throw error;
  return data;
}

export async function fetchDispatchCandidates(
  bookingId: string,
): Promise<DispatchCandidate[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("dispatch_candidates", {
    p_booking_id: bookingId,
  });
  if (error) throw error;
  return data;
}

/** How many waiting bookings the dispatch dialog steps through at most. */
export const DISPATCH_QUEUE_LIMIT = 50;

/**
 * The bookings waiting for a driver, most urgent first: pending, unassigned, pickup still ahead,
 * earliest pickup first (a pickup in 30 minutes before one in four days).
 */
export async function fetchDispatchQueue(): Promise<string[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("bookings")
    .select("id")
    .eq("status", "pending")
    .is("driver_id", null)
    .gt("booking_time", new Date().toISOString())
    .order("booking_time", { ascending: true })
    .order("id", { ascending: true })
    .limit(DISPATCH_QUEUE_LIMIT);
  if (error) throw error;
  return data.map((row) => row.id);
}
