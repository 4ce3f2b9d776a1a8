/**
 * The money ledger as the Paystack functions speak to it: rows of public.payments and
 * public.owner_payouts, and the service-role RPCs that record what Paystack says (migration
 * 20261128200000_add_payments_ledger). Backed by supabase-js in paystack-ledger-supabase.ts and by
 * fakes in the handler tests.
 */

export interface PaymentRow {
  id: string;
  booking_id: string;
  kind: "charge" | "refund";
  method: "cash" | "paystack";
  channel: string | null;
  status: "pending" | "processing" | "succeeded" | "failed";
  amount_kobo: number;
  provider_reference: string | null;
  refund_of: string | null;
  reason: string | null;
  failure_reason: string | null;
  received_at: string | null;
  created_at: string;
}

export interface PayoutRow {
  id: string;
  period: string;
  owner_id: string | null;
  owner_name: string;
  amount_kobo: number;
  method: "paystack_transfer" | "bank_transfer";
  status: "pending" | "succeeded" | "failed" | "reversed";
  reference: string;
  transfer_code: string | null;
  bank_reference: string | null;
  account_label: string | null;
  failure_reason: string | null;
  created_at: string;
  completed_at: string | null;
}

/** record_paystack_charge's input: what Paystack's verify endpoint said, never a webhook's word. */
export interface ChargeRecord {
  providerReference: string;
  status: "success" | "failed" | "abandoned";
  amountKobo: number;
  currency: string;
  channel: string | null;
  paidAt: string | null;
  providerId: string | null;
  message: string | null;
}

export interface ChargeOutcome {
  outcome: "recorded" | "unchanged" | "mismatch" | "failed" | "unknown";
  payment_id: string | null;
  booking_id: string | null;
  booking_reference: string | null;
  /** Refunds it created (a charge that succeeded on a cancelled or already paid ride). */
  refund_ids: string[];
}

export interface RefundToSend {
  refund_id: string;
  booking_id: string;
  booking_reference: string;
  amount_kobo: number;
  charge_reference: string;
  reason: string | null;
}

export interface RefundRecord {
  chargeReference: string;
  providerId: string | null;
  status: "processed" | "failed";
  amountKobo: number;
  message: string | null;
}

export interface RefundOutcome {
  outcome: string;
  refund_id: string | null;
  booking_reference: string | null;
}

export interface PayoutToSend {
  payout_id: string;
  reference: string;
  amount_kobo: number;
  recipient_code: string;
  owner_name: string;
  period: string;
}

export interface TransferRecord {
  reference: string;
  transferCode: string | null;
  status: "success" | "failed" | "reversed";
  amountKobo: number;
  message: string | null;
}

export interface TransferOutcome {
  outcome: string;
  payout_id: string | null;
}

/** The service-role side: each method one RPC of the contract. */
export interface PaystackLedger {
  recordCharge(record: ChargeRecord): Promise<ChargeOutcome>;
  /** Claims the booking's refunds waiting to be sent (by id or by reference). */
  refundsToSend(booking: {
    id?: string;
    reference?: string;
  }): Promise<RefundToSend[]>;
  markRefundSent(
    refundId: string,
    providerId: string | null,
    status: "pending" | "processing" | "succeeded" | "failed",
    message: string | null,
  ): Promise<PaymentRow>;
  recordRefund(record: RefundRecord): Promise<RefundOutcome>;
  payoutsToSend(period: string | null): Promise<PayoutToSend[]>;
  markPayoutSent(
    payoutId: string,
    transferCode: string | null,
    status: "pending" | "succeeded" | "failed",
    message: string | null,
  ): Promise<PayoutRow>;
  recordTransfer(record: TransferRecord): Promise<TransferOutcome>;
  /** false when this (event, key) was handled before: a replay. */
  claimEvent(event: string, key: string, payload: unknown): Promise<boolean>;
  finishEvent(event: string, key: string, outcome: string): Promise<void>;
}
