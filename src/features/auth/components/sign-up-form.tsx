import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";

import { useSignUp } from "../api/mutations";
import { isDuplicateEmail, signUpFailure } from "../auth-errors";
import {
  hasBlankField,
  MIN_PASSWORD_LENGTH,
  signUpFormDefaults,
  signUpFormSchema,
} from "../schemas";
import { FormTextField } from "./form-text-field";

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
      <FormTextField
        control={form.control}
        name="fullName"
        idPrefix="sign-up"
        label="Full Name"
        autoComplete="name"
        placeholder="Chioma Nwosu"
      />
      <FormTextField
        control={form.control}
        name="email"
        idPrefix="sign-up"
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
      />
      <FormTextField
        control={form.control}
        name="password"
        idPrefix="sign-up"
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
