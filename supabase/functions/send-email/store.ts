import type { SupabaseClient } from "@supabase/supabase-js";

import type { OutboxLimit } from "./limits.ts";

/** The stored booking an e-mail is about (public.bookings). */
export interface BookingRecord {
  id: string;
  reference: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  pickup_location: string;
  dropoff_location: string;
  booking_time: string;
  service_type: string;
  fare_kobo: number;
  status: string;
  /** Airport bookings only (normalised, e.g. P47123). */
  flight_number: string | null;
  /** Where the chauffeur waits: the pickup place's meeting point (airport car parks). */
  meeting_point: string | null;
  /** The rider's own live ride page token (ride_links.manage_token). */
  manage_token: string | null;
}

/** The assigned vehicle as the rider is told it. */
export interface RideVehicle {
  model: string;
  colour: string | null;
  registration_number: string;
}

/**
 * One row of the booking's ledger (public.payments): a charge (cash, or Paystack's card, bank
 * transfer, USSD …) or a refund of one. Read by the receipt, and by the payment and refund e-mails.
 */
export interface RidePayment {
  id: string;
  kind: "charge" | "refund";
  /** 'cash' or 'paystack'. */
  method: string;
  /** Paystack's channel ('card', 'bank_transfer', 'ussd', …); null for cash. */
  channel: string | null;
  status: "pending" | "processing" | "succeeded" | "failed";
  amount_kobo: number;
  /** A charge's is our PAY-… reference, a refund's Paystack's refund id; null for cash. */
  provider_reference: string | null;
  /** A refund: the charge it returns. */
  refund_of: string | null;
  /** A refund: why it was made. */
  reason: string | null;
  /** When the money moved; null while it has not. */
  received_at: string | null;
  created_at: string;
}

/** A booking with everything the e-mails after booking tell the rider (booking_update). */
export interface RideRecord extends BookingRecord {
  /** quote_fare's breakdown as stored ({} for bookings made without a quote). */
  fare_breakdown: Record<string, unknown>;
  cancellation_reason: string | null;
  /** 'rider' or 'operator'; null on bookings cancelled before it was recorded. */
  cancelled_by: string | null;
  confirmed_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  driver_name: string | null;
  vehicle: RideVehicle | null;
  /** The booking's ledger rows, so the e-mails say how it was paid; none when left out. */
  payments?: RidePayment[];
}

/** The stored form submission an operations notice is about (public.contact_submissions). */
export interface SubmissionRecord {
  id: string;
  form_type: "apply_to_drive" | "contact_sales" | "contact";
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string | null;
  company_name: string | null;
  service_requirements: string | null;
  attachment_path: string | null;
  created_at: string;
}

/** An e-mail about to be handed to the provider. */
export interface PendingEmail {
  type: string;
  to_email: string;
  reply_to: string | null;
  related_id: string;
  subject: string;
  html: string;
  text: string;
  provider: string;
}

export type Reservation =
  | { outcome: "reserved"; id: string }
  | { outcome: "duplicate" }
  | { outcome: "limited"; retry_after_seconds: number };

export interface DeliveryResult {
  status: "sent" | "failed";
  error: string | null;
  sent_at: string | null;
}

/** What the handler reads and writes; backed by the service-role client in production. */
export interface EmailStore {
  /** The booking with this reference, if its customer e-mail matches (case-insensitive). */
  findBooking(reference: string, email: string): Promise<BookingRecord | null>;
  /** The booking with this reference, with its driver, vehicle, meeting point and ride token. */
  findRide(reference: string): Promise<RideRecord | null>;
  findSubmission(id: string): Promise<SubmissionRecord | null>;
  /**
   * Records the e-mail as queued unless the same e-mail about the same row is already queued or
   * sent, or one of the caps is reached (atomic: see reserve_outbox_email).
   */
  reserve(email: PendingEmail, limits: OutboxLimit[]): Promise<Reservation>;
  finish(id: string, result: DeliveryResult): Promise<void>;
}

