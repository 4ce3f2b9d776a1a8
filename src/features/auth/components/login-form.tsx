import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";

import { notify } from "@/lib/toast";
import { SignInFields } from "@/components/form/sign-in-fields";

import { useSignIn, useSignOut } from "../api/mutations";
import type { AuthSession } from "../api/queries";
import { signInFailure } from "../auth-errors";
import { destinationAfterLogin } from "../redirect";
import { loginFormDefaults, loginFormSchema } from "../schemas";
import { SecondFactorForm } from "./second-factor-form";

interface LoginFormProps {
  /** The page the visitor was sent away from, if any; honoured only when safe. */
  redirectTo?: string | null;
}

export function LoginForm({ redirectTo }: LoginFormProps) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signOut = useSignOut();
  // The password was right but the account has an authenticator app: its code comes next.
  const [awaitingCode, setAwaitingCode] = useState(false);
  const form = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: loginFormDefaults,
  });

  function finish(session: AuthSession) {
    notify("Login Successful", "Welcome back to EkoLuxe.");
    void navigate(destinationAfterLogin(session.role, redirectTo), {
      replace: true,
    });
  }

  function cancelCode() {
    signOut.mutate(undefined, {
      onSettled: () => {
        setAwaitingCode(false);
        form.resetField("password");
      },
    });
  }

  const onSubmit = form.handleSubmit((values) => {
    signIn.mutate(
      { email: values.identifier, password: values.password },
      {
        onSuccess: (session) => {
          if (session.needsCode) setAwaitingCode(true);
          else finish(session);
        },
        onError: (error) => {
          const { title, description } = signInFailure(error);
          notify(title, description, { variant: "destructive" });
        },
      },
    );
  });

  if (awaitingCode)
    return (
      <SecondFactorForm
        onVerified={finish}
        onCancel={cancelCode}
        cancelling={signOut.isPending}
      />
    );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <SignInFields
        control={form.control}
        account={{
          name: "identifier",
          id: "login-identifier",
          label: "Email or username",
          type: "text",
        }}
        password={{ name: "password", id: "login-password" }}
        pending={signIn.isPending}
      />
    </form>
  );
}
