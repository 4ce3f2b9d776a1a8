import { PasswordChangeForm } from "@/components/form/password-change-form";

import { useChangePassword } from "../api/mutations";

/** The admin's password change: the shared form, refused without a signed-in admin (spec). */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  return (
    <PasswordChangeForm
      idPrefix="settings"
      changePassword={changePassword.mutateAsync}
      pending={changePassword.isPending}
    />
  );
}
