import type { ComponentProps } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { isUniqueViolation } from "@/lib/supabase-request";
import { enumOptions } from "@/lib/vocabulary";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { TextareaField, TextField } from "@/components/form/text-field";

import { useAddVehicle, useUpdateVehicle } from "../api/mutations";
import {
  emptyVehicleForm,
  formToVehicle,
  vehicleFormSchema,
  vehicleToForm,
  type VehicleFormInput,
} from "../schemas";
import type { AdminVehicle } from "../types";
import { ImageSlots } from "./image-slots";
import { OwnerField } from "./owner-field";
import { useUnsavedUploads } from "./use-unsaved-uploads";

const STATUS_OPTIONS = enumOptions("vehicle_status");
const SERVICE_OPTIONS = enumOptions("service_type");
const DUPLICATE_PLATE =
  "A vehicle with this registration number is already in the fleet.";
const NEW_VEHICLE = "A new vehicle joins the fleet and the Our Fleet page.";

/** Add a vehicle (`vehicle` null) or edit one; the dialog's content mounts fresh each time. */
export function VehicleDialog({
  vehicle,
  ...dialog
}: Pick<ComponentProps<typeof FormDialog>, "open" | "onOpenChange"> & {
  vehicle: AdminVehicle | null;
}) {
  return (
    <FormDialog
      {...dialog}
      title={vehicle ? "Edit Vehicle" : "Add Vehicle"}
      description={
        vehicle
          ? `${vehicle.model} (${vehicle.registration_number})`
          : NEW_VEHICLE
      }
    >
      <VehicleForm
        vehicle={vehicle}
        onDone={() => dialog.onOpenChange(false)}
      />
    </FormDialog>
  );
}

function VehicleForm({
  vehicle,
  onDone,
}: {
  vehicle: AdminVehicle | null;
  onDone: () => void;
}) {
  const add = useAddVehicle();
  const update = useUpdateVehicle();
  const pending = add.isPending || update.isPending;
  const uploads = useUnsavedUploads();
  const form = useForm<VehicleFormInput>({
    resolver: zodResolver(vehicleFormSchema),
    defaultValues: vehicle ? vehicleToForm(vehicle) : emptyVehicleForm,
  });
  const { control, setValue } = form;

  const onSubmit = form.handleSubmit((values) => {
    const row = formToVehicle(values);
    const handlers = {
      onSuccess: () => {
        uploads.settle(row.images);
        onDone();
      },
      onError: (error: unknown) => {
        if (isUniqueViolation(error))
          form.setError("registrationNumber", { message: DUPLICATE_PLATE });
      },
    };
    if (vehicle) update.mutate({ id: vehicle.id, vehicle: row }, handlers);
    else add.mutate(row, handlers);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="model" label="Model" required />
        <TextField
          control={control}
          name="registrationNumber"
          label="Registration Number"
          required
          placeholder="LND-245AK"
          autoCapitalize="characters"
        />
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
          <NumberField
            control={control}
            name="seatingCapacity"
            label="Seating Capacity"
            required
            min={1}
            max={60}
          />
          <SelectField
            control={control}
            name="status"
            label="Status"
            required
            options={STATUS_OPTIONS}
          />
          <SelectField
            control={control}
            name="serviceClass"
            label="Service Class"
            options={SERVICE_OPTIONS}
          />
        </div>
        <OwnerField control={control} setValue={setValue} />
        <TextField
          control={control}
          name="colour"
          label="Colour"
          placeholder="Obsidian black"
          description="Optional. Riders look for it with the plate."
          autoComplete="off"
        />
        <TextareaField
          control={control}
          name="description"
          label="Description"
          rows={3}
          className="sm:col-span-2"
        />
        <ImageSlots
          control={control}
          setValue={setValue}
          onUploaded={uploads.track}
        />
      </div>
      <FormDialogFooter
        pending={pending}
        submitLabel={vehicle ? "Save Changes" : "Add Vehicle"}
        pendingLabel="Saving..."
        onCancel={onDone}
      />
    </form>
  );
}
