import { searchParams } from "@/config/search-params";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";

/** The log's page, size, sort and filters (vehicle, type, dates), held in the URL. */
export function useMaintenanceFilters() {
  return useTableUrlState(searchParams.adminMaintenance.schema);
}
