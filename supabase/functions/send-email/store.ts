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
  findSubmission(id: string): Promise<SubmissionRecord | null>;
  /**
   * Records the e-mail as queued unless the same e-mail about the same row is already queued or
   * sent, or one of the caps is reached (atomic: see reserve_outbox_email).
   */
  reserve(email: PendingEmail, limits: OutboxLimit[]): Promise<Reservation>;
  finish(id: string, result: DeliveryResult): Promise<void>;
}

const BOOKING_COLUMNS =
  "id, reference, customer_name, customer_email, customer_phone, pickup_location, dropoff_location, booking_time, service_type, fare_kobo, status";
const SUBMISSION_COLUMNS =
  "id, form_type, name, email, phone, subject, message, company_name, service_requirements, attachment_path, created_at";

export function supabaseEmailStore(client: SupabaseClient): EmailStore {
  return {
    async findBooking(reference, email) {
      const { data, error } = await client
        .from("bookings")
        .select(BOOKING_COLUMNS)
        .eq("reference", reference)
        .maybeSingle<BookingRecord>();
      if (error) throw new Error(`bookings lookup failed: ${error.message}`);
      if (!data) return null;
      return data.customer_email.toLowerCase() === email.toLowerCase()
        ? { ...data, fare_kobo: Number(data.fare_kobo) }
        : null;
    },
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
