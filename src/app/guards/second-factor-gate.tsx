import { notify } from "@/lib/toast";
import { SecondFactorForm } from "@/features/auth/components/second-factor-form";

import { GuardPage } from "./guard-page";
import { useSignOutAndReturn } from "./use-sign-out-and-return";

/**
 * Shown instead of a protected area while the session still owes its authenticator code. Once the
 * code is verified the cached session loses `needsCode` and the guard renders the area itself.
 */
export function SecondFactorGate({ standalone }: { standalone?: boolean }) {
  const { signOutAndReturn, pending } = useSignOutAndReturn();
  return (
    <GuardPage
      standalone={standalone}
      label="Two-factor authentication"
      cardClassName="max-w-md py-8 sm:px-8"
    >
      <SecondFactorForm
        headingLevel="h1"
        onVerified={() =>
          notify("Login Successful", "Welcome back to EkoLuxe.")
        }
        onCancel={signOutAndReturn}
        cancelling={pending}
      />
    </GuardPage>
  );
}
