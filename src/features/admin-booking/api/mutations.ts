import { useMutation, useQueryClient } from "@tanstack/react-query";

import { notifyBookingUpdate } from "@/lib/booking-emails";
import { invokeFunction } from "@/lib/edge-functions";
import { loadSupabase } from "@/lib/load-supabase";

import type { Booking, BookingStatus, LedgerEntry } from "../types";
import { bookingsAdminQueries } from "./queries";

export interface AssignInput {
  bookingId: string;
  driverId: string;
  vehicleId: string;
  /** A pending booking is confirmed in the same step; false is "Assign only". */
  confirm: boolean;
  /** Why a vehicle whose class or seats do not suit the service is sent anyway. */
  overrideReason?: string;
}

async function assignBooking(input: AssignInput): Promise<Booking> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("assign_booking", {
    p_booking_id: input.bookingId,
    p_driver_id: input.driverId,
    p_vehicle_id: input.vehicleId,
    p_confirm: input.confirm,
    p_override_reason: input.overrideReason?.trim() || undefined,
  });
  if (error) throw error;
  // A confirmed booking that now has its driver and vehicle tells the rider who is coming.
  notifyBookingUpdate(data.reference);
  return data;
}

export interface StatusInput {
  bookingId: string;
  status: Exclude<BookingStatus, "pending">;
  /** Required by the database when cancelling. */
  reason?: string;
}

async function setBookingStatus(input: StatusInput): Promise<Booking> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("set_booking_status", {
    p_booking_id: input.bookingId,
    p_status: input.status,
    p_reason: input.reason?.trim() || undefined,
  });
  if (error) throw error;
  // Confirmed with a driver and vehicle, completed or cancelled: the rider hears of it once.
  notifyBookingUpdate(data.reference);
  return data;
}

/** After a change: lists, the booking's detail, its timeline and any candidate list refetch. */
function useRefreshBookings() {
  const queryClient = useQueryClient();
  return (booking: Booking) => {
    queryClient.setQueryData(
      bookingsAdminQueries.detail(booking.id).queryKey,
      (current) => current && { ...current, ...pickChanged(booking) },
    );
    return queryClient.invalidateQueries({
      queryKey: bookingsAdminQueries.all(),
    });
  };
}

/** The columns an action changes; joined names are refetched. */
function pickChanged(booking: Booking) {
  const { status, driver_id, vehicle_id, cancellation_reason } = booking;
  return { status, driver_id, vehicle_id, cancellation_reason };
}

export function useAssignBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: assignBooking,
    onSuccess: refresh,
    meta: { errorTitle: "Assignment Failed" },
  });
}

export function useSetBookingStatus() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: setBookingStatus,
    onSuccess: refresh,
    meta: { errorTitle: "Error updating status" },
  });
}

export interface RefundInput {
  bookingId: string;
  amountKobo: number;
  reason: string;
}

/**
 * The `payments` function records the refund (as the admin, so the action log names them) and
 * sends it to Paystack; the rows come back pending until Paystack says it is done.
 */
function requestRefund(input: RefundInput) {
  return invokeFunction<{ refunds: LedgerEntry[] }>("payments/refund", {
    booking_id: input.bookingId,
    amount_kobo: input.amountKobo,
    reason: input.reason.trim(),
  });
}

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    meta: { errorTitle: "Error refunding payment" },
    // The ledger, the sheet's summary and the list's payment badge all move with a refund.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: bookingsAdminQueries.all() }),
  });
}
