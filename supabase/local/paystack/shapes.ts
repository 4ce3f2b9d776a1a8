import type { Recipient, Refund, Transaction, Transfer } from "./store.ts";

/**
 * The JSON Paystack answers and posts, field for field as its API reference documents them
 * (doc-code-snippets' response.json files and webhook samples): what a caller may read is there,
 * with the stand-in's values. `domain` is "test", as with a test secret key.
 */
export const INTEGRATION_ID = 100432;
const DOMAIN = "test";

/** Paystack's local fee: 1.5 %, plus ₦100 from ₦2,500, capped at ₦2,000 (kobo). */
function localFee(amount: number): number {
  const fee = Math.round(amount * 0.015) + (amount >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

/** `data` of `GET /transaction/verify/:reference`, and of the `charge.success` event. */
export function transactionJson(t: Transaction) {
  const paid = t.status === "success";
  return {
    id: t.id,
    domain: DOMAIN,
    status: t.status,
    reference: t.reference,
    receipt_number: null,
    amount: t.amount,
    message: null,
    gateway_response: t.gatewayResponse,
    paid_at: t.paidAt,
    created_at: t.createdAt,
    channel: t.channel ?? "card",
    currency: t.currency,
    ip_address: "127.0.0.1",
    metadata: t.metadata ?? "",
    log: {
      start_time: Math.floor(t.startedAt / 1000),
      time_spent: t.history.at(-1)?.time ?? 0,
      attempts: t.attempts,
      errors: t.errors,
      success: paid,
      mobile: false,
      input: [],
      history: t.history,
    },
    fees: paid ? localFee(t.amount) : null,
    fees_split: null,
    authorization: t.authorization,
    customer: {
      id: t.customerId,
      first_name: null,
      last_name: null,
      email: t.email,
      customer_code: t.customerCode,
      phone: null,
      metadata: null,
      risk_action: "default",
      international_format_phone: null,
    },
    plan: null,
    split: {},
    order_id: null,
    paidAt: t.paidAt,
    createdAt: t.createdAt,
    requested_amount: t.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: t.createdAt,
    plan_object: {},
    subaccount: {},
  };
}

/** `data` of `POST /refund`. */
export function refundJson(r: Refund, t: Transaction) {
  return {
    transaction: {
      id: t.id,
      domain: DOMAIN,
      reference: t.reference,
      amount: t.amount,
      paid_at: t.paidAt,
      channel: t.channel,
      currency: t.currency,
      authorization: { exp_month: null, exp_year: null, account_name: null },
      customer: { international_format_phone: null },
      plan: {},
      subaccount: { currency: null },
      split: {},
      order_id: null,
      paidAt: t.paidAt,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
    },
    integration: INTEGRATION_ID,
    deducted_amount: 0,
    channel: null,
    merchant_note: r.merchantNote,
    customer_note: r.customerNote,
    status: r.status,
    refunded_by: "standin@ekoluxe.local",
    expected_at: r.expectedAt,
    currency: r.currency,
    domain: DOMAIN,
    amount: r.amount,
    fully_deducted: false,
    id: r.id,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/**
 * `data` of the refund events. As documented, `amount` is a string in refund.pending, .processing
 * and .processed, and a number in refund.failed; `id` is the refund's id (from `POST /refund`).
 */
export function refundEventJson(r: Refund, t: Transaction) {
  return {
    id: r.id,
    status: r.status,
    transaction_reference: t.reference,
    refund_reference: r.refundReference,
    amount: r.status === "failed" ? r.amount : String(r.amount),
    currency: r.currency,
    processor: t.channel === "card" ? "mpgs_zen" : "instant-transfer",
    customer: { first_name: null, last_name: null, email: t.email },
    integration: INTEGRATION_ID,
    domain: DOMAIN,
    customer_note: r.customerNote,
    merchant_note: r.merchantNote,
  };
}

/** `data` of `POST /transferrecipient`, and `recipient` inside a transfer. */
export function recipientJson(r: Recipient) {
  return {
    active: true,
    createdAt: r.createdAt,
    currency: r.currency,
    description: r.description,
    domain: DOMAIN,
    email: r.email,
    id: r.id,
    integration: INTEGRATION_ID,
    metadata: r.metadata,
    name: r.name,
    recipient_code: r.code,
    type: "nuban",
    updatedAt: r.updatedAt,
    is_deleted: false,
    isDeleted: false,
    details: {
      authorization_code: null,
      account_number: r.accountNumber,
      account_name: r.accountName,
      bank_code: r.bankCode,
      bank_name: r.bankName,
    },
  };
}

/** ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above (kobo). */
function transferFee(amount: number): number {
  return amount <= 500_000 ? 1_000 : amount <= 5_000_000 ? 2_500 : 5_000;
}

/** `data` of `POST /transfer`: the recipient by id, as documented. */
export function queuedTransferJson(t: Transfer, r: Recipient) {
  return {
    transfersessionid: [],
    transfertrials: [],
    domain: DOMAIN,
    amount: t.amount,
    currency: t.currency,
    reference: t.reference,
    source: "balance",
    source_details: null,
    reason: t.reason,
    status: t.status,
    failures: t.failures,
    transfer_code: t.transferCode,
    titan_code: null,
    transferred_at: t.transferredAt,
    id: t.id,
    integration: INTEGRATION_ID,
    request: t.id + 207_000_000,
    recipient: r.id,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

/** `data` of `GET /transfer/verify/:reference` and of the transfer events. */
export function transferJson(t: Transfer, r: Recipient, event = false) {
  return {
    amount: t.amount,
    createdAt: t.createdAt,
    currency: t.currency,
    domain: DOMAIN,
    failures: t.failures,
    id: t.id,
    integration: event
      ? {
          id: INTEGRATION_ID,
          is_live: false,
          business_name: "EkoLuxe",
          logo_path: null,
        }
      : INTEGRATION_ID,
    reason: t.reason,
    reference: t.reference,
    source: "balance",
    source_details: null,
    status: t.status,
    titan_code: null,
    transfer_code: t.transferCode,
    ...(event ? {} : { request: t.id + 207_000_000 }),
    transferred_at: t.transferredAt,
    updatedAt: t.updatedAt,
    recipient: recipientJson(r),
    session: { provider: t.status === "pending" ? null : "nip", id: null },
    fee_charged: transferFee(t.amount),
    ...(event ? {} : { fees_breakdown: null }),
    gateway_response: null,
  };
}
