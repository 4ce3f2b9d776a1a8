import type { SupabaseClient } from "@supabase/supabase-js";

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

/** One row of public.email_outbox. */
export interface OutboxEntry {
  type: string;
  to_email: string;
  subject: string;
  html: string;
  text: string;
  provider: string;
  status: "sent" | "failed";
  error: string | null;
  related_id: string | null;
  sent_at: string | null;
}

/** What the handler reads and writes; backed by the service-role client in production. */
export interface EmailStore {
  /** The booking with this reference, if its customer e-mail matches (case-insensitive). */
  findBooking(reference: string, email: string): Promise<BookingRecord | null>;
  /** Whether an e-mail of this type about this row already reached this address. */
  alreadySent(
    type: string,
    relatedId: string,
    toEmail: string,
  ): Promise<boolean>;
  record(entry: OutboxEntry): Promise<string>;
}

const BOOKING_COLUMNS =
  "id, reference, customer_name, customer_email, customer_phone, pickup_location, dropoff_location, booking_time, service_type, fare_kobo, status";

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
    async alreadySent(type, relatedId, toEmail) {
      const { data, error } = await client
        .from("email_outbox")
        .select("id")
        .eq("type", type)
        .eq("related_id", relatedId)
        .eq("to_email", toEmail)
        .eq("status", "sent")
        .limit(1);
      if (error)
        throw new Error(`email_outbox lookup failed: ${error.message}`);
      return (data ?? []).length > 0;
    },
    async record(entry) {
      const { data, error } = await client
        .from("email_outbox")
        .insert(entry)
        .select("id")
        .single<{ id: string }>();
      if (error)
        throw new Error(`email_outbox insert failed: ${error.message}`);
      return data.id;
    },
  };
}
