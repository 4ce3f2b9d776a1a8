import { useMutation } from "@tanstack/react-query";

import { combineLagosDateTime } from "@/lib/dates";
import { loadSupabase } from "@/lib/load-supabase";
import { normalizeNigerianPhone } from "@/lib/phone";

import type { BookingFormValues } from "../schemas";
import type { BookingReceipt } from "../types";

export interface CreateBookingInput {
  values: BookingFormValues;
  idempotencyKey: string;
}

async function createBooking({
  values,
  idempotencyKey,
}: CreateBookingInput): Promise<BookingReceipt> {
  const supabase = await loadSupabase();
  const bookingTime = combineLagosDateTime(
    values.pickupDate,
    values.pickupTime,
  );
  const { data, error } = await supabase.rpc("create_booking", {
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
  });
  if (error) throw error;
  const receipt = data as unknown as BookingReceipt;
  // Spec §7: the e-mail follows a successful insert and its result is not checked; the function
  // records every send (and failure) in email_outbox itself.
  void supabase.functions.invoke("send-email", {
    body: {
      type: "new_booking",
      data: {
        ...values,
        booking_time: receipt.booking_time,
        reference: receipt.reference,
        fare_kobo: receipt.fare_kobo,
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
