import { searchParams } from "@/config/search-params";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";

/** The users list's page, size and search, held in the URL. */
export function useUsersFilters() {
  return useTableUrlState(searchParams.adminUsers.schema);
}
