import type { Database } from "@/lib/database.types";

import type { ridePaymentStates } from "./api/ride-payment";
import type { rideStages } from "./api/ride-view";

type Enums = Database["public"]["Enums"];

/** Where a ride is, as the rider's timeline shows it (ride_status's `stage`). */
export type RideStage = (typeof rideStages)[number];

/**
 * One ride as its page shows it: public.ride_view, parsed by api/ride-view.ts. A manage link sees
 * everything; a share link sees no fare, reason, rating or actions (those fields are null there).
 */
export interface RideView {
  reference: string;
  access: "manage" | "share";
  share_token: string | null;
  status: Enums["booking_status"];
  stage: RideStage;
  booking_time: string;
  created_at: string;
  confirmed_at: string | null;
  arrived_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  cancelled_by: "rider" | "operator" | null;
  cancellation_reason: string | null;
  service_type: Enums["service_type"];
  pickup_location: string;
  dropoff_location: string;
  pickup_lat: number | null;
  pickup_lng: number | null;
  dropoff_lat: number | null;
  dropoff_lng: number | null;
  fare_kobo: number | null;
  fare_breakdown: unknown;
  distance_km: number | null;
  duration_min: number | null;
  customer_first_name: string | null;
  flight_number: string | null;
  meeting_point: string | null;
  driver_name: string | null;
  driver_initials: string | null;
  driver_rating: number | null;
  vehicle_model: string | null;
  vehicle_colour: string | null;
  vehicle_plate: string | null;
  vehicle_lat: number | null;
  vehicle_lng: number | null;
  vehicle_heading: number | null;
  vehicle_speed_kmh: number | null;
  position_at: string | null;
  position_source: string | null;
  free_cancellation_minutes: number | null;
  cancel_cutoff_at: string | null;
  can_cancel: boolean;
  can_rate: boolean;
  rating: number | null;
  rating_comment: string | null;
  /** Minutes by road from the vehicle's last position to the pickup (on the way) or drop-off (on the trip). */
  eta_minutes: number | null;
  /** The chauffeur's number (E.164): manage links only, while the ride is confirmed or under way. */
  driver_phone: string | null;
}

// The interface names exactly the fields of the generated public.ride_view: a field added to or
// dropped from the type in SQL fails the type check here.
type SameKeys<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? true
    : false
  : false;
type Assert<T extends true> = T;
export type RideViewMatchesDatabase = Assert<
  SameKeys<RideView, Database["public"]["CompositeTypes"]["ride_view"]>
>;

/** Which ride, and how the caller may act on it: its manage token, or null for the signed-in rider. */
export interface RideTarget {
  reference: string;
  token: string | null;
}

export interface CancelRideInput extends RideTarget {
  reason: string;
}

export interface RateRideInput extends RideTarget {
  rating: number;
  comment: string | null;
}

/** One row of the booking's ledger as ride_payment lists it (a manage link only). */
export interface RidePaymentLine {
  id: string;
  kind: "charge" | "refund";
  method: "cash" | "paystack";
  /** Paystack's channel ('card', 'bank_transfer', 'ussd', …); null for cash. */
  channel: string | null;
  status: "pending" | "processing" | "succeeded" | "failed";
  amount_kobo: number;
  /** A charge's is ours (PAY-<reference>-<8 hex>), a refund's is Paystack's; null for cash. */
  provider_reference: string | null;
  reason: string | null;
  /** When the money moved; null for a refund not yet sent. */
  at: string | null;
}

/**
 * ride_payment: where the ride's money stands, from the ledger. A share link gets the state and
 * fare only (customer_* null, no payments).
 */
export interface RidePayment {
  state: (typeof ridePaymentStates)[number];
  fare_kobo: number;
  paid_kobo: number;
  refunded_kobo: number;
  due_kobo: number;
  can_pay: boolean;
  customer_name: string | null;
  customer_email: string | null;
  payments: RidePaymentLine[];
}
