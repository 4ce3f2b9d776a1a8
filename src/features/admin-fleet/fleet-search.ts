import { enumValues } from "@/lib/vocabulary";
import type { z } from "@/lib/zod";
import {
  listParam,
  tableSearchSchema,
} from "@/components/data-table/table-search";

export const FLEET_SORT_COLUMNS = [
  "created_at",
  "model",
  "registration_number",
  "seating_capacity",
  "status",
  "owner",
] as const;

/** /admin/fleet's URL: newest first, 25 a page, a status filter and a search. */
export const fleetSearchSchema = tableSearchSchema({
  sortColumns: FLEET_SORT_COLUMNS,
  defaultSort: "created_at.desc",
  filters: { status: listParam(enumValues("vehicle_status")) },
});

export type FleetSearch = z.output<typeof fleetSearchSchema>;
