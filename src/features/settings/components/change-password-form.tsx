import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/form/text-field";

import { useChangePassword } from "../api/mutations";
import {
  changePasswordFormDefaults,
  changePasswordFormSchema,
  type ChangePasswordFormValues,
} from "../schemas";

/** The spec's password change: its checks and messages as toasts, the field marked as well. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: changePasswordFormDefaults,
  });

  function onInvalid(errors: FieldErrors<ChangePasswordFormValues>) {
    const message =
      errors.confirmPassword?.message ?? errors.newPassword?.message;
    if (message)
      notify("Password Change Failed", message, { variant: "destructive" });
  }

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    changePassword.mutate(newPassword, {
      onSuccess: () => {
        notify("Password Updated!", "Your password has been changed.");
        form.reset(changePasswordFormDefaults);
      },
    });
  }, onInvalid);

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-5">
      <TextField
        control={form.control}
        name="newPassword"
        id="settings-new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
      />
      <TextField
        control={form.control}
        name="confirmPassword"
        id="settings-confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <Button
        type="submit"
        className="w-full sm:w-fit"
        disabled={changePassword.isPending}
      >
        {changePassword.isPending ? "Updating..." : "Update Password"}
      </Button>
    </form>
  );
}
