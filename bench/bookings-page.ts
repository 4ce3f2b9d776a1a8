import type { SupabaseClient } from "@supabase/supabase-js";

import { bookingSearchFilter } from "../src/features/admin-booking/api/search.ts";
import type { Queryable } from "../supabase/local/index.ts";

/**
 * The admin bookings screen's list request (src/features/admin-booking/api/fetch-bookings.ts):
 * its columns and embeds, filters, one sort with the id as tie-break, 25 a page, and the count it
 * asks for: exact for a filtered view, estimated (exact up to max_rows) for the whole list.
 * Kept as a copy because the screen's module resolves `@/` imports that plain Node cannot.
 */
export const BOOKINGS_LIST_COLUMNS =
  "id,reference,customer_name,customer_phone,customer_email,pickup_location,dropoff_location,booking_time,service_type,status,fare_kobo,driver_id,vehicle_id,created_at,driver:drivers(name),vehicle:fleets(model,registration_number)";
const PAGE_SIZE = 25;
const DAY_MS = 86_400_000;

export interface BookingsListQuery {
  page?: number;
  status?: string[];
  service?: string[];
  /** Pickup time bounds, as instants (the screen turns Lagos days into these). */
  from?: string;
  to?: string;
  q?: string;
  sort?: `${string}.${"asc" | "desc"}`;
}

export async function fetchBookingsList(
  client: SupabaseClient,
  search: BookingsListQuery,
) {
  const page = search.page ?? 1;
  const filtered = Boolean(
    search.q ||
    search.status?.length ||
    search.service?.length ||
    search.from ||
    search.to,
  );
  let query = client.from("bookings").select(BOOKINGS_LIST_COLUMNS, {
    count: filtered ? "exact" : "estimated",
  });
  if (search.status?.length) query = query.in("status_key", search.status);
  if (search.service?.length) query = query.in("service_type", search.service);
  if (search.from) query = query.gte("booking_time", search.from);
  if (search.to) query = query.lt("booking_time", search.to);
  if (search.q) query = query.or(bookingSearchFilter(search.q));
  const [column = "created_at", direction] = (
    search.sort ?? "created_at.desc"
  ).split(".");
  const from = (page - 1) * PAGE_SIZE;
  const { data, error, count } = await query
    .order(column, { ascending: direction === "asc" })
    .order("id", { ascending: direction === "asc" })
    .range(from, from + PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export interface BookingsPageCase {
  name: string;
  /** The screen's search for the i-th call (varied, so no single row stays cached). */
  search(i: number): BookingsListQuery;
  /** Rows the answer must at least hold, as a check that the case measures real work. */
  minRows: number;
}

/**
 * The cases of the bench rows "bookings page: …", built from the database's own rows so each
 * search has answers: references and phones of real bookings, a month of pickups.
 */
export async function bookingsPageCases(
  db: Queryable,
): Promise<BookingsPageCase[]> {
  const { rows } = await db.query<{ reference: string; phone: string }>(
    `select reference, customer_phone as phone from public.bookings
     order by md5(id::text) limit 200`,
  );
  if (rows.length === 0) throw new Error("no bookings to search for");
  const row = (i: number) => rows[i % rows.length]!;
  const monthStart = (i: number) =>
    new Date(Date.now() - (30 + (i % 60)) * DAY_MS).toISOString();
  const monthEnd = (i: number) =>
    new Date(Date.now() - (i % 60) * DAY_MS).toISOString();
  const services = ["standard", "premium", "airport_hotel", "corporate"];
  const statuses = ["pending", "confirmed", "completed", "cancelled"];
  // A phone as an operator reads it out: 0803 123 4567.
  const spoken = (e164: string) => {
    const national = e164.slice(4);
    return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  };
  return [
    { name: "newest first, page 1", search: () => ({}), minRows: 25 },
    {
      name: "newest first, page 40",
      search: () => ({ page: 40 }),
      minRows: 25,
    },
    {
      name: "status filter",
      search: (i) => ({ status: [statuses[i % statuses.length]!] }),
      minRows: 1,
    },
    {
      name: "service + pickup date range",
      search: (i) => ({
        service: [services[i % services.length]!],
        from: monthStart(i),
        to: monthEnd(i),
      }),
      minRows: 25,
    },
    {
      name: "search by reference",
      search: (i) => ({ q: row(i).reference.toLowerCase() }),
      minRows: 1,
    },
    {
      name: "search by phone",
      search: (i) => ({ q: spoken(row(i).phone) }),
      minRows: 1,
    },
    {
      name: "sort by pickup time",
      search: (i) => ({
        sort: i % 2 ? "booking_time.desc" : "booking_time.asc",
        page: 1 + (i % 4),
      }),
      minRows: 25,
    },
  ];
}
