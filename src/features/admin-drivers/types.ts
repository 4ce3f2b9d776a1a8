import type { Database, Tables } from "@/lib/database.types";

export type DriverStatus = Database["public"]["Enums"]["driver_status"];
export type DocumentStatus = Database["public"]["Enums"]["document_status"];

/** The two documents each driver has, in the order the screens show them. */
export const DOCUMENT_KINDS = ["license", "insurance"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  license: "Licence",
  insurance: "Insurance",
};

export type DriverDocument = Pick<
  Tables<"driver_documents">,
  | "id"
  | "kind"
  | "status"
  | "file_path"
  | "expires_on"
  | "rejection_reason"
  | "reviewed_at"
>;

export type DriverVehicle = Pick<
  Tables<"fleets">,
  "id" | "model" | "registration_number"
>;

/** A driver as the cards show it, with the assigned vehicle and the documents' states. */
export type DriverCardRow = Pick<
  Tables<"drivers">,
  | "id"
  | "name"
  | "phone"
  | "email"
  | "license_number"
  | "license_expiry"
  | "assigned_vehicle_id"
  | "status"
  | "rating"
  | "trips"
  | "user_id"
> & {
  vehicle: DriverVehicle | null;
  driver_documents: Pick<DriverDocument, "kind" | "status" | "expires_on">[];
};

/** A vehicle the form offers, with the driver it is assigned to, if any. */
export type VehicleOption = DriverVehicle & { drivers: { id: string }[] };

/** What the add and edit calls write. */
export type DriverWrite = Pick<
  Tables<"drivers">,
  | "name"
  | "phone"
  | "email"
  | "license_number"
  | "license_expiry"
  | "assigned_vehicle_id"
  | "status"
>;
