import { randomBytes, randomInt } from "node:crypto";

/** One step of a checkout, as Paystack's transaction `log.history` lists them. */
export interface HistoryEntry {
  type: "action" | "auth" | "input" | "error" | "success";
  message: string;
  time: number;
}

export type TransactionStatus = "abandoned" | "ongoing" | "failed" | "success";

export interface Transaction {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string | null;
  metadata: unknown;
  /** The channels initialize allowed; null offers every one the stand-in has. */
  channels: string[] | null;
  status: TransactionStatus;
  gatewayResponse: string;
  channel: string | null;
  paidAt: string | null;
  createdAt: string;
  startedAt: number;
  authorization: Record<string, unknown>;
  customerId: number;
  customerCode: string;
  history: HistoryEntry[];
  attempts: number;
  errors: number;
  /** Kobo already returned by refunds that did not fail. */
  refunded: number;
}

export type RefundStatus = "pending" | "processing" | "processed" | "failed";

export interface Refund {
  id: number;
  transactionReference: string;
  amount: number;
  currency: string;
  status: RefundStatus;
  customerNote: string;
  merchantNote: string;
  refundReference: string | null;
  createdAt: string;
  updatedAt: string;
  expectedAt: string;
}

export interface Recipient {
  id: number;
  code: string;
  name: string;
  accountNumber: string;
  accountName: string;
  bankCode: string;
  bankName: string;
  currency: string;
  description: string;
  email: string | null;
  metadata: unknown;
  createdAt: string;
  updatedAt: string;
}

export type TransferStatus = "pending" | "success" | "failed" | "reversed";

export interface Transfer {
  id: number;
  reference: string;
  transferCode: string;
  amount: number;
  currency: string;
  reason: string;
  recipientCode: string;
  status: TransferStatus;
  failures: string | null;
  transferredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Lower-case letters and digits, as Paystack's own references and codes are made. */
export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** Everything the stand-in knows, in memory: one store per runtime, gone when it stops. */
export class PaystackStore {
  readonly transactions = new Map<string, Transaction>();
  readonly byAccessCode = new Map<string, Transaction>();
  readonly refunds = new Map<number, Refund>();
  readonly recipients = new Map<string, Recipient>();
  readonly transfers = new Map<string, Transfer>();
  /** Ids grow from a random start, so two runtimes' ids do not look alike. */
  private next = randomInt(1_000_000, 9_000_000) * 1000;

  nextId(): number {
    this.next += 1;
    return this.next;
  }

  addTransaction(transaction: Transaction): void {
    this.transactions.set(transaction.reference, transaction);
    this.byAccessCode.set(transaction.accessCode, transaction);
  }

  /** By reference, or by numeric id as `POST /refund` also accepts. */
  findTransaction(key: string): Transaction | undefined {
    const byReference = this.transactions.get(key);
    if (byReference) return byReference;
    if (!/^\d+$/.test(key)) return undefined;
    const id = Number(key);
    for (const transaction of this.transactions.values())
      if (transaction.id === id) return transaction;
    return undefined;
  }

  recipientFor(accountNumber: string, bankCode: string): Recipient | undefined {
    for (const recipient of this.recipients.values())
      if (
        recipient.accountNumber === accountNumber &&
        recipient.bankCode === bankCode
      )
        return recipient;
    return undefined;
  }
}
