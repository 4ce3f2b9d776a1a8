import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";

import { useInviteUser } from "../api/mutations";
import {
  INVITE_ROLES,
  inviteUserFormSchema,
  type InviteUserFormValues,
} from "../schemas";
import { USER_ROLE_LABELS } from "../types";

const ROLE_OPTIONS = INVITE_ROLES.map((value) => ({
  value,
  label: USER_ROLE_LABELS[value],
}));

const emptyInvite: InviteUserFormValues = {
  email: "",
  full_name: "",
  role: "owner",
};

/** The Users screen's primary action: invite an owner or an administrator by e-mail. */
export function InviteUserButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden />
        Invite user
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Invite user"
        description="They receive an e-mail with a link to choose a password, then sign in where their role works."
        className="sm:max-w-md"
      >
        <InviteUserForm onDone={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function InviteUserForm({ onDone }: { onDone: () => void }) {
  const invite = useInviteUser();
  const form = useForm<InviteUserFormValues>({
    resolver: zodResolver(inviteUserFormSchema),
    defaultValues: emptyInvite,
  });
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, { onSuccess: onDone }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        control={form.control}
        name="email"
        label="E-mail"
        type="email"
        autoComplete="off"
        required
      />
      <TextField
        control={form.control}
        name="full_name"
        label="Full name"
        autoComplete="off"
        required
      />
      <SelectField
        control={form.control}
        name="role"
        label="Role"
        options={ROLE_OPTIONS}
        required
        description="Owners see their vehicles' reports in the owner portal; administrators run the back office."
      />
      <FormDialogFooter
        pending={invite.isPending}
        submitLabel="Send invitation"
        pendingLabel="Sending..."
        onCancel={onDone}
      />
    </form>
  );
}
