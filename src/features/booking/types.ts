import type { Database, Tables } from "@/lib/database.types";

export type ServiceType = Database["public"]["Enums"]["service_type"];
export type PlaceKind = Database["public"]["Enums"]["place_kind"];
export type Place = Pick<Tables<"places">, "id" | "name" | "area" | "kind">;

export interface QuotePlace {
  id: string;
  name: string;
  kind: PlaceKind;
}

/** What `quote_fare` returns (see its migration). */
export interface FareQuote {
  pickup: QuotePlace;
  dropoff: QuotePlace;
  service_type: ServiceType;
  pickup_at: string;
  distance_km: number;
  duration_min: number;
  speed_kmh: number;
  rush_hour: boolean;
  base_kobo: number;
  distance_kobo: number;
  time_kobo: number;
  multiplier: number;
  trip_kobo: number;
  minimum_kobo: number;
  minimum_applied: boolean;
  airport_surcharge_kobo: number;
  hotel_surcharge_kobo: number;
  surcharge_kobo: number;
  total_kobo: number;
  currency: "NGN";
}

/** What `create_booking` returns. */
export interface BookingReceipt {
  id: string;
  reference: string;
  status: Database["public"]["Enums"]["booking_status"];
  fare_kobo: number;
  fare_breakdown: FareQuote;
  booking_time: string;
  pickup_location: string;
  dropoff_location: string;
  service_type: ServiceType;
  replayed: boolean;
  /** The ride page's manage token: paths.ride.href(reference, ride_token). */
  ride_token: string | null;
  flight_number: string | null;
  /** Where the chauffeur waits, for a pickup at an airport. */
  meeting_point: string | null;
}

/** An airport terminal and where arriving passengers meet their chauffeur. */
export interface AirportPlace {
  id: string;
  name: string;
  meeting_point: string | null;
}

/** One row of `quote_departures`: leaving at departure_at costs fare_kobo and takes duration_min. */
export interface Departure {
  departure_at: string;
  fare_kobo: number;
  duration_min: number;
  distance_km: number;
  is_chosen: boolean;
}
