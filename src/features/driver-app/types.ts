import type { Database, Tables } from "@/lib/database.types";

export type BookingStatus = Database["public"]["Enums"]["booking_status"];

/** A trip as the driver's phone shows it. */
export type DriverTrip = Pick<
  Tables<"bookings">,
  | "id"
  | "reference"
  | "booking_time"
  | "pickup_location"
  | "dropoff_location"
  | "customer_name"
  | "customer_phone"
  | "service_type"
  | "status"
  | "arrived_at"
  | "notes"
  | "fare_kobo"
  // Cash already recorded against the trip, summed in the database (a computed field; drivers
  // read their own trips' payments).
  | "paid_kobo"
> & {
  pickup_place: Coordinates | null;
  dropoff_place: Coordinates | null;
};

/** A known place's position, when the address was chosen from the list of places. */
export type Coordinates = Pick<Tables<"places">, "lat" | "lng">;

/** The signed-in driver's own record, with the vehicle assigned to them. */
export type DriverProfile = Pick<
  Tables<"drivers">,
  "id" | "name" | "status" | "assigned_vehicle_id"
> & {
  vehicle: Pick<Tables<"fleets">, "model" | "registration_number"> | null;
};

/** What driver_trip_step can do to a trip. */
export type TripStep = "arrived" | "started" | "completed";

/** A recorded consent to sharing the phone's position while on duty. */
export type LocationConsent = Pick<
  Tables<"location_consents">,
  "policy_version" | "consented_at"
>;
