import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { TextField } from "@/components/form/text-field";

import { useInviteOwner } from "../api/invite-owner";
import { inviteOwnerFormSchema, type InviteOwnerFormValues } from "../schemas";
import type { OwnerAccount } from "../types";

/** Invites a new owner account from the vehicle dialog; the picker then selects it. */
export function InviteOwnerDialog({
  open,
  onOpenChange,
  initialName,
  onInvited,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The name already typed in the picker, to start from. */
  initialName: string;
  onInvited: (owner: OwnerAccount) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a new owner"
      description="They receive an e-mail to choose a password, then see this vehicle in the owner portal."
      className="sm:max-w-md"
    >
      <InviteOwnerForm
        initialName={initialName}
        onCancel={() => onOpenChange(false)}
        onInvited={(owner) => {
          onInvited(owner);
          onOpenChange(false);
        }}
      />
    </FormDialog>
  );
}

function InviteOwnerForm({
  initialName,
  onCancel,
  onInvited,
}: {
  initialName: string;
  onCancel: () => void;
  onInvited: (owner: OwnerAccount) => void;
}) {
  const invite = useInviteOwner();
  const form = useForm<InviteOwnerFormValues>({
    resolver: zodResolver(inviteOwnerFormSchema),
    defaultValues: { email: "", full_name: initialName.trim() },
  });
  const submit = form.handleSubmit((values) =>
    invite.mutate(values, { onSuccess: onInvited }),
  );

  return (
    <form
      noValidate
      className="grid gap-5"
      // The dialog renders in a portal, but React still bubbles its submit to the vehicle form.
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
    >
      <TextField
        control={form.control}
        name="email"
        label="Owner's e-mail"
        type="email"
        autoComplete="off"
        required
      />
      <TextField
        control={form.control}
        name="full_name"
        label="Owner's full name"
        autoComplete="off"
        required
      />
      <FormDialogFooter
        pending={invite.isPending}
        submitLabel="Send invitation"
        pendingLabel="Sending..."
        onCancel={onCancel}
      />
    </form>
  );
}
