import { useMutation } from "@tanstack/react-query";

import { combineLagosDateTime } from "@/lib/dates";
import { withStatus } from "@/lib/errors";
import { loadSupabase } from "@/lib/load-supabase";
import { normalizeNigerianPhone } from "@/lib/phone";

import { normalizeFlightNumber, type BookingFormValues } from "../form-values";
import type { BookingReceipt } from "../types";

const BOOKING_TIMEOUT_MS = 20_000;

export interface CreateBookingInput {
  values: BookingFormValues;
  idempotencyKey: string;
  /**
   * Whether the trip has an airport end (null while not yet known): the flight number is sent
   * unless the trip is known to have none, so a number left in the hidden field is not.
   */
  airportTrip: boolean | null;
}

async function createBooking({
  values,
  idempotencyKey,
  airportTrip,
}: CreateBookingInput): Promise<BookingReceipt> {
  // The answer's check (zod) downloads alongside the request, not with the form.
  const receiptCheck = import("./booking-receipt-schema");
  receiptCheck.catch(() => undefined); // awaited below, unless the request fails first
  const supabase = await loadSupabase();
  const bookingTime = combineLagosDateTime(
    values.pickupDate,
    values.pickupTime,
  );
  const { data, error, status } = await supabase
    .rpc("create_booking", {
      p_customer_name: values.customerName.trim(),
      p_customer_phone:
        normalizeNigerianPhone(values.customerPhone) ??
        values.customerPhone.trim(),
      p_customer_email: values.customerEmail.trim(),
      p_pickup: values.pickupLocation.trim(),
      p_dropoff: values.destination.trim(),
      p_booking_time: bookingTime,
      p_service_type: values.serviceType,
      p_idempotency_key: idempotencyKey,
      ...(airportTrip === false || values.flightNumber.trim() === ""
        ? {}
        : { p_flight_number: normalizeFlightNumber(values.flightNumber) }),
    })
    // A request left hanging gives up and says so; retrying it with the same key is safe.
    .abortSignal(AbortSignal.timeout(BOOKING_TIMEOUT_MS));
  if (error) throw withStatus(error, status);
  const { bookingReceiptSchema } = await receiptCheck;
  const receipt: BookingReceipt = bookingReceiptSchema.parse(data);
  // Spec §7: the e-mail follows a successful insert and its result is not checked; the function
  // records every send (and failure) in email_outbox itself. It builds the e-mail from the stored
  // booking, so only the keys that find it are sent.
  void supabase.functions.invoke("send-email", {
    body: {
      type: "new_booking",
      data: {
        reference: receipt.reference,
        customerEmail: values.customerEmail.trim(),
      },
    },
  });
  return receipt;
}

export function useCreateBooking() {
  return useMutation({
    mutationFn: createBooking,
    meta: { errorTitle: "Booking Failed" },
  });
}
