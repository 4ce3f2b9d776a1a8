import { isIsoDate, lagosDate } from "@/lib/dates";
import { isNairaText, koboToNairaText } from "@/lib/money";
import { enumValues } from "@/lib/vocabulary";
import { z } from "@/lib/zod";

import type { MaintenanceFormStart } from "./types";

const logTypes: readonly string[] = enumValues("maintenance_log_type");

export const maintenanceFormSchema = z.object({
  vehicleId: z.string().min(1, "Choose a vehicle."),
  logDate: z
    .string()
    .refine(isIsoDate, "Enter the date.")
    .refine((d) => d <= lagosDate(), "The date cannot be in the future."),
  logType: z.string().refine((t) => logTypes.includes(t), "Choose a type."),
  details: z
    .string()
    .trim()
    .min(1, "Describe the work done.")
    .max(2000, "Use at most 2000 characters."),
  cost: z
    .string()
    .trim()
    .min(1, "Enter the cost (0 if none).")
    .refine(isNairaText, "Enter a cost in naira, e.g. 45000."),
  odometer: z
    .string()
    .trim()
    .refine(
      (text) => text === "" || /^\d{1,7}$/.test(text),
      "Enter the odometer in whole km, or leave it empty.",
    ),
  /** Moves the vehicle into maintenance, or out of it when it is already there. */
  toggleStatus: z.boolean(),
});

export type MaintenanceFormValues = z.infer<typeof maintenanceFormSchema>;

export function maintenanceFormDefaults(
  start: MaintenanceFormStart = { mode: "add" },
): MaintenanceFormValues {
  if (start.mode === "edit") {
    const { log } = start;
    return {
      vehicleId: log.vehicle_id,
      logDate: log.log_date,
      logType: log.log_type,
      details: log.details,
      cost: koboToNairaText(log.cost_kobo),
      odometer: log.odometer_km === null ? "" : String(log.odometer_km),
      toggleStatus: false,
    };
  }
  return {
    vehicleId: start.vehicleId ?? "",
    logDate: lagosDate(),
    logType: start.logType ?? "",
    details: "",
    cost: "",
    odometer: "",
    toggleStatus: false,
  };
}

export const serviceIntervalFormSchema = z.object({
  days: z
    .string()
    .trim()
    .refine(
      (text) => /^\d+$/.test(text) && +text >= 7 && +text <= 730,
      "Enter 7 to 730 days.",
    ),
  km: z
    .string()
    .trim()
    .refine(
      (text) => /^\d+$/.test(text) && +text >= 500 && +text <= 100_000,
      "Enter 500 to 100000 km.",
    ),
});

export type ServiceIntervalFormValues = z.infer<
  typeof serviceIntervalFormSchema
>;
