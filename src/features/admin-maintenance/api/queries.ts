import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import type { AdminMaintenanceSearch } from "@/config/search-params";

import type { MaintenanceFilters } from "../types";
import {
  fetchLogsPage,
  fetchServiceReminders,
  fetchSummary,
  fetchVehicleOptions,
} from "./fetch-maintenance";

const errorTitle = "Error fetching logs";

export const maintenanceQueries = {
  all: () => ["maintenance"] as const,
  vehicleOptions: () =>
    queryOptions({
      queryKey: [...maintenanceQueries.all(), "vehicle-options"] as const,
      queryFn: fetchVehicleOptions,
      meta: { errorTitle: "Error fetching vehicles" },
    }),
  logs: (search: AdminMaintenanceSearch) =>
    queryOptions({
      queryKey: [...maintenanceQueries.all(), "logs", search] as const,
      queryFn: () => fetchLogsPage(search),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
      meta: { errorTitle },
    }),
  summary: (filters: MaintenanceFilters) =>
    queryOptions({
      queryKey: [...maintenanceQueries.all(), "summary", filters] as const,
      queryFn: () => fetchSummary(filters),
      placeholderData: keepPreviousData,
      meta: { errorTitle },
    }),
  reminders: () =>
    queryOptions({
      queryKey: [...maintenanceQueries.all(), "reminders"] as const,
      queryFn: fetchServiceReminders,
      meta: { errorTitle },
    }),
};
