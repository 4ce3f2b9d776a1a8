import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { TextField } from "@/components/form/text-field";

import { useInviteDriver } from "../api/invite-driver";
import type { DriverCardRow } from "../types";
import {
  inviteDriverFormSchema,
  type InviteDriverFormValues,
} from "./invite-driver-schema";

/** Sends a driver the invitation to the driver app, to the e-mail on file unless changed. */
export function InviteDriverDialog({
  open,
  onOpenChange,
  driver,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  driver: DriverCardRow;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite to driver app"
      description={driver.name}
      className="sm:max-w-md"
    >
      <InviteDriverForm driver={driver} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function InviteDriverForm({
  driver,
  onDone,
}: {
  driver: DriverCardRow;
  onDone: () => void;
}) {
  const invite = useInviteDriver();
  const form = useForm<InviteDriverFormValues>({
    resolver: zodResolver(inviteDriverFormSchema),
    defaultValues: { email: driver.email ?? "" },
  });
  const onSubmit = form.handleSubmit(({ email }) =>
    invite.mutate({ driverId: driver.id, email }, { onSuccess: onDone }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        {driver.user_id
          ? `${driver.name} already has a login to the driver app.`
          : `${driver.name} has no login yet. The e-mail lets them choose a password, then sign in to see their trips and share their position while on duty.`}
      </p>
      <TextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="off"
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
