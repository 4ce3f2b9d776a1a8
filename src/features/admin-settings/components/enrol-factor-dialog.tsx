import { useState } from "react";

import { notify } from "@/lib/toast";
import { FormDialog } from "@/components/form-dialog";

import { useRemoveFactor, type Enrolment } from "../api/mutations";
import { NameFactorStep } from "./name-factor-step";
import { VerifyFactorStep } from "./verify-factor-step";

/**
 * Adds an authenticator in two steps: name it (the server creates an unverified factor), then scan
 * the code and prove it with a first code. Leaving half-way removes the unverified factor again.
 */
export function EnrolFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  // A failed clean-up leaves an "Unverified" entry in the list, which has its own Remove button.
  const discard = useRemoveFactor({ quiet: true });

  function changeOpen(next: boolean) {
    if (!next && enrolment) discard.mutate(enrolment.factorId);
    if (!next) setEnrolment(null);
    onOpenChange(next);
  }

  function verified() {
    setEnrolment(null);
    onOpenChange(false);
    notify(
      "Two-factor authentication on",
      "You will be asked for a code from your authenticator app each time you log in.",
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title="Set up two-factor authentication"
      description={
        enrolment
          ? "Scan the QR code with your authenticator app (or type the secret key), then enter the 6-digit code it shows."
          : "Use an authenticator app such as Google Authenticator, Microsoft Authenticator or 1Password."
      }
      className="sm:max-w-lg"
    >
      {enrolment ? (
        <VerifyFactorStep
          enrolment={enrolment}
          onVerified={verified}
          onCancel={() => changeOpen(false)}
        />
      ) : (
        <NameFactorStep
          onEnrolled={setEnrolment}
          onCancel={() => changeOpen(false)}
        />
      )}
    </FormDialog>
  );
}
