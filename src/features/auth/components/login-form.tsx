import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/form/text-field";

import { useSignIn } from "../api/mutations";
import { signInFailure } from "../auth-errors";
import { destinationAfterLogin } from "../redirect";
import { loginFormDefaults, loginFormSchema } from "../schemas";

interface LoginFormProps {
  /** The page the visitor was sent away from, if any; honoured only when safe. */
  redirectTo?: string | null;
}

export function LoginForm({ redirectTo }: LoginFormProps) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: loginFormDefaults,
  });

  const onSubmit = form.handleSubmit((values) => {
    signIn.mutate(
      { email: values.identifier, password: values.password },
      {
        onSuccess: (session) => {
          notify("Login Successful", "Welcome back to EkoLuxe.");
          void navigate(destinationAfterLogin(session.role, redirectTo), {
            replace: true,
          });
        },
        onError: (error) => {
          const { title, description } = signInFailure(error);
          notify(title, description, { variant: "destructive" });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        control={form.control}
        name="identifier"
        id="login-identifier"
        label="Email or username"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
      />
      <TextField
        control={form.control}
        name="password"
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Button
        type="submit"
        size="lg"
        className="mt-1 w-full"
        disabled={signIn.isPending}
      >
        {signIn.isPending ? "Signing in..." : "Login"}
      </Button>
    </form>
  );
}
