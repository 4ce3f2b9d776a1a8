import type { Deps } from "../../../supabase/functions/send-email/handler.ts";
import type { OutboxLimit } from "../../../supabase/functions/send-email/limits.ts";
import type { OutgoingEmail } from "../../../supabase/functions/send-email/providers/provider.ts";
import type {
  BookingRecord,
  DeliveryResult,
  EmailStore,
  PendingEmail,
  Reservation,
  RideRecord,
  SubmissionRecord,
} from "../../../supabase/functions/send-email/store.ts";

/** An in-memory store and provider for calling the send-email handler in-process. */

export const NOW = new Date("2026-11-22T08:00:00.000Z");

export const booking: BookingRecord = {
  id: "7d1c1f0e-4d4c-4c1e-9d0a-1a2b3c4d5e6f",
  reference: "EKO-7F3K2Q",
  customer_name: "Adaeze Okafor",
  customer_email: "adaeze@example.test",
  customer_phone: "+2348031234567",
  pickup_location: "Murtala Muhammed International Airport (Terminal 2)",
  dropoff_location: "Eko Hotel & Suites",
  booking_time: "2026-12-04T17:05:00.000Z",
  service_type: "airport_hotel",
  fare_kobo: 2_475_050,
  status: "pending",
  flight_number: null,
  meeting_point: null,
  manage_token: null,
};

/** The same booking as booking_update reads it: confirmed, with a chauffeur and a vehicle. */
export const ride: RideRecord = {
  ...booking,
  status: "confirmed",
  flight_number: "P47123",
  meeting_point: "Car park P1, opposite the arrivals hall",
  manage_token: "0123456789abcdef0123456789abcdef",
  fare_breakdown: {},
  cancellation_reason: null,
  cancelled_by: null,
  confirmed_at: "2026-11-22T07:30:00.000Z",
  completed_at: null,
  cancelled_at: null,
  driver_name: "Tunde Bakare",
  vehicle: {
    model: "Toyota Camry",
    colour: "Black",
    registration_number: "LSD-123-AB",
  },
};

export const contactRow: SubmissionRecord = {
  id: "0b8f6a52-31c4-4f0e-9a55-3f1c1c2f9d11",
  form_type: "contact",
  name: "Bola Ade",
  email: "bola@example.test",
  phone: null,
  subject: "Lost umbrella",
  message: "Left it in the car.\nBlue, with a wooden handle.",
  company_name: null,
  service_requirements: null,
  attachment_path: null,
  created_at: "2026-11-22T07:59:30.000Z",
};

export interface FakeOptions {
  failWith?: string;
  answer?: (email: PendingEmail) => Reservation;
  bookings?: BookingRecord[];
  rides?: RideRecord[];
  submissions?: SubmissionRecord[];
}

export function fakeDeps(options: FakeOptions = {}) {
  const sent: OutgoingEmail[] = [];
  const reserved: { email: PendingEmail; limits: OutboxLimit[] }[] = [];
  const finished: DeliveryResult[] = [];
  const bookings = options.bookings ?? [booking];
  const rides = options.rides ?? [ride];
  const submissions = options.submissions ?? [contactRow];
  const store: EmailStore = {
    findBooking: async (reference, email) =>
      bookings.find(
        (b) =>
          b.reference === reference && b.customer_email === email.toLowerCase(),
      ) ?? null,
    findRide: async (reference) =>
      rides.find((r) => r.reference === reference) ?? null,
    findSubmission: async (id) => submissions.find((s) => s.id === id) ?? null,
    reserve: async (email, limits) => {
      reserved.push({ email, limits });
      return (
        options.answer?.(email) ?? {
          outcome: "reserved",
          id: `row-${reserved.length}`,
        }
      );
    },
    finish: async (_id, result) => {
      finished.push(result);
    },
  };
  const deps: Deps = {
    store,
    provider: {
      name: "fake",
      send: async (email) => {
        if (options.failWith) throw new Error(options.failWith);
        sent.push(email);
        return { id: `m${sent.length}` };
      },
    },
    opsEmail: "ops@ekoluxe.test",
    fromEmail: "EkoLuxe <hello@ekoluxe.test>",
    now: () => NOW,
  };
  return { deps, sent, reserved, finished };
}

export function post(body: unknown): Request {
  return new Request("http://localhost/send-email", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
