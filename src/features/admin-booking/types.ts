import type { Database, Tables } from "@/lib/database.types";
import type { ServerPage } from "@/lib/server-page";

export type BookingStatus = Database["public"]["Enums"]["booking_status"];
export type ServiceType = Database["public"]["Enums"]["service_type"];
/**
 * A booking row as a write returns it. `paid_kobo` and `payment_state` are computed fields (read
 * when a select names them, never part of the stored row), so they are added where selected.
 */
export type Booking = Omit<Tables<"bookings">, "paid_kobo" | "payment_state">;

/** The payment fields the admin list selects (see the add_booking_payment_state migration). */
type PaymentFields = Pick<Tables<"bookings">, "paid_kobo" | "payment_state">;

type DriverName = Pick<Tables<"drivers">, "name">;
type VehicleLabel = Pick<Tables<"fleets">, "model" | "registration_number">;

/** One row of the admin bookings list (see `bookingListColumns`). */
export type BookingListRow = Pick<
  Booking,
  | "id"
  | "reference"
  | "customer_name"
  | "customer_phone"
  | "customer_email"
  | "pickup_location"
  | "dropoff_location"
  | "booking_time"
  | "service_type"
  | "status"
  | "fare_kobo"
  | "driver_id"
  | "vehicle_id"
  | "created_at"
> &
  PaymentFields & { driver: DriverName | null; vehicle: VehicleLabel | null };

export type BookingsPage = Required<ServerPage<BookingListRow>>;

/** A booking with everything its detail sheet shows (see `bookingDetailColumns`). */
export type BookingDetail = BookingListRow &
  Pick<
    Booking,
    | "fare_breakdown"
    | "distance_km"
    | "duration_min"
    | "notes"
    | "cancellation_reason"
    | "confirmed_at"
    | "started_at"
    | "completed_at"
    | "cancelled_at"
    | "flight_number"
    | "cancelled_by"
  > & {
    driver: (DriverName & Pick<Tables<"drivers">, "phone">) | null;
    /** The pickup place's meeting point (airport terminals only). */
    pickup_place: Pick<Tables<"places">, "meeting_point"> | null;
    /** The rider's rating of the ride, once rated. */
    rating: Pick<Tables<"ride_ratings">, "rating" | "comment"> | null;
  };

/**
 * One row of the booking's ledger (`payments`): a charge (cash or Paystack) or a refund of one.
 * The table's check constraints narrow its text columns to these values.
 */
export type LedgerEntry = Omit<
  Pick<
    Tables<"payments">,
    | "id"
    | "kind"
    | "method"
    | "channel"
    | "status"
    | "amount_kobo"
    | "provider_reference"
    | "refund_of"
    | "reason"
    | "failure_reason"
    | "received_by"
    | "received_at"
    | "created_at"
  >,
  "kind" | "method" | "status"
> & {
  kind: "charge" | "refund";
  method: "cash" | "paystack";
  status: "pending" | "processing" | "succeeded" | "failed";
};

export type AuditEntry = Pick<
  Tables<"audit_log">,
  "id" | "actor_email" | "action" | "before" | "after" | "at"
>;

export type DispatchCandidate =
  Database["public"]["Functions"]["dispatch_candidates"]["Returns"][number];

/** A panel about one booking (its detail sheet, the dispatch dialog): open once one is chosen. */
export interface BookingPanelProps {
  bookingId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
