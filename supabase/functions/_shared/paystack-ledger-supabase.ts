import type { SupabaseClient } from "@supabase/supabase-js";

import { HttpError } from "./http.ts";
import type {
  ChargeOutcome,
  PaymentRow,
  PayoutRow,
  PayoutToSend,
  PaystackLedger,
  RefundOutcome,
  RefundToSend,
  TransferOutcome,
} from "./paystack-ledger.ts";

/** The ledger RPCs raise these codes for what the caller got wrong; each keeps its words. */
const CALLER_ERRORS: Record<string, { status: number; code: string }> = {
  PT400: { status: 400, code: "invalid_request" },
  "22023": { status: 400, code: "invalid_request" },
  P0001: { status: 400, code: "invalid_request" },
  PT401: { status: 401, code: "unauthorized" },
  // PostgREST refusing the caller's JWT (expired, or signed with another key).
  PGRST301: { status: 401, code: "unauthorized" },
  PGRST302: { status: 401, code: "unauthorized" },
  PT403: { status: 403, code: "forbidden" },
  "42501": { status: 403, code: "forbidden" },
  PT404: { status: 404, code: "not_found" },
  PT409: { status: 409, code: "conflict" },
  PT429: { status: 429, code: "rate_limited" },
};

const NOT_ALLOWED = "You are not allowed to do this.";
const SESSION_ENDED = "Your session has expired. Please sign in again.";

/** A refusal the caller caused → HttpError with the database's sentence; anything else → Error. */
function rpcFailure(
  name: string,
  error: { code?: string; message: string },
): Error {
  const known = error.code ? CALLER_ERRORS[error.code] : undefined;
  if (!known) return new Error(`${name} failed: ${error.message}`);
  // PostgREST's own "permission denied for function …" names internals; say it plainly.
  const message =
    known.status === 403 && /^permission denied/i.test(error.message)
      ? NOT_ALLOWED
      : error.code?.startsWith("PGRST")
        ? SESSION_ENDED
        : error.message;
  const headers: Record<string, string> =
    known.status === 429 ? { "Retry-After": "300" } : {};
  return new HttpError(known.status, known.code, message, headers);
}

export async function callRpc<T>(
  client: SupabaseClient,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const { data, error } = await client.rpc(name, args);
  if (error) throw rpcFailure(name, error);
  return data as T;
}

/** A single-row RPC answered as a set (PostgREST gives an array). */
const one = <T>(data: T | T[]): T => (Array.isArray(data) ? data[0]! : data);

export function supabasePaystackLedger(client: SupabaseClient): PaystackLedger {
  const rpc = <T>(name: string, args: Record<string, unknown>) =>
    callRpc<T>(client, name, args);
  return {
    recordCharge: (r) =>
      rpc<ChargeOutcome>("record_paystack_charge", {
        p_provider_reference: r.providerReference,
        p_status: r.status,
        p_amount_kobo: r.amountKobo,
        p_currency: r.currency,
        p_channel: r.channel,
        p_paid_at: r.paidAt,
        p_provider_id: r.providerId,
        p_message: r.message,
      }).then((o) => ({ ...o, refund_ids: o.refund_ids ?? [] })),
    refundsToSend: (booking) =>
      rpc<RefundToSend[]>("refunds_to_send", {
        p_booking_id: booking.id ?? null,
        p_booking_reference: booking.reference ?? null,
      }),
    markRefundSent: async (refundId, providerId, status, message) =>
      one(
        await rpc<PaymentRow | PaymentRow[]>("mark_refund_sent", {
          p_refund_id: refundId,
          p_provider_id: providerId,
          p_status: status,
          p_message: message,
        }),
      ),
    recordRefund: (r) =>
      rpc<RefundOutcome>("record_paystack_refund", {
        p_charge_reference: r.chargeReference,
        p_provider_id: r.providerId,
        p_status: r.status,
        p_amount_kobo: r.amountKobo,
        p_message: r.message,
      }),
    payoutsToSend: (period) =>
      rpc<PayoutToSend[]>("payouts_to_send", { p_period: period }),
    markPayoutSent: async (payoutId, transferCode, status, message) =>
      one(
        await rpc<PayoutRow | PayoutRow[]>("mark_payout_sent", {
          p_payout_id: payoutId,
          p_transfer_code: transferCode,
          p_status: status,
          p_message: message,
        }),
      ),
    recordTransfer: (r) =>
      rpc<TransferOutcome>("record_paystack_transfer", {
        p_reference: r.reference,
        p_transfer_code: r.transferCode,
        p_status: r.status,
        p_amount_kobo: r.amountKobo,
        p_message: r.message,
      }),
    claimEvent: (event, key, payload) =>
      rpc<boolean>("claim_paystack_event", {
        p_event: event,
        p_key: key,
        p_payload: payload,
      }),
    finishEvent: async (event, key, outcome) => {
      await rpc<unknown>("finish_paystack_event", {
        p_event: event,
        p_key: key,
        p_outcome: outcome,
      });
    },
  };
}
