import type { ComponentProps } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { isUniqueViolation } from "@/lib/supabase-request";
import { enumOptions } from "@/lib/vocabulary";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormDialog } from "@/components/form-dialog";
import { DateField } from "@/components/form/date-field";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";

import { useAddDriver, useUpdateDriver } from "../api/mutations";
import {
  driverFormSchema,
  driverMessages,
  driverToForm,
  emptyDriverForm,
  formToDriver,
  type DriverFormInput,
  type DriverFormValues,
} from "../schemas";
import type { DriverCardRow } from "../types";
import { VehicleField } from "./vehicle-field";

const STATUS_OPTIONS = enumOptions("driver_status");
const NEW_DRIVER =
  "A new driver starts with the licence and insurance Pending review.";

/** Add a driver (`driver` null) or edit one; the form mounts fresh each time the dialog opens. */
export function DriverDialog({
  driver,
  ...dialog
}: Pick<ComponentProps<typeof FormDialog>, "open" | "onOpenChange"> & {
  driver: DriverCardRow | null;
}) {
  return (
    <FormDialog
      {...dialog}
      title={driver ? "Edit Driver" : "Add Driver"}
      description={driver ? driver.name : NEW_DRIVER}
    >
      <DriverForm driver={driver} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function DriverForm({
  driver,
  onDone,
}: {
  driver: DriverCardRow | null;
  onDone: () => void;
}) {
  const add = useAddDriver();
  const update = useUpdateDriver();
  const pending = add.isPending || update.isPending;
  const form = useForm<DriverFormInput, unknown, DriverFormValues>({
    resolver: zodResolver(driverFormSchema),
    defaultValues: driver ? driverToForm(driver) : emptyDriverForm,
  });
  const { control } = form;

  const onSubmit = form.handleSubmit((values) => {
    const handlers = {
      onSuccess: onDone,
      onError: (error: unknown) => {
        // One driver a vehicle: the unique index on the assignment refused a second.
        if (isUniqueViolation(error))
          form.setError("vehicleId", { message: driverMessages.vehicleTaken });
      },
    };
    const row = formToDriver(values);
    if (driver) update.mutate({ id: driver.id, driver: row }, handlers);
    else add.mutate(row, handlers);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="name"
          label="Name"
          required
          autoComplete="off"
        />
        <DateField
          control={control}
          name="licenseExpiry"
          label="Licence Expiry"
          required
        />
        <SelectField
          control={control}
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
        />
        <VehicleField control={control} driverId={driver?.id ?? null} />
        <TextField
          control={control}
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          placeholder="0803 123 4567"
          autoComplete="off"
        />
        <TextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
        />
        <TextField
          control={control}
          name="licenseNumber"
          label="Licence Number"
          autoCapitalize="characters"
          autoComplete="off"
        />
      </div>
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          onClick={onDone}
          disabled={pending}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : driver ? "Save Changes" : "Add Driver"}
        </Button>
      </DialogFooter>
    </form>
  );
}
