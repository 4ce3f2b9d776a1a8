import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";
import { addMonths, firstDay, type Month, type MonthRange } from "@/lib/months";

import type {
  Collection,
  MonthlyPoint,
  ReportPeriod,
  ReportRow,
  ReportSource,
  ReportSummary,
} from "../types";
import {
  fetchPayoutPlan,
  fetchPeriodPayments,
  fetchPeriodPayouts,
} from "./fetch-payouts";

/** Every read is aggregated by the database (report_* functions); the screen only shows it. */

const rangeArgs = (range: MonthRange) => ({
  p_from: firstDay(range.from),
  p_to: firstDay(range.to),
});

async function fetchSummary(range: MonthRange): Promise<ReportSummary> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .rpc("report_summary", rangeArgs(range))
    .single();
  if (error) throw error;
  return data;
}

async function fetchRows(range: MonthRange): Promise<ReportRow[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("report_rows", rangeArgs(range));
  if (error) throw error;
  return data as ReportRow[];
}

async function fetchCollections(range: MonthRange): Promise<Collection[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc(
    "report_collections",
    rangeArgs(range),
  );
  if (error) throw error;
  return data;
}

/** The chart's twelve months, ending with the chosen range's last month. */
async function fetchMonthly(to: Month): Promise<MonthlyPoint[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc(
    "report_monthly",
    rangeArgs({ from: addMonths(to, -11), to }),
  );
  if (error) throw error;
  return data;
}

async function fetchPeriod(month: Month): Promise<ReportPeriod | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("report_periods")
    .select("period,status,closed_at,paid_at,commission_rate_bps")
    .eq("period", firstDay(month))
    .maybeSingle();
  if (error) throw error;
  return data as ReportPeriod | null;
}

async function fetchSources(reportId: string): Promise<ReportSource[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("report_sources", {
    p_report_id: reportId,
  });
  if (error) throw error;
  return data as ReportSource[];
}

// The spec's `Error fetching reports` (a title alone) for any failure of the screen's figures,
// first load included: the cards and the chart have no error text of their own.
const meta = {
  errorTitle: "Error fetching reports",
  toastFirstLoad: true,
  errorDetail: false,
};
// The status and the trace show their failure in place (the status hides, the trace says so).
const quiet = { toast: false };

export const reportQueries = {
  all: () => ["reports"] as const,
  summary: (range: MonthRange) =>
    queryOptions({
      queryKey: [...reportQueries.all(), "summary", range] as const,
      queryFn: () => fetchSummary(range),
      placeholderData: keepPreviousData,
      meta,
    }),
  rows: (range: MonthRange) =>
    queryOptions({
      queryKey: [...reportQueries.all(), "rows", range] as const,
      queryFn: () => fetchRows(range),
      placeholderData: keepPreviousData,
      meta,
    }),
  collections: (range: MonthRange) =>
    queryOptions({
      queryKey: [...reportQueries.all(), "collections", range] as const,
      queryFn: () => fetchCollections(range),
      placeholderData: keepPreviousData,
      meta,
    }),
  monthly: (to: Month) =>
    queryOptions({
      queryKey: [...reportQueries.all(), "monthly", to] as const,
      queryFn: () => fetchMonthly(to),
      placeholderData: keepPreviousData,
      meta,
    }),
  period: (month: Month) =>
    queryOptions({
      queryKey: [...reportQueries.all(), "period", month] as const,
      queryFn: () => fetchPeriod(month),
      meta: quiet,
    }),
  payoutPlan: (month: Month) =>
    queryOptions({
      queryKey: [...reportQueries.all(), "payout-plan", month] as const,
      queryFn: () => fetchPayoutPlan(month),
      // Owners verify accounts at any time: each opening of Pay owners asks again.
      staleTime: 0,
      meta: { errorTitle: "Error fetching reports" },
    }),
  payouts: (month: Month) =>
    queryOptions({
      queryKey: [...reportQueries.all(), "payouts", month] as const,
      queryFn: () => fetchPeriodPayouts(month),
      // A Paystack transfer settles by webhook a little later: look again while one is pending.
      refetchInterval: (query) =>
        query.state.data?.some((payout) => payout.status === "pending")
          ? 4_000
          : false,
      meta: { errorTitle: "Error fetching reports" },
    }),
  periodPayments: (month: Month) =>
    queryOptions({
      queryKey: [...reportQueries.all(), "period-payments", month] as const,
      queryFn: () => fetchPeriodPayments(month),
      meta: { errorTitle: "Error fetching reports" },
    }),
  sources: (reportId: string) =>
    queryOptions({
      queryKey: [...reportQueries.all(), "sources", reportId] as const,
      queryFn: () => fetchSources(reportId),
      meta: quiet,
    }),
};
