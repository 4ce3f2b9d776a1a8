import { isIsoDate, lagosDate } from "@/lib/dates";
import { isNairaText } from "@/lib/money";
import { enumValues } from "@/lib/vocabulary";
import { z } from "@/lib/zod";

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
  putInMaintenance: z.boolean(),
});

export type MaintenanceFormValues = z.infer<typeof maintenanceFormSchema>;

export const maintenanceFormDefaults = (): MaintenanceFormValues => ({
  vehicleId: "",
  logDate: lagosDate(),
  logType: "",
  details: "",
  cost: "",
  putInMaintenance: false,
});
