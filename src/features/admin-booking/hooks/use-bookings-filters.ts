import { searchParams } from "@/config/search-params";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";

/** The bookings list's page, size, sort, filters and search, held in the URL. */
export function useBookingsFilters() {
  return useTableUrlState(searchParams.adminBooking.schema);
}
