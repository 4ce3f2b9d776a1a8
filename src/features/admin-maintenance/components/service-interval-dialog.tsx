import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { NumberField } from "@/components/form/number-field";

import { useSetServiceInterval } from "../api/mutations";
import {
  serviceIntervalFormSchema,
  type ServiceIntervalFormValues,
} from "../schemas";
import type { ServiceReminder } from "../types";

function IntervalForm({
  reminder,
  onSaved,
}: {
  reminder: ServiceReminder;
  onSaved: () => void;
}) {
  const save = useSetServiceInterval();
  const form = useForm<ServiceIntervalFormValues>({
    resolver: zodResolver(serviceIntervalFormSchema),
    defaultValues: {
      days: String(reminder.intervalDays),
      km: String(reminder.intervalKm),
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      {
        vehicleId: reminder.vehicleId,
        days: Number(values.days),
        km: Number(values.km),
      },
      {
        onSuccess: () => {
          notify(
            "Vehicle Updated",
            `${reminder.model} is now serviced every ${values.days} days or ${values.km} km.`,
          );
          onSaved();
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField
          control={form.control}
          name="days"
          label="Every (days)"
          required
          min={7}
          max={730}
        />
        <NumberField
          control={form.control}
          name="km"
          label="Every (km)"
          required
          min={500}
          max={100000}
          step="500"
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save interval"}
      </Button>
    </form>
  );
}

/** A vehicle's service interval: whichever of the days or the km comes first. */
export function ServiceIntervalDialog({
  reminder,
  onClose,
}: {
  reminder: ServiceReminder | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={reminder !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="sm:max-w-md"
      title="Service interval"
      description={
        reminder
          ? `${reminder.model} (${reminder.registrationNumber}) is due for service after whichever comes first.`
          : ""
      }
    >
      {reminder ? <IntervalForm reminder={reminder} onSaved={onClose} /> : null}
    </FormDialog>
  );
}
