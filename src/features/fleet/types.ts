import type { Database, Enums } from "@/lib/database.types";

type PublicFleetRow =
  Database["public"]["Functions"]["list_public_fleet"]["Returns"][number];

/** A vehicle as the public Our Fleet page sees it (never its owner). */
export type PublicVehicle = Omit<PublicFleetRow, "description"> & {
  // The column is nullable even though the generated function type says otherwise.
  description: string | null;
};

export type ServiceClass = Enums<"service_type">;
