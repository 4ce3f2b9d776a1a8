import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { TextField } from "@/components/form/text-field";

import { useDeleteAccount } from "../api/mutations";
import {
  deleteAccountFormSchema,
  type DeleteAccountFormValues,
} from "../schemas";
import { DeletionTerms } from "./deletion-terms";

const FORM_ID = "delete-account-form";

/** Asks before deleting: what goes, what is kept anonymised and why, then the e-mail typed out. */
export function DeleteAccountDialog({
  email,
  open,
  onOpenChange,
  onDeleted,
}: {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteAccount();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This cannot be undone. Download your data first if you want a copy.
          </DialogDescription>
        </DialogHeader>
        <DeletionTerms />
        <DeleteAccountForm
          email={email}
          pending={remove.isPending}
          onSubmit={(values) =>
            remove.mutate(values.confirmEmail.toLowerCase(), {
              onSuccess: onDeleted,
            })
          }
        />
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() => onOpenChange(false)}
          >
            Keep my account
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="destructive"
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
          >
            {remove.isPending ? "Deleting..." : "Delete my account"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm({
  email,
  pending,
  onSubmit,
}: {
  email: string;
  pending: boolean;
  onSubmit: (values: DeleteAccountFormValues) => void;
}) {
  const form = useForm<DeleteAccountFormValues>({
    resolver: zodResolver(deleteAccountFormSchema(email)),
    defaultValues: { confirmEmail: "" },
  });
  return (
    <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <TextField
        control={form.control}
        name="confirmEmail"
        label="Type your e-mail address to confirm"
        description={email}
        type="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        readOnly={pending}
        required
      />
    </form>
  );
}
