import type { PayoutRow, PaystackLedger } from "../_shared/paystack-ledger.ts";

/** public.owner_bank_accounts: where an owner is paid, as Paystack resolved it. */
export interface BankAccount {
  owner_id: string;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  recipient_code: string;
  verified_at: string;
  updated_at: string;
}

export interface PayoutChoice {
  owner_id: string | null;
  owner_name: string;
  method: "paystack_transfer" | "bank_transfer";
  bank_reference?: string | null;
}

/** What runs as the caller (their session): the database decides who may read or pay what. */
export interface CallerPayouts {
  /** is_owner() / is_admin(): the role now, not when the token was issued. */
  isOwner(): Promise<boolean>;
  isAdmin(): Promise<boolean>;
  /** The caller's own payout account (row policy: owners read their own). */
  bankAccount(ownerId: string): Promise<BankAccount | null>;
  payPeriod(period: string, payouts: PayoutChoice[]): Promise<PayoutRow[]>;
  retryPayout(
    payoutId: string,
    method: PayoutChoice["method"],
    bankReference: string | null,
  ): Promise<PayoutRow>;
}

export interface BankAccountInput {
  ownerId: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  recipientCode: string;
}

/** The service-role side: saving a verified account, sending and stamping transfers. */
export interface PayoutsLedger extends Pick<
  PaystackLedger,
  "payoutsToSend" | "markPayoutSent"
> {
  saveBankAccount(input: BankAccountInput): Promise<BankAccount>;
}
