import { emailProblem } from "@/lib/email";
import { normalizeNigerianPhone } from "@/lib/phone";
import { enumValues } from "@/lib/vocabulary";
import { z } from "@/lib/zod";

import type { DriverCardRow, DriverWrite } from "./types";

/** The select's value for "no vehicle": Radix Select has no empty value. */
export const NO_VEHICLE = "none";

export const driverMessages = {
  name: "Enter the driver's name.",
  nameTooLong: "A name can be at most 120 characters long.",
  licenseExpiry: "Choose the licence expiry date.",
  phone:
    "Enter a valid Nigerian mobile number, e.g. 0803 123 4567 or +234 803 123 4567.",
  email: "Enter a valid email address, e.g. ada@example.com.",
  vehicleTaken: "This vehicle is already assigned to another driver.",
} as const;

const optionalText = z.string().trim().max(60);

/** Spec §5: name and licence expiry are required; the rest may stay blank. */
export const driverFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, driverMessages.name)
    .max(120, driverMessages.nameTooLong),
  licenseExpiry: z.iso.date(driverMessages.licenseExpiry),
  status: z.enum(enumValues("driver_status")),
  vehicleId: z.string(),
  phone: z
    .string()
    .trim()
    .refine(
      (phone) => phone === "" || normalizeNigerianPhone(phone) !== null,
      driverMessages.phone,
    ),
  email: z
    .string()
    .trim()
    .refine(
      (email) => email === "" || emailProblem(email) === null,
      driverMessages.email,
    ),
  licenseNumber: optionalText,
});

export type DriverFormInput = z.input<typeof driverFormSchema>;
export type DriverFormValues = z.output<typeof driverFormSchema>;

export const emptyDriverForm: DriverFormInput = {
  name: "",
  licenseExpiry: "",
  status: "inactive",
  vehicleId: NO_VEHICLE,
  phone: "",
  email: "",
  licenseNumber: "",
};

export function driverToForm(driver: DriverCardRow): DriverFormInput {
  return {
    name: driver.name,
    licenseExpiry: driver.license_expiry,
    status: driver.status,
    vehicleId: driver.assigned_vehicle_id ?? NO_VEHICLE,
    phone: driver.phone ?? "",
    email: driver.email ?? "",
    licenseNumber: driver.license_number ?? "",
  };
}

/** Blank optional fields are stored as null; the phone in E.164. */
export function formToDriver(values: DriverFormValues): DriverWrite {
  return {
    name: values.name,
    license_expiry: values.licenseExpiry,
    status: values.status,
    assigned_vehicle_id:
      values.vehicleId === NO_VEHICLE ? null : values.vehicleId,
    phone: values.phone ? normalizeNigerianPhone(values.phone) : null,
    email: values.email || null,
    license_number: values.licenseNumber || null,
  };
}
