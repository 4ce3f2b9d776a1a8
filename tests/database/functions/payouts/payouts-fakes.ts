import { HttpError } from "../../../../supabase/functions/_shared/http.ts";
import type {
  PayoutRow,
  PayoutToSend,
} from "../../../../supabase/functions/_shared/paystack-ledger.ts";
import { cachedBankList } from "../../../../supabase/functions/payouts/bank-list.ts";
import { handler } from "../../../../supabase/functions/payouts/handler.ts";
import type {
  BankAccount,
  BankAccountInput,
  CallerPayouts,
  PayoutChoice,
  PayoutsLedger,
} from "../../../../supabase/functions/payouts/store.ts";
import { FakePaystack } from "../paystack-webhook/paystack-fake.ts";

export const OWNER_ID = "0b8c6f0e-2a4d-4e8b-9c1f-5d7a3b2e1f00";
export const PERIOD = "2026-10-01";

export function payoutRow(overrides: Partial<PayoutRow> = {}): PayoutRow {
  return {
    id: "payout-1",
    period: PERIOD,
    owner_id: OWNER_ID,
    owner_name: "Ada Obi",
    amount_kobo: 250_000,
    method: "paystack_transfer",
    status: "pending",
    reference: "po-202610-1a2b3c4d5e6f",
    transfer_code: null,
    bank_reference: null,
    account_label: "Guaranty Trust Bank ••••6789 · ADA OBI",
    failure_reason: null,
    created_at: "2026-11-02T09:00:00Z",
    completed_at: null,
    ...overrides,
  };
}

/** The caller's side as the database answers it; roles and answers set per test. */
export class FakeCallerPayouts implements CallerPayouts {
  readonly steps: string[] = [];
  owner = true;
  admin = false;
  account: BankAccount | null = null;
  paid: PayoutRow[] | HttpError = [payoutRow()];
  retried: PayoutRow | HttpError = payoutRow({ id: "payout-2" });

  async isOwner() {
    return this.owner;
  }
  async isAdmin() {
    return this.admin;
  }
  async bankAccount(ownerId: string) {
    this.steps.push(`bank_account ${ownerId}`);
    return this.account;
  }
  async payPeriod(period: string, payouts: PayoutChoice[]) {
    this.steps.push(`pay_period ${period} ${JSON.stringify(payouts)}`);
    if (this.paid instanceof HttpError) throw this.paid;
    return this.paid;
  }
  async retryPayout(id: string, method: string, bankReference: string | null) {
    this.steps.push(`retry_payout ${id} ${method} ${bankReference}`);
    if (this.retried instanceof HttpError) throw this.retried;
    return this.retried;
  }
}

export class FakePayoutsLedger implements PayoutsLedger {
  readonly steps: string[] = [];
  toSend: PayoutToSend[] = [];
  saved: BankAccountInput[] = [];

  async payoutsToSend(period: string | null) {
    this.steps.push(`payouts_to_send ${period}`);
    return this.toSend.filter((p) => !period || p.period === period);
  }
  async markPayoutSent(
    id: string,
    transferCode: string | null,
    status: "pending" | "succeeded" | "failed",
    message: string | null,
  ) {
    this.steps.push(
      `mark_payout_sent ${id} ${transferCode} ${status} ${message ?? ""}`.trim(),
    );
    this.toSend = this.toSend.filter((p) => p.payout_id !== id);
    return payoutRow({
      id,
      transfer_code: transferCode,
      status,
      failure_reason: message,
    });
  }
  async saveBankAccount(input: BankAccountInput) {
    this.saved.push(input);
    return {
      owner_id: input.ownerId,
      bank_code: input.bankCode,
      bank_name: input.bankName,
      account_number: input.accountNumber,
      account_name: input.accountName,
      recipient_code: input.recipientCode,
      verified_at: "2026-11-28T08:00:00Z",
      updated_at: "2026-11-28T08:00:00Z",
    };
  }
}

export interface PayoutsWorld {
  caller: FakeCallerPayouts;
  ledger: FakePayoutsLedger;
  paystack: FakePaystack;
  clock: { now: number };
  banks: ReturnType<typeof cachedBankList>;
  signedIn: boolean;
}

export function payoutsWorld(): PayoutsWorld {
  const paystack = new FakePaystack();
  const clock = { now: Date.parse("2026-11-28T08:00:00Z") };
  return {
    caller: new FakeCallerPayouts(),
    ledger: new FakePayoutsLedger(),
    paystack,
    clock,
    banks: cachedBankList(paystack, { now: () => clock.now }),
    signedIn: true,
  };
}

export async function callPayouts(
  world: PayoutsWorld,
  route: string,
  { method = "GET", body }: { method?: string; body?: unknown } = {},
) {
  const response = await handler(
    new Request(`http://localhost/payouts/${route}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    {
      authenticate: async () => {
        if (!world.signedIn)
          throw new HttpError(
            401,
            "unauthorized",
            "Please sign in to continue.",
          );
        return { userId: OWNER_ID, caller: world.caller };
      },
      ledger: world.ledger,
      paystack: world.paystack,
      banks: world.banks,
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  };
}
