import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/form/text-field";

import { useSignUp } from "../api/mutations";
import { isDuplicateEmail, signUpFailure } from "../auth-errors";
import {
  hasBlankField,
  MIN_PASSWORD_LENGTH,
  signUpFormDefaults,
  signUpFormSchema,
} from "../schemas";

export function SignUpForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: signUpFormDefaults,
  });

  const onSubmit = form.handleSubmit(
    (values) => {
      signUp.mutate(values, {
        onSuccess: (session) => {
          if (!session) {
            notify(
              "Check your email",
              `We sent a confirmation link to ${values.email}. Open it to finish signing up.`,
            );
            return;
          }
          notify(
            `Welcome to EkoLuxe, ${values.fullName}!`,
            "Your account is ready. You are now signed in.",
          );
          void navigate(paths.home.href(), { replace: true });
        },
        onError: (error) => {
          const { title, description } = signUpFailure(error);
          if (isDuplicateEmail(error))
            form.setError("email", { message: description });
          notify(title, description, { variant: "destructive" });
        },
      });
    },
    () => {
      if (hasBlankField(form.getValues()))
        notify("Sign-up Failed", "Please fill all fields.", {
          variant: "destructive",
        });
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        control={form.control}
        name="fullName"
        id="sign-up-fullName"
        label="Full Name"
        autoComplete="name"
        placeholder="Chioma Nwosu"
      />
      <TextField
        control={form.control}
        name="email"
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
      />
      <TextField
        control={form.control}
        name="password"
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
      />
      <Button
        type="submit"
        size="lg"
        className="mt-1 w-full"
        disabled={signUp.isPending}
      >
        {signUp.isPending ? "Creating account..." : "Sign Up"}
      </Button>
    </form>
  );
}
