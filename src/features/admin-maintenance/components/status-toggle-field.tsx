import { Controller, type Control } from "react-hook-form";

import type { MaintenanceFormValues } from "../schemas";
import type { VehicleStatus } from "../types";

const copy = {
  available: {
    label: "Put the vehicle in maintenance",
    hint: "It will not be offered for dispatch until it is set available.",
  },
  maintenance: {
    label: "Take the vehicle out of maintenance",
    hint: "It is in maintenance now; this sets it available for dispatch again.",
  },
  "on-trip": {
    label: "Put the vehicle in maintenance",
    hint: "It is on a trip; its status can change once the trip has ended.",
  },
} satisfies Record<VehicleStatus, { label: string; hint: string }>;

/** One checkbox that moves the chosen vehicle into maintenance, or out of it. */
export function StatusToggleField({
  control,
  status,
}: {
  control: Control<MaintenanceFormValues>;
  /** The chosen vehicle's status now; none while no vehicle is chosen. */
  status: VehicleStatus | undefined;
}) {
  const { label, hint } = copy[status ?? "available"];
  return (
    <Controller
      control={control}
      name="toggleStatus"
      render={({ field }) => (
        <div className="flex items-start gap-3 rounded-xl border border-border p-3 text-sm">
          <input
            id="maintenance-toggle-status"
            aria-describedby="maintenance-toggle-status-hint"
            type="checkbox"
            name={field.name}
            ref={field.ref}
            checked={field.value}
            disabled={status === "on-trip"}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            className="mt-0.5 size-4 accent-primary"
          />
          <div>
            <label
              htmlFor="maintenance-toggle-status"
              className="block font-medium text-foreground"
            >
              {label}
            </label>
            <p
              id="maintenance-toggle-status-hint"
              className="text-muted-foreground"
            >
              {hint}
            </p>
          </div>
        </div>
      )}
    />
  );
}
