import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { toUserMessage } from "@/lib/errors";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { TextField } from "@/components/form/text-field";

import { useVerifyFactor, type Enrolment } from "../api/mutations";
import {
  verifyFactorFormSchema,
  type VerifyFactorFormValues,
} from "../schemas";
import { SecretKey } from "./secret-key";
import { TotpQrCode } from "./totp-qr-code";

export function VerifyFactorStep({
  enrolment,
  onVerified,
  onCancel,
}: {
  enrolment: Enrolment;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const verify = useVerifyFactor();
  const form = useForm<VerifyFactorFormValues, unknown, { code: string }>({
    resolver: zodResolver(verifyFactorFormSchema),
    defaultValues: { code: "" },
  });

  const onSubmit = form.handleSubmit(({ code }) =>
    verify.mutate(
      { factorId: enrolment.factorId, code },
      {
        onSuccess: onVerified,
        onError: (error) =>
          form.setError(
            "code",
            { message: toUserMessage(error) },
            { shouldFocus: true },
          ),
      },
    ),
  );

  return (
    <form
      id="verify-factor"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
    >
      <div className="grid justify-items-center gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:justify-items-start">
        <TotpQrCode uri={enrolment.uri} />
        <SecretKey secret={enrolment.secret} />
      </div>
      <TextField
        control={form.control}
        name="code"
        id="factor-code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        spellCheck={false}
        placeholder="123456"
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" form="verify-factor" disabled={verify.isPending}>
          {verify.isPending ? "Verifying..." : "Verify and turn on"}
        </Button>
      </DialogFooter>
    </form>
  );
}
