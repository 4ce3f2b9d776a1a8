/**
 * The parts of Paystack's documented request and response shapes the functions use
 * (https://paystack.com/docs/api/). Every answer is an envelope `{status, message, data, meta?}`;
 * a refusal is `{status: false, message}` with a 4xx. Amounts are integers in kobo.
 */

export interface PaystackEnvelope<T> {
  status: boolean;
  message: string;
  data: T;
  meta?: { next?: string | null; previous?: string | null; perPage?: number };
}

/** `POST /transaction/initialize`. */
export interface InitializeTransactionRequest {
  email: string;
  amount: number;
  currency: "NGN";
  reference: string;
  callback_url: string;
  metadata?: Record<string, unknown>;
}

export interface InitializedTransaction {
  authorization_url: string;
  access_code: string;
  reference: string;
}

/** `GET /transaction/verify/:reference` (and a charge.success webhook's data). */
export interface PaystackTransaction {
  id: number;
  /** success, failed, abandoned, or still moving: ongoing, pending, processing, queued; reversed. */
  status: string;
  reference: string;
  amount: number;
  currency: string;
  /** card, bank_transfer, ussd, bank, qr, mobile_money, … */
  channel: string | null;
  paid_at: string | null;
  gateway_response: string | null;
  message: string | null;
}

/** `POST /refund`: the charge by reference, a part of it or (without amount) all of it. */
export interface CreateRefundRequest {
  transaction: string;
  amount?: number;
  currency?: "NGN";
  customer_note?: string;
  merchant_note?: string;
}

export interface PaystackRefund {
  id: number;
  /** pending, processing, processed, failed. */
  status: string;
  amount: number;
  currency: string;
}

/** `GET /bank?country=nigeria&currency=NGN`. */
export interface PaystackBank {
  name: string;
  code: string;
  active?: boolean;
  is_deleted?: boolean;
}

/** `GET /bank/resolve?account_number=&bank_code=`. */
export interface ResolvedAccount {
  account_number: string;
  account_name: string;
}

/** `POST /transferrecipient` for a Nigerian account (type nuban). */
export interface CreateRecipientRequest {
  type: "nuban";
  name: string;
  account_number: string;
  bank_code: string;
  currency: "NGN";
}

export interface TransferRecipient {
  recipient_code: string;
  name: string;
  details: {
    account_number: string;
    account_name: string | null;
    bank_code: string;
    bank_name: string;
  };
}

/** `POST /transfer` from the Paystack balance to a recipient code. */
export interface InitiateTransferRequest {
  source: "balance";
  amount: number;
  currency: "NGN";
  recipient: string;
  reference: string;
  reason: string;
}

/** `POST /transfer`, `GET /transfer/verify/:reference` and the transfer.* webhooks' data. */
export interface PaystackTransfer {
  id: number;
  /** pending, otp, received, success, failed, reversed, abandoned, blocked, rejected. */
  status: string;
  reference: string;
  transfer_code: string;
  amount: number;
  currency: string;
  reason: string | null;
  failures?: unknown;
}
