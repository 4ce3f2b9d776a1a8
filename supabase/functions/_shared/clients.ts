import { createClient, type SupabaseClient } from "@supabase/supabase-js";

const serverSide = {
  auth: {
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  },
};

/** A trusted client that bypasses RLS. Only ever built inside a function, never sent anywhere. */
export function createServiceClient(
  supabaseUrl: string,
  serviceRoleKey: string,
): SupabaseClient {
  return createClient(supabaseUrl, serviceRoleKey, serverSide);
}

/** A client acting as the caller: the anon key plus the caller's own Authorization header. */
export function createCallerClient(
  supabaseUrl: string,
  anonKey: string,
  authorization: string,
): SupabaseClient {
  return createClient(supabaseUrl, anonKey, {
    ...serverSide,
    global: { headers: { Authorization: authorization } },
  });
}
