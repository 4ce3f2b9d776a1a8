import {
  useMutation,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";

import { duplicateEmailError } from "../auth-errors";
import { announceSessionChange, clearStoredSession } from "../session-store";
import { sessionQueries, toAuthSession, type AuthSession } from "./queries";

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput extends SignInInput {
  fullName: string;
}

async function signIn({ email, password }: SignInInput): Promise<AuthSession> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({
    email,
    password,
  });
  if (error) throw error;
  announceSessionChange();
  return toAuthSession(data.session);
}

/** Resolves to the new session, or null when the project asks new users to confirm by e-mail. */
async function signUp({
  fullName,
  email,
  password,
}: SignUpInput): Promise<AuthSession | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName } },
  });
  if (error) throw error;
  // With confirmations on, an existing address gets a user without identities instead of an error.
  if (!data.session && data.user?.identities?.length === 0)
    throw duplicateEmailError();
  if (!data.session) return null;
  announceSessionChange();
  return toAuthSession(data.session);
}

/** Answers the sign-in's second step with the verified authenticator factor: aal1 → aal2. */
async function verifySignInCode(code: string): Promise<AuthSession> {
  const supabase = await loadSupabase();
  const factors = await supabase.auth.mfa.listFactors();
  if (factors.error) throw factors.error;
  const factor = factors.data.totp.find((item) => item.status === "verified");
  if (!factor)
    throw Object.assign(new Error("No authenticator factor"), {
      code: "mfa_factor_not_found",
    });
  const { data, error } = await supabase.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code,
  });
  if (error) throw error;
  announceSessionChange();
  return toAuthSession(data);
}

async function signOut(): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signOut();
  // When the server cannot revoke the session (offline, already expired) this device still signs out.
  if (error) await supabase.auth.signOut({ scope: "local" });
  clearStoredSession();
}

/** The new session in the cache, and a refetch of whatever a visitor saw (it may differ for them). */
export function rememberSession(
  queryClient: QueryClient,
  session: AuthSession,
) {
  queryClient.setQueryData(sessionQueries.current().queryKey, session);
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== sessionQueries.all()[0],
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The form chooses between the spec's Login Failed and Sign in Failed toasts.
    meta: { toast: false },
    onSuccess: (session) => rememberSession(queryClient, session),
  });
}

export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySignInCode,
    // The code step says Login Failed with a sentence about the code.
    meta: { toast: false },
    onSuccess: (session) => rememberSession(queryClient, session),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    meta: { toast: false },
    onSuccess: (session) => {
      if (session) rememberSession(queryClient, session);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    meta: { errorTitle: "Sign out Failed" },
    onSuccess: () => queryClient.removeQueries(),
  });
}
