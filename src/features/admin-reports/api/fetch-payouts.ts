import { loadSupabase } from "@/lib/load-supabase";
import { firstDay, type Month } from "@/lib/months";

import type { OwnerPayout, PayoutPlanRow, PeriodPayment } from "../types";

const payoutColumns =
  "id,period,owner_id,owner_name,amount_kobo,method,status,reference,bank_reference,account_label,failure_reason,created_at,completed_at";

/** One row per owner with a payout in the closed month: the Pay owners dialog's lines. */
export async function fetchPayoutPlan(month: Month): Promise<PayoutPlanRow[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("period_payout_plan", {
    p_period: firstDay(month),
  });
  if (error) throw error;
  return data as PayoutPlanRow[];
}

/** Every payout of the month, oldest first (a retry is a new row after the failed one). */
export async function fetchPeriodPayouts(month: Month): Promise<OwnerPayout[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("owner_payouts")
    .select(payoutColumns)
    .eq("period", firstDay(month))
    .order("created_at")
    .order("id");
  if (error) throw error;
  return data as OwnerPayout[];
}

/** The month's completed trips and how each was paid. */
export async function fetchPeriodPayments(
  month: Month,
): Promise<PeriodPayment[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("period_payments", {
    p_period: firstDay(month),
  });
  if (error) throw error;
  return data;
}
