import { useMutation, useQueryClient } from "@tanstack/react-query";

import { paths } from "@/config/paths";
import type { EmailLinkType } from "@/config/search-params";
import { loadSupabase } from "@/lib/load-supabase";
import { replaceOwnPassword } from "@/lib/own-password";
import type { PasswordChange } from "@/components/form/password-change-form";
import { readablePasswordRefusal } from "@/components/form/password-rules";

import { announceSessionChange } from "../session-store";
import { rememberSession } from "./mutations";
import { toAuthSession, type AuthSession } from "./queries";

/** Where every auth e-mail's link comes back to. */
function confirmUrl(): string {
  return `${window.location.origin}${paths.authConfirm.href()}`;
}

export const NOT_SIGNED_IN_MESSAGE =
  "You are not signed in any more. Log in again, then change your password.";

/** A verified link: a session, or none for the first of the two links of an e-mail change. */
export type VerifiedLink = { session: AuthSession | null };

async function verifyEmailLink(link: {
  tokenHash: string;
  type: EmailLinkType;
}): Promise<VerifiedLink> {
  const supabase = await loadSupabase();
  // A reset link's session reaches the session bridge as supabase-js's PASSWORD_RECOVERY event.
  const { data, error } = await supabase.auth.verifyOtp({
    token_hash: link.tokenHash,
    type: link.type,
  });
  if (error) throw error;
  if (!data.session) return { session: null };
  announceSessionChange();
  return { session: toAuthSession(data.session) };
}

/** The password chosen from an invitation or reset link, whose session needs no current one. */
function setNewPassword(password: string): Promise<void> {
  return replaceOwnPassword({ password }, readablePasswordRefusal);
}

async function changePassword({
  currentPassword,
  newPassword,
}: PasswordChange): Promise<void> {
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new Error(NOT_SIGNED_IN_MESSAGE);
  await replaceOwnPassword(
    { password: newPassword, currentPassword },
    readablePasswordRefusal,
  );
}

/** Asks for the change; it happens once both addresses have confirmed it (double_confirm_changes). */
async function changeEmail(email: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.updateUser(
    { email },
    { emailRedirectTo: confirmUrl() },
  );
  if (error) throw error;
}

/** The server answers the same whether or not the address has an account. */
async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: confirmUrl(),
  });
  if (error) throw error;
}

export function useVerifyEmailLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailLink,
    // The page itself says what went wrong with the link.
    meta: { toast: false },
    onSuccess: ({ session }) => {
      if (session) rememberSession(queryClient, session);
    },
  });
}

export function useSetNewPassword() {
  return useMutation({
    mutationFn: setNewPassword,
    meta: { errorTitle: "Password Change Failed" },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { errorTitle: "Password Change Failed" },
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: changeEmail,
    meta: { errorTitle: "Email Change Failed" },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    meta: { errorTitle: "Error sending reset link" },
  });
}
