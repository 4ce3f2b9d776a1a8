import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { NewPasswordField } from "@/components/form/new-password-field";
import {
  newPasswordFormDefaults,
  newPasswordFormSchema,
} from "@/components/form/password-rules";
import { TextField } from "@/components/form/text-field";

import { useSetNewPassword } from "../api/account-mutations";

interface ChoosePasswordFormProps {
  /** The account's address, for password managers to save the new password under. */
  email: string | null;
  onDone: () => void;
}

/** The step an invitation or reset link leads to: the new password, twice. */
export function ChoosePasswordForm({ email, onDone }: ChoosePasswordFormProps) {
  const setPassword = useSetNewPassword();
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: newPasswordFormDefaults,
  });

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    setPassword.mutate(newPassword, { onSuccess: onDone }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={email ?? ""}
        readOnly
        hidden
      />
      <NewPasswordField
        control={form.control}
        name="newPassword"
        id="choose-new-password"
        label="New password"
        personal={email ? [email.split("@")[0]!] : []}
      />
      <TextField
        control={form.control}
        name="confirmPassword"
        id="choose-confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={setPassword.isPending}
      >
        {setPassword.isPending ? "Saving..." : "Save password"}
      </Button>
    </form>
  );
}
