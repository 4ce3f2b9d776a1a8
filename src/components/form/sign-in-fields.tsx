import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";

import { TextField } from "./text-field";

interface SignInFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** What names the account: an e-mail, or on the main login an e-mail or a username. */
  account: {
    name: FieldPath<T>;
    id: string;
    label: string;
    type: "email" | "text";
  };
  password: { name: FieldPath<T>; id: string };
  pending: boolean;
}

/**
 * The inside of every password sign-in form: the account, the password, the way back in when it
 * is forgotten and the submit button, so each login reads and behaves the same.
 */
export function SignInFields<T extends FieldValues>({
  control,
  account,
  password,
  pending,
}: SignInFieldsProps<T>) {
  return (
    <>
      <TextField
        control={control}
        name={account.name}
        id={account.id}
        label={account.label}
        type={account.type}
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
      />
      <TextField
        control={control}
        name={password.name}
        id={password.id}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Link
        to={paths.forgotPassword.href()}
        className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Forgot password?
      </Link>
      <Button
        type="submit"
        size="lg"
        className="mt-1 w-full"
        disabled={pending}
      >
        {pending ? "Signing in..." : "Login"}
      </Button>
    </>
  );
}
