import { inviteeFields } from "@/lib/invitation";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "@/lib/storable-text";
import { enumValues } from "@/lib/vocabulary";
import { z } from "@/lib/zod";

import {
  filledImages,
  IMAGE_SLOTS,
  imageMessages,
  isImageUrl,
  toSlots,
} from "./image-rules";
import type { AdminVehicle, VehicleWrite } from "./types";

export const vehicleMessages = {
  model: "Enter the vehicle's model.",
  plate: "Enter the registration number.",
  plateFormat:
    "Use a Lagos plate: three letters, three digits, two letters (e.g. LND-245AK).",
  seats: "Enter the seating capacity.",
  seatsRange: "Seating capacity must be a whole number from 1 to 60.",
  owner: "Enter the owner's name or choose an owner account.",
  status: "Choose a status.",
  description: "Keep the description under 2,000 characters.",
  colour: "Keep the colour to 30 characters or fewer.",
} as const;

/** The database's limit on a vehicle's colour. */
export const COLOUR_MAX_LENGTH = 30;

const PLATE = /^([A-Z]{3})-?([0-9]{3})([A-Z]{2})$/;

/** `lnd 245ak` → `LND-245AK`: one spelling per plate, so the unique check sees duplicates. */
export function normalizePlate(text: string): string {
  const compact = text.toUpperCase().replace(/\s+/g, "");
  const match = PLATE.exec(compact);
  return match ? `${match[1]}-${match[2]}${match[3]}` : compact;
}

const text = (message: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(max)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

export const vehicleFormSchema = z.object({
  model: text(vehicleMessages.model, 120),
  registrationNumber: z
    .string()
    .trim()
    .min(1, vehicleMessages.plate)
    .refine(
      (plate) => PLATE.test(normalizePlate(plate)),
      vehicleMessages.plateFormat,
    ),
  seatingCapacity: z
    .string()
    .trim()
    .min(1, vehicleMessages.seats)
    .refine(
      (value) =>
        /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 60,
      vehicleMessages.seatsRange,
    ),
  owner: text(vehicleMessages.owner, 120),
  ownerId: z.string().nullable(),
  status: z.enum(enumValues("vehicle_status"), {
    error: vehicleMessages.status,
  }),
  serviceClass: z.enum(enumValues("service_type")),
  // Optional: what the rider looks for at the kerb (fleets_colour_at_most_30_characters).
  colour: z
    .string()
    .trim()
    .max(COLOUR_MAX_LENGTH, vehicleMessages.colour)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
  description: z
    .string()
    .trim()
    .max(2000, vehicleMessages.description)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
  images: z
    .array(
      z
        .string()
        .trim()
        .refine((url) => url === "" || isImageUrl(url), imageMessages.url),
    )
    .length(IMAGE_SLOTS),
});

/** Held as typed (the number too), so a half-typed entry survives; read by `formToVehicle`. */
export type VehicleFormInput = z.input<typeof vehicleFormSchema>;
export type VehicleFormValues = z.output<typeof vehicleFormSchema>;

export const emptyVehicleForm: VehicleFormInput = {
  model: "",
  registrationNumber: "",
  seatingCapacity: "",
  owner: "",
  ownerId: null,
  status: "available",
  serviceClass: "standard",
  colour: "",
  description: "",
  images: toSlots([]),
};

export function vehicleToForm(vehicle: AdminVehicle): VehicleFormInput {
  return {
    model: vehicle.model,
    registrationNumber: vehicle.registration_number,
    seatingCapacity: String(vehicle.seating_capacity),
    owner: vehicle.owner,
    ownerId: vehicle.owner_id,
    status: vehicle.status,
    serviceClass: vehicle.service_class,
    colour: vehicle.colour ?? "",
    description: vehicle.description ?? "",
    images: toSlots(vehicle.images),
  };
}

export function formToVehicle(values: VehicleFormValues): VehicleWrite {
  return {
    model: values.model,
    registration_number: normalizePlate(values.registrationNumber),
    seating_capacity: Number(values.seatingCapacity),
    owner: values.owner,
    owner_id: values.ownerId,
    status: values.status,
    service_class: values.serviceClass,
    colour: values.colour || null,
    description: values.description || null,
    images: filledImages(values.images),
  };
}

/** A new owner invited from the vehicle's owner picker. */
export const inviteOwnerFormSchema = z.object(
  inviteeFields("Enter the owner's full name."),
);

export type InviteOwnerFormValues = z.output<typeof inviteOwnerFormSchema>;
