import type {
  RidePayment,
  RideRecord,
} from "../../../../supabase/functions/send-email/store.ts";
import { NOW, ride } from "../../support/send-email-fakes.ts";

/** Ledger rows (public.payments) for the send-email tests with fakes, pinned to NOW. */

export const hoursAgo = (h: number) =>
  new Date(NOW.getTime() - h * 3_600_000).toISOString();

let next = 0;
/** A fixed-looking uuid per row, so the outbox's related_id can be asserted. */
const rowId = () =>
  `00000000-0000-4000-8000-${String(++next).padStart(12, "0")}`;

export function charge(overrides: Partial<RidePayment> = {}): RidePayment {
  return {
    id: rowId(),
    kind: "charge",
    method: "paystack",
    channel: "card",
    status: "succeeded",
    amount_kobo: ride.fare_kobo,
    provider_reference: "PAY-EKO-7F3K2Q-1a2b3c4d",
    refund_of: null,
    reason: null,
    received_at: hoursAgo(1),
    created_at: hoursAgo(1.1),
    ...overrides,
  };
}

export function cash(amount: number, at: string): RidePayment {
  return charge({
    method: "cash",
    channel: null,
    amount_kobo: amount,
    provider_reference: null,
    received_at: at,
    created_at: at,
  });
}

export function refund(
  of: RidePayment,
  overrides: Partial<RidePayment> = {},
): RidePayment {
  return charge({
    kind: "refund",
    channel: of.channel,
    amount_kobo: of.amount_kobo,
    provider_reference: "3018284",
    refund_of: of.id,
    reason: "Cancelled inside the free-cancellation window",
    ...overrides,
  });
}

/** The fake ride (confirmed, assignment e-mail due) with this ledger. */
export const withLedger = (
  rows: RidePayment[],
  overrides: Partial<RideRecord> = {},
): RideRecord => ({ ...ride, ...overrides, payments: rows });
