import { useMutation, useQueryClient } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";
import { firstDay, formatMonth, type Month } from "@/lib/months";
import { notify } from "@/lib/toast";

import type { ReportPeriod } from "../types";
import { reportQueries } from "./queries";

async function closePeriod(month: Month): Promise<ReportPeriod> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .rpc("close_period", { p_period: firstDay(month) })
    .single();
  if (error) throw error;
  return data as ReportPeriod;
}

async function markPeriodPaid(month: Month): Promise<ReportPeriod> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .rpc("mark_period_paid", { p_period: firstDay(month) })
    .single();
  if (error) throw error;
  return data as ReportPeriod;
}

/** Close (or re-run) a month; every report read is refreshed afterwards. */
export function useClosePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePeriod,
    meta: { errorTitle: "Error closing period" },
    onSuccess: async (_period, month) => {
      await queryClient.invalidateQueries({ queryKey: reportQueries.all() });
      notify(
        "Period Closed",
        `${formatMonth(month)} was computed from its trips and logs.`,
      );
    },
  });
}

export function useMarkPeriodPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPeriodPaid,
    meta: { errorTitle: "Error marking period as paid" },
    onSuccess: async (_period, month) => {
      await queryClient.invalidateQueries({ queryKey: reportQueries.all() });
      notify("Period Paid", `${formatMonth(month)} is paid and locked.`);
    },
  });
}
