import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { inject } from "vitest";

export const runtime = () => inject("runtime");

const noSession = {
  auth: {
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  },
};

/** A client as the browser holds it: the anon key, and whatever session it signs into. */
export function anonClient(): SupabaseClient {
  const { apiUrl, anonKey } = runtime();
  return createClient(apiUrl, anonKey, noSession);
}

/** A trusted server-side client: bypasses RLS. */
export function serviceClient(): SupabaseClient {
  const { apiUrl, serviceRoleKey } = runtime();
  return createClient(apiUrl, serviceRoleKey, noSession);
}

let counter = 0;
/** A unique e-mail per call, so tests never collide on the shared runtime. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** Creates a confirmed user through the admin API and returns a client signed in as them. */
export async function signedInClient(
  options: {
    email?: string;
    password?: string;
    appMetadata?: Record<string, unknown>;
  } = {},
): Promise<{
  client: SupabaseClient;
  userId: string;
  email: string;
  password: string;
}> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? "correct-horse-battery";
  const admin = serviceClient();
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: options.appMetadata,
  });
  if (error) throw error;
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { client, userId: data.user.id, email, password };
}
