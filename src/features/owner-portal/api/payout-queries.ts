import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import { invokeFunction } from "@/lib/edge-functions";
import { loadSupabase } from "@/lib/load-supabase";

import type { Bank, OwnerPayout, PayoutAccount } from "../types";

/**
 * The owner's payouts and payout account. Both tables are read directly (row-level security gives
 * an owner their own rows only); the list of banks comes from the payouts function, which keeps
 * Paystack's list and its secret key on the server.
 */

export const payoutColumns =
  "id,period,amount_kobo,method,status,reference,bank_reference,account_label,failure_reason,created_at,completed_at";
export const payoutAccountColumns =
  "bank_code,bank_name,account_number,account_name,verified_at";

export const PAYOUTS_PAGE = 12;

export interface PayoutsPage {
  rows: OwnerPayout[];
  /** There are older payouts than the ones asked for. */
  more: boolean;
}

async function fetchPayouts(limit: number): Promise<PayoutsPage> {
  const supabase = await loadSupabase();
  // One row more than shown says whether there is an older page, without counting the table.
  const { data, error } = await supabase
    .from("owner_payouts")
    .select(payoutColumns)
    .order("period", { ascending: false })
    .order("created_at", { ascending: false })
    .limit(limit + 1);
  if (error) throw error;
  return { rows: data.slice(0, limit), more: data.length > limit };
}

async function fetchPayoutAccount(): Promise<PayoutAccount | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("owner_bank_accounts")
    .select(payoutAccountColumns)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** The banks Paystack pays into, from the payouts function's GET route. */
async function fetchBanks(): Promise<Bank[]> {
  const { banks } = await invokeFunction<{ banks: Bank[] }>("payouts/banks");
  return banks;
}

const all = () => ["owner-portal", "payouts"] as const;

export const payoutQueries = {
  all,
  list: (limit: number) =>
    queryOptions({
      queryKey: [...all(), "list", limit] as const,
      queryFn: () => fetchPayouts(limit),
      // "Show older payouts" keeps the rows on screen while the longer page loads.
      placeholderData: keepPreviousData,
      meta: { errorTitle: "Error fetching payouts" },
    }),
  account: () =>
    queryOptions({
      queryKey: [...all(), "account"] as const,
      queryFn: fetchPayoutAccount,
      meta: { errorTitle: "Error fetching your payout account" },
    }),
  banks: () =>
    queryOptions({
      queryKey: [...all(), "banks"] as const,
      queryFn: fetchBanks,
      // Paystack's bank list changes a few times a year.
      staleTime: 60 * 60 * 1000,
      meta: { errorTitle: "Error fetching banks" },
    }),
};
