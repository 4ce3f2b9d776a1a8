import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormDialog } from "@/components/form-dialog";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";

import { useUpdateUser } from "../api/mutations";
import { userFormSchema, userToForm, type UserFormValues } from "../schemas";
import { USER_ROLE_LABELS, USER_ROLES, type ManagedUser } from "../types";

const ROLE_OPTIONS = USER_ROLES.map((value) => ({
  value,
  label: USER_ROLE_LABELS[value],
}));

/** Full name and role of one account; the form mounts fresh each time the dialog opens. */
export function EditUserDialog({
  user,
  isSelf,
  open,
  onOpenChange,
}: {
  user: ManagedUser | null;
  isSelf: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open && user !== null}
      onOpenChange={onOpenChange}
      title="Edit User"
      description={user?.email}
      className="sm:max-w-md"
    >
      {user && (
        <EditUserForm
          user={user}
          isSelf={isSelf}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function EditUserForm({
  user,
  isSelf,
  onDone,
}: {
  user: ManagedUser;
  isSelf: boolean;
  onDone: () => void;
}) {
  const update = useUpdateUser();
  const form = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema),
    defaultValues: userToForm(user),
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate({ id: user.id, values }, { onSuccess: onDone }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        control={form.control}
        name="full_name"
        label="Full name"
        autoComplete="off"
      />
      <SelectField
        control={form.control}
        name="role"
        label="Role"
        options={ROLE_OPTIONS}
        disabled={isSelf}
        description={isSelf ? "You cannot change your own role." : undefined}
      />
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          onClick={onDone}
          disabled={update.isPending}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
