import { HttpError } from "../../../../supabase/functions/_shared/http.ts";
import {
  ACCOUNT_NOT_FOUND,
  PAYSTACK_UNAVAILABLE,
  PaystackRefusal,
  type CreateRecipientRequest,
  type CreateRefundRequest,
  type InitializeTransactionRequest,
  type InitiateTransferRequest,
  type PaystackBank,
  type PaystackClient,
  type PaystackRefund,
  type PaystackTransaction,
  type PaystackTransfer,
} from "../../../../supabase/functions/_shared/paystack.ts";

/**
 * Paystack as the functions' handler tests need it: what each endpoint answers is set by the
 * test, every call is written down, and `down` makes every call an outage (502) as the real
 * client reports one.
 */
export class FakePaystack implements PaystackClient {
  readonly calls: string[] = [];
  readonly initialized: InitializeTransactionRequest[] = [];
  readonly refunds: CreateRefundRequest[] = [];
  readonly recipients: CreateRecipientRequest[] = [];
  readonly sentTransfers: InitiateTransferRequest[] = [];
  readonly transactions = new Map<string, PaystackTransaction>();
  readonly transfers = new Map<string, PaystackTransfer>();
  /** `${bank_code}:${account_number}` → the account's name. */
  readonly accounts = new Map<string, string>();
  banks: PaystackBank[] = [
    { name: "Access Bank", code: "044" },
    { name: "Guaranty Trust Bank", code: "058" },
  ];
  down = false;
  refundRefusal: string | null = null;
  refundStatus = "pending";
  transferRefusal: string | null = null;
  transferStatus = "pending";
  private nextId = 1000;

  private call(name: string) {
    this.calls.push(name);
    if (this.down)
      throw new HttpError(
        502,
        "payment_service_unavailable",
        PAYSTACK_UNAVAILABLE,
      );
  }

  async initializeTransaction(body: InitializeTransactionRequest) {
    this.call(`initialize ${body.reference}`);
    this.initialized.push(body);
    const code = `ac_${body.reference.toLowerCase()}`;
    return {
      authorization_url: `https://checkout.example.test/${code}`,
      access_code: code,
      reference: body.reference,
    };
  }

  async verifyTransaction(reference: string) {
    this.call(`verify ${reference}`);
    return this.transactions.get(reference) ?? null;
  }

  async createRefund(body: CreateRefundRequest): Promise<PaystackRefund> {
    this.call(`refund ${body.transaction} ${body.amount}`);
    if (this.refundRefusal) throw new PaystackRefusal(400, this.refundRefusal);
    this.refunds.push(body);
    return {
      id: this.nextId++,
      status: this.refundStatus,
      amount: body.amount ?? 0,
      currency: "NGN",
    };
  }

  async listBanks() {
    this.call("banks");
    return this.banks;
  }

  async resolveAccount(accountNumber: string, bankCode: string) {
    this.call(`resolve ${bankCode} ${accountNumber}`);
    const name = this.accounts.get(`${bankCode}:${accountNumber}`);
    if (!name) throw new HttpError(400, "account_not_found", ACCOUNT_NOT_FOUND);
    return { account_number: accountNumber, account_name: name };
  }

  async createTransferRecipient(body: CreateRecipientRequest) {
    this.call(`recipient ${body.bank_code} ${body.account_number}`);
    this.recipients.push(body);
    return {
      recipient_code: `RCP_${body.bank_code}${body.account_number}`,
      name: body.name,
      details: {
        account_number: body.account_number,
        account_name: body.name,
        bank_code: body.bank_code,
        bank_name: "Bank",
      },
    };
  }

  async initiateTransfer(body: InitiateTransferRequest) {
    this.call(`transfer ${body.reference} ${body.amount}`);
    if (this.transferRefusal)
      throw new PaystackRefusal(400, this.transferRefusal);
    this.sentTransfers.push(body);
    const transfer = transferOf(
      body.reference,
      body.amount,
      this.transferStatus,
    );
    this.transfers.set(body.reference, transfer);
    return transfer;
  }

  async verifyTransfer(reference: string) {
    this.call(`verify-transfer ${reference}`);
    return this.transfers.get(reference) ?? null;
  }
}

export function transactionOf(
  reference: string,
  amount: number,
  overrides: Partial<PaystackTransaction> = {},
): PaystackTransaction {
  return {
    id: 4_099_260_516,
    status: "success",
    reference,
    amount,
    currency: "NGN",
    channel: "card",
    paid_at: "2026-11-20T10:15:02.000Z",
    gateway_response: "Successful",
    message: null,
    ...overrides,
  };
}

export function transferOf(
  reference: string,
  amount: number,
  status = "success",
): PaystackTransfer {
  return {
    id: 860_670_817,
    status,
    reference,
    transfer_code: `TRF_${reference.replaceAll("-", "")}`,
    amount,
    currency: "NGN",
    reason: "EkoLuxe owner payout",
    failures: null,
  };
}
