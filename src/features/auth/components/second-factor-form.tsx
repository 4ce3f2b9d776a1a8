import { useEffect, useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/form/text-field";

import { useVerifySignInCode } from "../api/mutations";
import type { AuthSession } from "../api/queries";
import { secondFactorFailure } from "../auth-errors";
import {
  secondFactorFormDefaults,
  secondFactorFormSchema,
  type SecondFactorFormValues,
} from "../schemas";

interface SecondFactorFormProps {
  /** The session is now aal2. */
  onVerified: (session: AuthSession) => void;
  /** Gives up on this sign-in: the caller signs out. */
  onCancel: () => void;
  cancelling?: boolean;
  /** Heading level for the step's title, to fit the page around it. */
  headingLevel?: "h1" | "h2";
}

/** The sign-in's second step for an account with an authenticator app: the 6-digit code. */
export function SecondFactorForm({
  onVerified,
  onCancel,
  cancelling = false,
  headingLevel: Heading = "h2",
}: SecondFactorFormProps) {
  const titleId = useId();
  const verify = useVerifySignInCode();
  const form = useForm<SecondFactorFormValues, unknown, { code: string }>({
    resolver: zodResolver(secondFactorFormSchema),
    defaultValues: secondFactorFormDefaults,
  });

  // The step replaces the password form, which held the focus: move it to the code box.
  const { setFocus } = form;
  useEffect(() => setFocus("code"), [setFocus]);

  const onSubmit = form.handleSubmit(({ code }) => {
    verify.mutate(code, {
      onSuccess: onVerified,
      onError: (error) => {
        const { title, description } = secondFactorFailure(error);
        form.setError("code", { message: description }, { shouldFocus: true });
        notify(title, description, { variant: "destructive" });
      },
    });
  });

  const busy = verify.isPending || cancelling;

  return (
    <section aria-labelledby={titleId} className="grid gap-5">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
          <ShieldCheck className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <Heading id={titleId} className="text-xl text-foreground">
            Two-factor authentication
          </Heading>
          <p className="text-sm text-muted-foreground">
            Enter the 6-digit code from your authenticator app to finish signing
            in.
          </p>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <TextField
          control={form.control}
          name="code"
          id="second-factor-code"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          spellCheck={false}
          placeholder="123456"
        />
        <div className="grid gap-2 sm:grid-cols-2">
          <Button type="submit" size="lg" disabled={busy}>
            {verify.isPending ? "Verifying..." : "Verify"}
          </Button>
          <Button
            type="button"
            size="lg"
            variant="outline"
            disabled={busy}
            onClick={onCancel}
          >
            {cancelling ? "Signing out..." : "Cancel and sign out"}
          </Button>
        </div>
      </form>
    </section>
  );
}
