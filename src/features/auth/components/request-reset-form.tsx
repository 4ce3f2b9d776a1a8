import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/form/text-field";

import { useRequestPasswordReset } from "../api/account-mutations";
import { emailFormDefaults, emailFormSchema } from "../schemas";

interface RequestResetFormProps {
  idPrefix: string;
  submitLabel: string;
}

/**
 * Asks for a link to choose a new password. The answer is the same whether or not the address
 * has an account, so the form cannot be used to find out who has one.
 */
export function RequestResetForm({
  idPrefix,
  submitLabel,
}: RequestResetFormProps) {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(emailFormSchema),
    defaultValues: emailFormDefaults,
  });

  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutate(email, { onSuccess: () => setSentTo(email) }),
  );

  if (sentTo)
    return (
      <div
        role="status"
        className="grid gap-4 rounded-xl border border-primary/40 bg-primary/10 px-4 py-4 text-sm"
      >
        <p className="flex items-start gap-3 text-foreground">
          <MailCheck
            className="mt-0.5 size-4 shrink-0 text-primary"
            aria-hidden
          />
          <span>
            If an account exists for{" "}
            <strong className="break-all">{sentTo}</strong>, we&apos;ve sent it
            a link to choose a new password. The link works once and expires in
            an hour.
          </span>
        </p>
        <p className="text-muted-foreground">
          Nothing after a few minutes? Check your spam folder, or try again.
        </p>
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-fit"
          onClick={() => setSentTo(null)}
        >
          Use a different address
        </Button>
      </div>
    );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        control={form.control}
        name="email"
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={request.isPending}
      >
        {request.isPending ? "Sending..." : submitLabel}
      </Button>
    </form>
  );
}
