import { queryOptions } from "@tanstack/react-query";

import { withStatus } from "@/lib/errors";
import { loadSupabase } from "@/lib/load-supabase";

export const accountProfileColumns = "full_name,phone";

export interface AccountProfile {
  full_name: string;
  phone: string | null;
}

/** The signed-in person's profile row; an account without one (an invited user) has none yet. */
async function fetchProfile(userId: string): Promise<AccountProfile | null> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase
    .from("profiles")
    .select(accountProfileColumns)
    .eq("id", userId)
    .maybeSingle();
  if (error) throw withStatus(error, status);
  return data;
}

export const accountQueries = {
  all: () => ["account"] as const,
  profile: (userId: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(), "profile", userId] as const,
      queryFn: () => fetchProfile(userId),
      meta: { errorTitle: "Error fetching data" },
    }),
};
