import { paths, toSearchString } from "@/config/paths";
import { listParam, tableSearchSchema } from "@/config/search-params";
import { enumValues } from "@/lib/vocabulary";
import type { z } from "@/lib/zod";

/**
 * The drivers page's URL contract, on the shared table builder: `q` searches name, phone, e-mail
 * and licence number, `status` repeats for each chosen status; 25 cards a page, by name.
 */
export const driversSearchSchema = tableSearchSchema({
  sortColumns: ["name"],
  defaultSort: "name.asc",
  filters: { status: listParam(enumValues("driver_status")) },
});

export type DriversSearch = z.output<typeof driversSearchSchema>;

/** `/admin/drivers?q=…&status=active`, leaving out what is blank. */
export function driversHref(
  search: { q?: string; status?: readonly string[]; page?: number } = {},
): string {
  return `${paths.admin.drivers.path}${toSearchString(search)}`;
}
