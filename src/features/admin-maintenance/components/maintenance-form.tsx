import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";

import { lagosDate } from "@/lib/dates";
import { nairaTextToKobo } from "@/lib/money";
import { notify } from "@/lib/toast";
import { enumLabel, enumOptions } from "@/lib/vocabulary";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/form/date-field";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { TextareaField } from "@/components/form/text-field";

import {
  useAddMaintenanceLog,
  useUpdateMaintenanceLog,
} from "../api/mutations";
import { maintenanceQueries } from "../api/queries";
import {
  maintenanceFormDefaults,
  maintenanceFormSchema,
  type MaintenanceFormValues,
} from "../schemas";
import type {
  MaintenanceFormStart,
  MaintenanceLogType,
  VehicleOption,
} from "../types";
import { StatusToggleField } from "./status-toggle-field";

const typeOptions = enumOptions("maintenance_log_type");

const vehicleName = (v: VehicleOption | undefined) =>
  v ? `${v.model} (${v.registration_number})` : "The vehicle";

/** What the toast says the vehicle's status became, if the entry changed it. */
function statusLine(vehicle: VehicleOption | undefined, toggled: boolean) {
  if (!toggled) return `Logged for ${vehicleName(vehicle)}.`;
  return vehicle?.status === "maintenance"
    ? `${vehicleName(vehicle)} is available again.`
    : `${vehicleName(vehicle)} is now in maintenance.`;
}

/**
 * A maintenance entry, added or edited, optionally moving the vehicle into or out of maintenance
 * in the same save. The labels differ where the form opens (the dashboard reports maintenance).
 */
export function MaintenanceForm({
  start = { mode: "add" },
  submitLabel = start.mode === "edit" ? "Save changes" : "Add entry",
  successTitle = start.mode === "edit" ? "Log Updated" : "Log Added",
  onSaved,
}: {
  start?: MaintenanceFormStart;
  submitLabel?: string;
  successTitle?: string;
  onSaved: () => void;
}) {
  const vehicles = useQuery(maintenanceQueries.vehicleOptions());
  const add = useAddMaintenanceLog();
  const update = useUpdateMaintenanceLog();
  const save = start.mode === "edit" ? update : add;
  const form = useForm<MaintenanceFormValues>({
    resolver: zodResolver(maintenanceFormSchema),
    defaultValues: maintenanceFormDefaults(start),
  });
  const vehicleId = useWatch({ control: form.control, name: "vehicleId" });
  const chosen = vehicles.data?.find((v) => v.id === vehicleId);
  const vehicleOptions = (vehicles.data ?? []).map((v) => ({
    value: v.id,
    label:
      v.status === "available"
        ? vehicleName(v)
        : `${vehicleName(v)} · ${enumLabel("vehicle_status", v.status)}`,
  }));

  const onSubmit = form.handleSubmit((values) => {
    const toggled = values.toggleStatus && chosen?.status !== "on-trip";
    save.mutate(
      {
        id: start.mode === "edit" ? start.log.id : undefined,
        vehicleId: values.vehicleId,
        logDate: values.logDate,
        logType: values.logType as MaintenanceLogType,
        details: values.details,
        costKobo: nairaTextToKobo(values.cost),
        odometerKm: values.odometer === "" ? null : Number(values.odometer),
        vehicleStatus: toggled
          ? chosen?.status === "maintenance"
            ? "available"
            : "maintenance"
          : undefined,
      },
      {
        onSuccess: () => {
          notify(successTitle, statusLine(chosen, toggled));
          onSaved();
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <SelectField
        control={form.control}
        name="vehicleId"
        label="Vehicle"
        required
        options={vehicleOptions}
        placeholder={
          vehicles.isPending ? "Loading vehicles…" : "Choose a vehicle"
        }
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField
          control={form.control}
          name="logDate"
          label="Date"
          required
          max={lagosDate()}
        />
        <SelectField
          control={form.control}
          name="logType"
          label="Type"
          required
          options={typeOptions}
          placeholder="Choose a type"
        />
      </div>
      <TextareaField
        control={form.control}
        name="details"
        label="Details"
        required
        rows={3}
        placeholder="What was done, by whom, parts replaced"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField
          control={form.control}
          name="cost"
          label="Cost (NGN)"
          required
          min={0}
          step="0.01"
          inputMode="decimal"
        />
        <NumberField
          control={form.control}
          name="odometer"
          label="Odometer (km)"
          min={0}
          step="1"
        />
      </div>
      <StatusToggleField control={form.control} status={chosen?.status} />
      <Button type="submit" disabled={save.isPending} className="mt-1">
        {save.isPending ? "Saving…" : submitLabel}
      </Button>
    </form>
  );
}
