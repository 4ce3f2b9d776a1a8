import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";

import { NewPasswordField } from "./new-password-field";
import {
  isWrongCurrentPassword,
  passwordChangeFormDefaults,
  passwordChangeFormSchema,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type PasswordChangeFormValues,
} from "./password-rules";
import { TextField } from "./text-field";

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

interface PasswordChangeFormProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** Changes the password; rejects with the server's refusal, which the caller has shown. */
  changePassword: (change: PasswordChange) => Promise<unknown>;
  pending: boolean;
  /** The person's e-mail, which the strength estimate counts as easy to guess. */
  email?: string | null;
}

/**
 * Changing one's own password: the current one, then the new one twice. The spec's checks and
 * messages come first and show as the `Password Change Failed` toast; a wrong current password
 * keeps everything typed and is marked on its field.
 */
export function PasswordChangeForm({
  idPrefix,
  changePassword,
  pending,
  email,
}: PasswordChangeFormProps) {
  const form = useForm({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: passwordChangeFormDefaults,
  });

  function onInvalid(errors: FieldErrors<PasswordChangeFormValues>) {
    const message =
      errors.confirmPassword?.message ??
      errors.newPassword?.message ??
      errors.currentPassword?.message;
    if (message)
      notify("Password Change Failed", message, { variant: "destructive" });
  }

  const onSubmit = form.handleSubmit(
    ({ currentPassword, newPassword }) =>
      changePassword({ currentPassword, newPassword }).then(
        () => {
          notify(
            "Password Updated!",
            "Your password has been changed, and any other device signed in to your account has been signed out.",
          );
          form.reset(passwordChangeFormDefaults);
        },
        (error: unknown) => {
          if (isWrongCurrentPassword(error))
            form.setError(
              "currentPassword",
              { message: WRONG_CURRENT_PASSWORD_MESSAGE },
              { shouldFocus: true },
            );
        },
      ),
    onInvalid,
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-5">
      <TextField
        control={form.control}
        name="currentPassword"
        id={`${idPrefix}-current-password`}
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordField
        control={form.control}
        name="newPassword"
        id={`${idPrefix}-new-password`}
        label="New password"
        personal={email ? [email.split("@")[0]!] : []}
      />
      <TextField
        control={form.control}
        name="confirmPassword"
        id={`${idPrefix}-confirm-password`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full sm:w-fit" disabled={pending}>
        {pending ? "Updating..." : "Update Password"}
      </Button>
    </form>
  );
}
