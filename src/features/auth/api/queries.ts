import { queryOptions } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";

import { openedByEmailLink } from "../email-link-session";
import {
  owesSecondFactor,
  roleFromAccessToken,
  type AppRole,
} from "../session";

// Other features' reads as the signed-in user go through this module (the features' boundary).
export { callSignedInRpc } from "./signed-in-rpc";

export interface AuthSession {
  userId: string;
  email: string | null;
  role: AppRole;
  /** Present (true) only while the sign-in still owes the authenticator code (aal1 → aal2). */
  needsCode?: true;
  /** Present (true) when an e-mailed link (invitation, reset) opened the session. */
  fromEmailLink?: true;
}

export interface SupabaseSessionLike {
  access_token: string;
  user: {
    id: string;
    email?: string | null;
    factors?: readonly { status?: unknown }[] | null;
  };
}

export function toAuthSession(session: SupabaseSessionLike): AuthSession {
  return {
    userId: session.user.id,
    email: session.user.email ?? null,
    role: roleFromAccessToken(session.access_token),
    ...(owesSecondFactor(session.access_token, session.user.factors)
      ? { needsCode: true as const }
      : {}),
    ...(openedByEmailLink(session.access_token)
      ? { fromEmailLink: true as const }
      : {}),
  };
}

async function fetchSession(): Promise<AuthSession | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  return data.session ? toAuthSession(data.session) : null;
}

export const sessionQueries = {
  all: () => ["auth"] as const,
  current: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), "session"] as const,
      queryFn: fetchSession,
      meta: { toast: false },
    }),
};

/** Whether this admin must still add (and verify) an authenticator before any admin screen. */
async function fetchAdminSecondFactorRequired(): Promise<boolean> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("admin_second_factor_required");
  if (error) throw error;
  return data;
}

export const adminSecurityQueries = {
  all: () => ["admin-security"] as const,
  secondFactorRequired: () =>
    queryOptions({
      queryKey: [...adminSecurityQueries.all(), "second-factor-required"],
      queryFn: fetchAdminSecondFactorRequired,
      meta: { toast: false },
    }),
};
