import { HttpError } from "../_shared/http.ts";
import type { Deps } from "./deps.ts";
import {
  bankAccountSchema,
  parseWith,
  payPeriodSchema,
  retrySchema,
} from "./schemas.ts";
import type { CallerPayouts } from "./store.ts";
import { sendPendingTransfers } from "./transfers.ts";

export type Caller = { userId: string; caller: CallerPayouts };

const OWNERS_ONLY = "Only vehicle owners have a payout account.";

async function requireOwner({ caller }: Caller): Promise<void> {
  if (!(await caller.isOwner()))
    throw new HttpError(403, "forbidden", OWNERS_ONLY);
}

/** `GET /payouts/banks` (owners and administrators): `{banks: [{name, code}]}`. */
export async function listBanks(who: Caller, deps: Deps) {
  const [owner, admin] = await Promise.all([
    who.caller.isOwner(),
    who.caller.isAdmin(),
  ]);
  if (!owner && !admin)
    throw new HttpError(
      403,
      "forbidden",
      "Only owners and administrators may do this.",
    );
  const banks = await deps.banks.banks();
  return { banks: banks.map(({ name, code }) => ({ name, code })) };
}

/** `GET /payouts/bank-account` (owners): their saved account, or null. */
export async function readBankAccount(who: Caller) {
  await requireOwner(who);
  return { account: await who.caller.bankAccount(who.userId) };
}

/**
 * `POST /payouts/bank-account {bank_code, account_number}` (owners): Paystack resolves the
 * account's name (an account it cannot resolve → 400), a transfer recipient is created for it,
 * and the account is saved as the owner's, with the bank's name for it, not a typed one.
 */
export async function saveBankAccount(who: Caller, body: unknown, deps: Deps) {
  await requireOwner(who);
  const input = parseWith(bankAccountSchema, body);
  const bankName = await deps.banks.nameOf(input.bank_code);
  if (!bankName)
    throw new HttpError(400, "unknown_bank", "Choose your bank from the list.");
  const resolved = await deps.paystack.resolveAccount(
    input.account_number,
    input.bank_code,
  );
  const recipient = await deps.paystack.createTransferRecipient({
    type: "nuban",
    name: resolved.account_name,
    account_number: input.account_number,
    bank_code: input.bank_code,
    currency: "NGN",
  });
  const account = await deps.ledger.saveBankAccount({
    ownerId: who.userId,
    bankCode: input.bank_code,
    bankName,
    accountNumber: input.account_number,
    accountName: resolved.account_name,
    recipientCode: recipient.recipient_code,
  });
  return { account };
}

/**
 * `POST /payouts/pay-period {period, payouts}` (administrators, as the caller): pay_period locks
 * the month as paid and records each owner's payout; the Paystack ones are then sent.
 */
export async function payPeriod(who: Caller, body: unknown, deps: Deps) {
  const input = parseWith(payPeriodSchema, body);
  const rows = await who.caller.payPeriod(input.period, input.payouts);
  const sent = await sendPendingTransfers(
    deps.ledger,
    deps.paystack,
    input.period,
  );
  const latest = new Map(sent.map((row) => [row.id, row]));
  return { payouts: rows.map((row) => latest.get(row.id) ?? row) };
}

/** `POST /payouts/retry {payout_id, method, bank_reference?}` (administrators): a new payout. */
export async function retryPayout(who: Caller, body: unknown, deps: Deps) {
  const input = parseWith(retrySchema, body);
  const row = await who.caller.retryPayout(
    input.payout_id,
    input.method,
    input.bank_reference,
  );
  if (row.method !== "paystack_transfer") return { payout: row };
  const sent = await sendPendingTransfers(
    deps.ledger,
    deps.paystack,
    row.period,
  );
  return { payout: sent.find((s) => s.id === row.id) ?? row };
}
