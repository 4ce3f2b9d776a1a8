import { useMutation, useQueryClient } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";

import { clearStoredSession } from "../session-store";

async function signOut(): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signOut();
  // When the server cannot revoke the session (offline, already expired) this device still signs out.
  if (error) await supabase.auth.signOut({ scope: "local" });
  clearStoredSession();
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    meta: { errorTitle: "Sign out Failed" },
    onSuccess: () => queryClient.removeQueries(),
  });
}
