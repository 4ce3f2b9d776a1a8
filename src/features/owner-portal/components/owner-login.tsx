import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";

import { SignInFields } from "@/components/form/sign-in-fields";

import {
  ownerLoginDefaults,
  ownerLoginSchema,
  type OwnerLoginValues,
} from "../schemas";

interface OwnerLoginProps {
  /** Signs in; rejects with the server's error, which the caller turns into the toast. */
  onSubmit: (values: OwnerLoginValues) => Promise<unknown>;
  pending: boolean;
}

/**
 * The portal's own login (spec §2): e-mail and password. The session it creates shows the
 * dashboard in place; a failure keeps the form filled (the caller shows `Login Failed`).
 */
export function OwnerLogin({ onSubmit, pending }: OwnerLoginProps) {
  const form = useForm({
    resolver: zodResolver(ownerLoginSchema),
    defaultValues: ownerLoginDefaults,
  });
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values).catch(() => form.resetField("password"));
  });

  return (
    <section
      aria-labelledby="owner-login-title"
      className="container-page grid place-items-center pt-28 pb-20 md:pt-36"
    >
      <div className="grid w-full max-w-md gap-6 rounded-2xl border border-border bg-card/90 px-5 py-8 shadow-elevated sm:px-8">
        <div className="grid justify-items-center gap-3 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
            <KeyRound className="size-5" aria-hidden />
          </span>
          <p className="text-eyebrow font-semibold text-primary uppercase">
            Vehicle owners
          </p>
          <h1 id="owner-login-title" className="text-3xl text-foreground">
            Owner Portal
          </h1>
          <p className="text-sm text-pretty text-muted-foreground">
            Sign in to see the revenue, expenses and payout of every vehicle you
            have with EkoLuxe.
          </p>
        </div>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <SignInFields
            control={form.control}
            account={{
              name: "email",
              id: "owner-login-email",
              label: "Email",
              type: "email",
            }}
            password={{ name: "password", id: "owner-login-password" }}
            pending={pending}
          />
        </form>
      </div>
    </section>
  );
}
