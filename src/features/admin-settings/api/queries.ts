import { queryOptions } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";

import type { OperatorSettings } from "../schemas";

export interface AuthenticatorFactor {
  id: string;
  friendlyName: string;
  status: "verified" | "unverified";
  createdAt: string;
}

/** The signed-in user's TOTP factors, oldest first, as the auth server holds them. */
async function fetchFactors(): Promise<AuthenticatorFactor[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.all
    .filter((factor) => factor.factor_type === "totp")
    .map((factor) => ({
      id: factor.id,
      friendlyName: factor.friendly_name ?? "",
      status: factor.status === "verified" ? "verified" : "unverified",
      createdAt: factor.created_at,
    }));
}

export const operatorSettingsColumns =
  "commission_rate_bps,free_cancellation_minutes,late_cancellation_fee_kobo,require_admin_second_factor";

/** The operator's single settings row (administrators only). */
async function fetchOperatorSettings(): Promise<OperatorSettings> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("operator_settings")
    .select(operatorSettingsColumns)
    .eq("id", true)
    .single();
  if (error) throw error;
  return data;
}

export const settingsQueries = {
  all: () => ["settings"] as const,
  factors: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), "factors"] as const,
      queryFn: fetchFactors,
      meta: { errorTitle: "Error fetching data" },
    }),
  operator: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), "operator"] as const,
      queryFn: fetchOperatorSettings,
      meta: { errorTitle: "Error fetching data" },
    }),
};
