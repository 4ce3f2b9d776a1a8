import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { TextField } from "@/components/form/text-field";

import { useEnrolFactor, type Enrolment } from "../api/mutations";
import { enrolFactorFormSchema } from "../schemas";

export function NameFactorStep({
  onEnrolled,
  onCancel,
}: {
  onEnrolled: (enrolment: Enrolment) => void;
  onCancel: () => void;
}) {
  const enrol = useEnrolFactor();
  const form = useForm({
    resolver: zodResolver(enrolFactorFormSchema),
    defaultValues: { friendlyName: "Authenticator app" },
  });

  const onSubmit = form.handleSubmit(({ friendlyName }) =>
    enrol.mutate(friendlyName, { onSuccess: onEnrolled }),
  );

  return (
    <form
      id="name-factor"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
    >
      <TextField
        control={form.control}
        name="friendlyName"
        id="factor-friendly-name"
        label="Authenticator name"
        description="Helps you tell your devices apart, e.g. “Ada’s iPhone”."
        autoComplete="off"
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" form="name-factor" disabled={enrol.isPending}>
          {enrol.isPending ? "Creating..." : "Continue"}
        </Button>
      </DialogFooter>
    </form>
  );
}
