import { queryOptions } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";

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

export const settingsQueries = {
  all: () => ["settings"] as const,
  factors: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), "factors"] as const,
      queryFn: fetchFactors,
      meta: { errorTitle: "Error fetching data" },
    }),
};
