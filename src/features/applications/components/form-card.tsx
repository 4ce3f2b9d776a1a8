import type { FormEventHandler, ReactNode } from "react";
import { Loader2, Send } from "lucide-react";

import { Button } from "@/components/ui/button";

interface FormCardProps {
  title: string;
  titleId: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/** The raised card every public form sits in, with its heading, required-field note and submit. */
export function FormCard({
  title,
  titleId,
  description,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: FormCardProps) {
  return (
    <div className="rounded-2xl border border-primary/20 bg-card p-6 shadow-elevated sm:p-8">
      <h2 id={titleId} className="text-2xl text-foreground md:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {description} Fields marked{" "}
        <span aria-hidden="true" className="text-primary">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <form
        noValidate
        aria-labelledby={titleId}
        aria-busy={pending || undefined}
        onSubmit={onSubmit}
        className="mt-8 grid gap-6 sm:grid-cols-2 [&_:is(input,textarea)]:scroll-mt-36"
      >
        {children}
        <div className="sm:col-span-2">
          <Button
            type="submit"
            size="lg"
            disabled={pending}
            className="w-full sm:w-auto"
          >
            {pending ? (
              <Loader2 className="motion-safe:animate-spin" aria-hidden />
            ) : (
              <Send aria-hidden />
            )}
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