const RIDE_COLUMNS =
  "id, reference, customer_name, customer_email, customer_phone, pickup_location, dropoff_location, booking_time, service_type, fare_kobo, status, flight_number, pickup_place_id, fare_breakdown, cancellation_reason, cancelled_by, confirmed_at, completed_at, cancelled_at, driver:drivers(name), vehicle:fleets(model, colour, registration_number), payments(id, kind, method, channel, status, amount_kobo, provider_reference, refund_of, reason, received_at, created_at)";

type StoredRide = Omit<
  RideRecord,
  "meeting_point" | "manage_token" | "driver_name"
> & {
  pickup_place_id: string | null;
  driver: { name: string } | null;
};
const SUBMISSION_COLUMNS =
  "id, form_type, name, email, phone, subject, message, company_name, service_requirements, attachment_path, created_at";

export function supabaseEmailStore(client: SupabaseClient): EmailStore {
  /** The pickup place's meeting point and the ride token, read beside the booking. */
  async function extras(
    ride: StoredRide,
  ): Promise<Pick<RideRecord, "meeting_point" | "manage_token">> {
    const [place, link] = await Promise.all([
      ride.pickup_place_id
        ? client
            .from("places")
            .select("meeting_point")
            .eq("id", ride.pickup_place_id)
            .maybeSingle<{ meeting_point: string | null }>()
        : { data: null, error: null },
      client
        .from("ride_links")
        .select("manage_token")
        .eq("booking_id", ride.id)
        .maybeSingle<{ manage_token: string }>(),
    ]);
    if (place.error)
      throw new Error(`places lookup failed: ${place.error.message}`);
    if (link.error)
      throw new Error(`ride_links lookup failed: ${link.error.message}`);
    return {
      meeting_point: place.data?.meeting_point?.trim() || null,
      manage_token: link.data?.manage_token ?? null,
    };
  }

  async function findRide(reference: string): Promise<RideRecord | null> {
    const { data, error } = await client
      .from("bookings")
      .select(RIDE_COLUMNS)
      .eq("reference", reference)
      .maybeSingle<StoredRide>();
    if (error) throw new Error(`bookings lookup failed: ${error.message}`);
    if (!data) return null;
    const { pickup_place_id: _place, driver, ...ride } = data;
    const breakdown = ride.fare_breakdown;
    return {
      ...ride,
      ...(await extras(data)),
      fare_kobo: Number(ride.fare_kobo),
      fare_breakdown:
        breakdown && typeof breakdown === "object" && !Array.isArray(breakdown)
          ? breakdown
          : {},
      driver_name: driver?.name ?? null,
      vehicle: ride.vehicle ?? null,
      // bigint arrives as a number or a string, as fare_kobo does.
      payments: (ride.payments ?? []).map((p) => ({
        ...p,
        amount_kobo: Number(p.amount_kobo),
      })),
    };
  }

  return {
    async findBooking(reference, email) {
      const ride = await findRide(reference);
      return ride && ride.customer_email.toLowerCase() === email.toLowerCase()
        ? ride
        : null;
    },
    findRide,
    async findSubmission(id) {
      const { data, error } = await client
        .from("contact_submissions")
        .select(SUBMISSION_COLUMNS)
        .eq("id", id)
        .maybeSingle<SubmissionRecord>();
      if (error)
        throw new Error(`contact_submissions lookup failed: ${error.message}`);
      return data;
    },
    async reserve(email, limits) {
      const { data, error } = await client.rpc("reserve_outbox_email", {
        p_email: email,
        p_limits: limits,
      });
      if (error)
        throw new Error(`email_outbox reservation failed: ${error.message}`);
      return data as Reservation;
    },
    async finish(id, result) {
      const { error } = await client
        .from("email_outbox")
        .update(result)
        .eq("id", id);
      if (error)
        throw new Error(`email_outbox update failed: ${error.message}`);
    },
  };
}
