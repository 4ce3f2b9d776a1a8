import type { PaymentRow, PaystackLedger } from "../_shared/paystack-ledger.ts";

/** begin_online_payment's row: the pending charge and what Paystack's checkout needs. */
export interface BegunPayment {
  payment_id: string;
  provider_reference: string;
  amount_kobo: number;
  email: string;
  booking_id: string;
  booking_reference: string;
  manage_token: string;
}

/** ride_payment's answer, as the ride page shows it. */
export interface RidePayment {
  state:
    | "unpaid"
    | "paid"
    | "part_paid"
    | "refund_pending"
    | "refunded"
    | "part_refunded";
  fare_kobo: number;
  paid_kobo: number;
  refunded_kobo: number;
  due_kobo: number;
  can_pay: boolean;
  /** null for a share link, which sees the state and fare only. */
  customer_name: string | null;
  customer_email: string | null;
  payments: {
    id: string;
    kind: "charge" | "refund";
    method: "cash" | "paystack";
    channel: string | null;
    status: string;
    amount_kobo: number;
    provider_reference: string | null;
    reason: string | null;
    at: string | null;
  }[];
}

/**
 * The RPCs that run as the caller, with the request's own Authorization (the anon key and a ride
 * token, or a session), so the database decides who may pay, see or refund what.
 */
export interface CallerPayments {
  beginOnlinePayment(
    reference: string,
    token: string | null,
  ): Promise<BegunPayment>;
  ridePayment(reference: string, token: string | null): Promise<RidePayment>;
  requestRefund(
    bookingId: string,
    amountKobo: number,
    reason: string,
  ): Promise<PaymentRow[]>;
}

/** The service-role side the payments function uses. */
export type PaymentsLedger = Pick<
  PaystackLedger,
  "recordCharge" | "refundsToSend" | "markRefundSent"
>;
