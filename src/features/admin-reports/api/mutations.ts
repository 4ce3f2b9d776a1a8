import { useMutation, useQueryClient } from "@tanstack/react-query";

import { invokeFunction } from "@/lib/edge-functions";
import { loadSupabase } from "@/lib/load-supabase";
import { firstDay, formatMonth, type Month } from "@/lib/months";
import { notify } from "@/lib/toast";

import type { OwnerPayout, PayoutMethod, ReportPeriod } from "../types";
import { reportQueries } from "./queries";

async function closePeriod(month: Month): Promise<ReportPeriod> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .rpc("close_period", { p_period: firstDay(month) })
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

export interface PayPeriodInput {
  month: Month;
  payouts: {
    owner_id: string | null;
    owner_name: string;
    method: PayoutMethod;
    bank_reference?: string;
  }[];
}

/**
 * Pays a closed month's owners: the `payouts` function locks the month as paid (as the admin),
 * records outside bank transfers as paid and sends the Paystack transfers.
 */
function payPeriod(input: PayPeriodInput) {
  return invokeFunction<{ payouts: OwnerPayout[] }>("payouts/pay-period", {
    period: firstDay(input.month),
    payouts: input.payouts,
  });
}

export function usePayPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payPeriod,
    meta: { errorTitle: "Error marking period as paid" },
    onSuccess: async (_answer, { month }) => {
      await queryClient.invalidateQueries({ queryKey: reportQueries.all() });
      notify("Period Paid", `${formatMonth(month)} is paid and locked.`);
    },
  });
}

export interface RetryPayoutInput {
  payoutId: string;
  method: PayoutMethod;
  bankReference?: string;
}

/** A failed or reversed payout again, as a new payout (the old one stays in the record). */
function retryPayout(input: RetryPayoutInput) {
  return invokeFunction<{ payout: OwnerPayout }>("payouts/retry", {
    payout_id: input.payoutId,
    method: input.method,
    ...(input.bankReference ? { bank_reference: input.bankReference } : {}),
  });
}

export function useRetryPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPayout,
    meta: { errorTitle: "Error retrying payout" },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reportQueries.all() }),
  });
}
