import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/form/text-field";

import { useChangeEmail } from "../api/account-mutations";
import { sessionQueries } from "../api/queries";
import { emailFormDefaults, emailFormSchema } from "../schemas";

/**
 * A change of e-mail address. It takes effect once both the current and the new address have
 * opened the link we send them, so a stolen session cannot quietly move the account away.
 */
export function ChangeEmailForm({
  idPrefix = "account",
}: {
  idPrefix?: string;
}) {
  const changeEmail = useChangeEmail();
  const { data: session } = useQuery(sessionQueries.current());
  const [requested, setRequested] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(emailFormSchema),
    defaultValues: emailFormDefaults,
  });

  const onSubmit = form.handleSubmit(({ email }) => {
    if (email.toLowerCase() === session?.email?.toLowerCase()) {
      form.setError("email", {
        message: "This is already your email address.",
      });
      return;
    }
    changeEmail.mutate(email, {
      onSuccess: () => {
        setRequested(email);
        form.reset(emailFormDefaults);
      },
    });
  });

  return (
    <div className="grid max-w-md gap-5">
      {requested ? (
        <p
          role="status"
          className="flex items-start gap-3 rounded-xl border border-primary/40 bg-primary/10 px-4 py-3 text-sm text-foreground"
        >
          <MailCheck
            className="mt-0.5 size-4 shrink-0 text-primary"
            aria-hidden
          />
          <span>
            We&apos;ve sent a confirmation link to both addresses
            {session?.email ? ` (${session.email} and ${requested})` : ""}. Your
            email changes once both links are opened.
          </span>
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <TextField
          control={form.control}
          name="email"
          id={`${idPrefix}-new-email`}
          label="New email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          description={
            session?.email ? `Currently ${session.email}.` : undefined
          }
        />
        <Button
          type="submit"
          className="w-full sm:w-fit"
          disabled={changeEmail.isPending}
        >
          {changeEmail.isPending ? "Sending..." : "Change email"}
        </Button>
      </form>
    </div>
  );
}
