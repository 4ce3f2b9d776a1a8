import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import type { Json } from "@/lib/database.types";
import { loadSupabase } from "@/lib/load-supabase";

import type { OwnerPeriod } from "../period";
import type {
  OwnerMonth,
  OwnerReport,
  OwnerReportSource,
  OwnerTotals,
  OwnerVehicle,
} from "../types";

/**
 * The owner portal's reads. Each is an owner_* function that aggregates in the database over the
 * caller's own vehicles (row-level security by fleets.owner_id); the screen only shows the result.
 */

export interface DateRange {
  from: string;
  to: string;
}

const rangeArgs = (range: DateRange) => ({
  p_from: range.from,
  p_to: range.to,
});

const TOTAL_KEYS = [
  "revenue_kobo",
  "expenses_kobo",
  "payout_kobo",
  "fuel_kobo",
  "maintenance_kobo",
  "commission_kobo",
  "trips",
  "vehicles",
  "reports",
] as const satisfies readonly (keyof OwnerTotals)[];

/** owner_report_totals returns jsonb: read each key as a number, refusing a different shape. */
export function toOwnerTotals(data: Json): OwnerTotals {
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new Error("The totals came back in an unexpected shape.");
  const totals = {} as OwnerTotals;
  for (const key of TOTAL_KEYS) {
    const value = data[key];
    if (typeof value !== "number")
      throw new Error("The totals came back in an unexpected shape.");
    totals[key] = value;
  }
  return totals;
}

async function fetchTotals(range: DateRange): Promise<OwnerTotals> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc(
    "owner_report_totals",
    rangeArgs(range),
  );
  if (error) throw error;
  return toOwnerTotals(data);
}

async function fetchReports(range: DateRange): Promise<OwnerReport[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("owner_reports", rangeArgs(range));
  if (error) throw error;
  return data;
}

async function fetchMonthly(range: DateRange): Promise<OwnerMonth[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("owner_monthly", rangeArgs(range));
  if (error) throw error;
  return data;
}

async function fetchVehicles(range: DateRange): Promise<OwnerVehicle[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc(
    "owner_vehicles",
    rangeArgs(range),
  );
  if (error) throw error;
  return data;
}

async function fetchSources(reportId: string): Promise<OwnerReportSource[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("report_sources", {
    p_report_id: reportId,
  });
  if (error) throw error;
  return data;
}

// The portal raises the spec's `Error fetching reports` itself (first load included).
const meta = { toast: false };
const range = (period: Pick<OwnerPeriod, "from" | "to">): DateRange => ({
  from: period.from,
  to: period.to,
});

export const ownerPortalQueries = {
  all: () => ["owner-portal"] as const,
  totals: (period: DateRange) =>
    queryOptions({
      queryKey: [...ownerPortalQueries.all(), "totals", range(period)] as const,
      queryFn: () => fetchTotals(range(period)),
      placeholderData: keepPreviousData,
      meta,
    }),
  reports: (period: DateRange) =>
    queryOptions({
      queryKey: [
        ...ownerPortalQueries.all(),
        "reports",
        range(period),
      ] as const,
      queryFn: () => fetchReports(range(period)),
      placeholderData: keepPreviousData,
      meta,
    }),
  monthly: (period: DateRange) =>
    queryOptions({
      queryKey: [
        ...ownerPortalQueries.all(),
        "monthly",
        range(period),
      ] as const,
      queryFn: () => fetchMonthly(range(period)),
      placeholderData: keepPreviousData,
      meta,
    }),
  vehicles: (period: DateRange) =>
    queryOptions({
      queryKey: [
        ...ownerPortalQueries.all(),
        "vehicles",
        range(period),
      ] as const,
      queryFn: () => fetchVehicles(range(period)),
      placeholderData: keepPreviousData,
      meta,
    }),
  sources: (reportId: string) =>
    queryOptions({
      queryKey: [...ownerPortalQueries.all(), "sources", reportId] as const,
      queryFn: () => fetchSources(reportId),
      meta,
    }),
};
