import type { Database } from "@/lib/database.types";

type FleetRow = Database["public"]["Tables"]["fleets"]["Row"];

/** A vehicle as the back office lists and edits it. */
export type AdminVehicle = Pick<
  FleetRow,
  | "id"
  | "model"
  | "registration_number"
  | "seating_capacity"
  | "service_class"
  | "status"
  | "owner"
  | "owner_id"
  | "images"
  | "description"
  | "colour"
  | "created_at"
>;

export type VehicleWrite = Omit<AdminVehicle, "id" | "created_at">;

export type OwnerAccount =
  Database["public"]["Functions"]["list_owner_accounts"]["Returns"][number];
