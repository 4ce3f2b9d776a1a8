/**
 * Loads the Supabase client on demand, so pages that only need it after a click (the nav's
 * Logout, the route guards) keep supabase-js out of the first download.
 */
export async function loadSupabase() {
  const { supabase } = await import("./supabase");
  return supabase;
}
