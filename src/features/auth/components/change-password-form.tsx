import { useQuery } from "@tanstack/react-query";

import { PasswordChangeForm } from "@/components/form/password-change-form";

import { useChangePassword } from "../api/account-mutations";
import { sessionQueries } from "../api/queries";

/** A signed-in person's own password change (any role): current password, then the new one. */
export function ChangePasswordForm({
  idPrefix = "account",
}: {
  idPrefix?: string;
}) {
  const changePassword = useChangePassword();
  const { data: session } = useQuery(sessionQueries.current());
  return (
    <PasswordChangeForm
      idPrefix={idPrefix}
      changePassword={changePassword.mutateAsync}
      pending={changePassword.isPending}
      email={session?.email}
    />
  );
}
