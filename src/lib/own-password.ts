import { loadSupabase } from "@/lib/load-supabase";

/**
 * Sets the signed-in person's password, proven by the current one unless the session came from an
 * e-mailed link (the auth server exempts those), then ends their other sessions. `readable` turns
 * the server's refusal into the sentence the caller's form shows.
 */
export async function replaceOwnPassword(
  change: { password: string; currentPassword?: string },
  readable: (error: unknown) => unknown,
): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.updateUser({
    password: change.password,
    ...(change.currentPassword === undefined
      ? {}
      : { current_password: change.currentPassword }),
  });
  if (error) throw readable(error);
  const others = await supabase.auth.signOut({ scope: "others" });
  // The auth server already ended the other sessions with the change; this only restates it.
  if (others.error)
    console.warn("Signing out other sessions failed", others.error);
}
