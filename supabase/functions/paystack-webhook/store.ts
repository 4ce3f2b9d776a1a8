import type { PaystackLedger } from "../_shared/paystack-ledger.ts";

/**
 * What the webhook records, with the service role: claims each delivery once, then the charge,
 * refund or transfer it reports. Backed by supabasePaystackLedger (../_shared) in production and
 * by a fake in the handler tests.
 */
export type WebhookLedger = Pick<
  PaystackLedger,
  | "claimEvent"
  | "finishEvent"
  | "recordCharge"
  | "recordRefund"
  | "recordTransfer"
  | "refundsToSend"
  | "markRefundSent"
>;
