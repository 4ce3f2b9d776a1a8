import { useMutation, useQueryClient } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";
import { replaceOwnPassword } from "@/lib/own-password";
import type { PasswordChange } from "@/components/form/password-change-form";

import { readableAuthError } from "../auth-messages";
import { NO_ADMIN_MESSAGE, type OperatorSettings } from "../schemas";
import { operatorSettingsColumns, settingsQueries } from "./queries";

async function requireAdminSession() {
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  const role: unknown = data.session?.user.app_metadata.role;
  if (!data.session || role !== "admin") throw new Error(NO_ADMIN_MESSAGE);
  return supabase;
}

/** The new password, proven by the current one; then every other session of the admin ends. */
async function changePassword({
  currentPassword,
  newPassword,
}: PasswordChange): Promise<void> {
  await requireAdminSession();
  await replaceOwnPassword(
    { password: newPassword, currentPassword },
    readableAuthError,
  );
}

export interface Enrolment {
  factorId: string;
  secret: string;
  uri: string;
}

async function enrolFactor(friendlyName: string): Promise<Enrolment> {
  const supabase = await requireAdminSession();
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: "totp",
    friendlyName,
    issuer: "EkoLuxe",
  });
  if (error) throw readableAuthError(error);
  return { factorId: data.id, secret: data.totp.secret, uri: data.totp.uri };
}

async function verifyFactor(input: { factorId: string; code: string }) {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.mfa.challengeAndVerify(input);
  if (error) throw readableAuthError(error);
}

async function removeFactor(factorId: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw readableAuthError(error);
  // The session's user still lists the factor until the next refresh; take the server's view now.
  await supabase.auth.refreshSession();
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { errorTitle: "Password Change Failed" },
  });
}

export function useEnrolFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolFactor,
    meta: { errorTitle: "2FA Setup Failed" },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: settingsQueries.all() }),
  });
}

export function useVerifyFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyFactor,
    // The dialog keeps the code and says what was wrong beside it.
    meta: { errorTitle: "2FA Setup Failed" },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: settingsQueries.all() }),
  });
}

export function useRemoveFactor({ quiet = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFactor,
    meta: quiet ? { toast: false } : { errorTitle: "2FA Removal Failed" },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: settingsQueries.all() }),
  });
}

async function saveOperatorSettings(
  settings: OperatorSettings,
): Promise<OperatorSettings> {
  const supabase = await requireAdminSession();
  const { data, error } = await supabase
    .from("operator_settings")
    .update(settings)
    .eq("id", true)
    .select(operatorSettingsColumns)
    .single();
  if (error) throw error;
  return data;
}

/**
 * Saves the commission, the free-cancellation cut-off, the late-cancellation fee and the two-factor
 * requirement; the action log records the change.
 */
export function useSaveOperatorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOperatorSettings,
    meta: { errorTitle: "Settings Not Saved" },
    onSuccess: (saved) =>
      queryClient.setQueryData(settingsQueries.operator().queryKey, saved),
  });
}
