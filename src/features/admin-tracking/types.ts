import { Constants } from "@/lib/database.types";
import { z } from "@/lib/zod";

/** Where a position came from: a driver's phone (browser geolocation) or the simulator. */
export const positionSources = ["phone", "simulator"] as const;
export type PositionSource = (typeof positionSources)[number];

/** One row of `tracking_board()`: a vehicle, its latest fix (nulls when none), driver, booking. */
export const trackedVehicleSchema = z.object({
  vehicle_id: z.string(),
  model: z.string(),
  registration_number: z.string(),
  vehicle_status: z.enum(Constants.public.Enums.vehicle_status),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  speed_kmh: z.number().nullable(),
  heading: z.number().nullable(),
  recorded_at: z.string().nullable(),
  source: z.enum(positionSources).nullable(),
  driver_id: z.string().nullable(),
  driver_name: z.string().nullable(),
  booking_id: z.string().nullable(),
  booking_reference: z.string().nullable(),
  booking_status: z.enum(Constants.public.Enums.booking_status).nullable(),
  pickup_location: z.string().nullable(),
  dropoff_location: z.string().nullable(),
});
export type TrackedVehicle = z.infer<typeof trackedVehicleSchema>;

/** The columns of a vehicle_positions change that the board shows. */
export interface PositionUpdate {
  vehicle_id: string;
  lat: number;
  lng: number;
  speed_kmh: number;
  heading: number;
  recorded_at: string;
  source: PositionSource;
  driver_id: string | null;
}
