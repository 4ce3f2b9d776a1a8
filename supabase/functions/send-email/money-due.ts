import type { RidePayment, RideRecord } from "./store.ts";
import type { EmailContent } from "./templates/layout.ts";
import { movedAt } from "./templates/ledger.ts";
import { paymentReceived, refundProcessed } from "./templates/money-updates.ts";

/**
 * The e-mails about money on a booking's ledger, each about one row and so sent at most once per
 * row (related_id = the payments row's id): a Paystack charge that went through, a refund done.
 */
export const MONEY_TYPES = ["payment_received", "refund_processed"] as const;

export type MoneyType = (typeof MONEY_TYPES)[number];

export const MONEY_TEMPLATES: Record<
  MoneyType,
  (ride: RideRecord, row: RidePayment, rideLink: string | null) => EmailContent
> = {
  payment_received: paymentReceived,
  refund_processed: refundProcessed,
};

/** Which e-mail a ledger row calls for, if any. Cash charges have none: the receipt covers them. */
function moneyType(row: RidePayment): MoneyType | null {
  if (row.status !== "succeeded") return null;
  if (row.kind === "charge" && row.method === "paystack")
    return "payment_received";
  if (row.kind === "refund") return "refund_processed";
  return null;
}

/**
 * The ledger rows that call for an e-mail, oldest money first, while the money moved recently (as
 * the other updates: no e-mail about last year's payment because someone asked today). Whether
 * one already went is the outbox's to say.
 */
export function dueMoneyUpdates(
  ride: RideRecord,
  now: Date,
  maxAgeHours: number,
): { type: MoneyType; row: RidePayment }[] {
  const oldest = now.getTime() - maxAgeHours * 3_600_000;
  return (ride.payments ?? [])
    .filter((row) => new Date(movedAt(row)).getTime() >= oldest)
    .sort((a, b) => movedAt(a).localeCompare(movedAt(b)))
    .flatMap((row) => {
      const type = moneyType(row);
      return type ? [{ type, row }] : [];
    });
}
