import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";

import { lagosDate } from "@/lib/dates";
import { nairaTextToKobo } from "@/lib/money";
import { notify } from "@/lib/toast";
import { enumLabel, enumOptions } from "@/lib/vocabulary";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/form/date-field";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { TextareaField } from "@/components/form/text-field";

import { useReportMaintenance } from "../api/mutations";
import { maintenanceQueries } from "../api/queries";
import {
  maintenanceFormDefaults,
  maintenanceFormSchema,
  type MaintenanceFormValues,
} from "../schemas";
import type { MaintenanceLogType } from "../types";

const typeOptions = enumOptions("maintenance_log_type");

/** A maintenance log entry for a vehicle, optionally taking the vehicle out of service. */
export function MaintenanceForm({ onSaved }: { onSaved: () => void }) {
  const vehicles = useQuery(maintenanceQueries.vehicleOptions());
  const report = useReportMaintenance();
  const form = useForm<MaintenanceFormValues>({
    resolver: zodResolver(maintenanceFormSchema),
    defaultValues: maintenanceFormDefaults(),
  });
  const vehicleOptions = (vehicles.data ?? []).map((v) => ({
    value: v.id,
    label:
      v.status === "available"
        ? `${v.model} (${v.registration_number})`
        : `${v.model} (${v.registration_number}) · ${enumLabel("vehicle_status", v.status)}`,
  }));

  const onSubmit = form.handleSubmit((values) => {
    const vehicle = vehicles.data?.find((v) => v.id === values.vehicleId);
    const name = vehicle
      ? `${vehicle.model} (${vehicle.registration_number})`
      : "The vehicle";
    report.mutate(
      {
        vehicleId: values.vehicleId,
        logDate: values.logDate,
        logType: values.logType as MaintenanceLogType,
        details: values.details,
        costKobo: nairaTextToKobo(values.cost),
        putInMaintenance: values.putInMaintenance,
      },
      {
        onSuccess: () => {
          notify(
            "Maintenance Reported",
            values.putInMaintenance
              ? `${name} is now in maintenance.`
              : `Logged for ${name}.`,
          );
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
      <NumberField
        control={form.control}
        name="cost"
        label="Cost (NGN)"
        required
        min={0}
        step="0.01"
        inputMode="decimal"
      />
      <Controller
        control={form.control}
        name="putInMaintenance"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-xl border border-border p-3 text-sm">
            <input
              id="maintenance-put-in-maintenance"
              aria-describedby="maintenance-put-in-maintenance-hint"
              type="checkbox"
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              className="mt-0.5 size-4 accent-primary"
            />
            <div>
              <label
                htmlFor="maintenance-put-in-maintenance"
                className="block font-medium text-foreground"
              >
                Put the vehicle in maintenance
              </label>
              <p
                id="maintenance-put-in-maintenance-hint"
                className="text-muted-foreground"
              >
                It will not be offered for dispatch until it is set available.
              </p>
            </div>
          </div>
        )}
      />
      <Button type="submit" disabled={report.isPending} className="mt-1">
        {report.isPending ? "Saving…" : "Report maintenance"}
      </Button>
    </form>
  );
}
