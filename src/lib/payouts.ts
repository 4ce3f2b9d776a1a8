import type { BadgeTone } from "@/lib/vocabulary";

/**
 * How an owner payout is worded, in the back office and the owner portal alike. owner_payouts
 * keeps its status and method as checked text, not enums, so the words live here rather than in
 * the enum vocabulary.
 */
export type PayoutStatus = "pending" | "succeeded" | "failed" | "reversed";
export type PayoutMethod = "paystack_transfer" | "bank_transfer";

export const payoutStatusLabels: Record<PayoutStatus, string> = {
  pending: "Pending",
  succeeded: "Paid",
  failed: "Failed",
  reversed: "Reversed",
};

// A payout that did not arrive is the one thing here someone has to act on (or ask about).
export const payoutStatusTones: Record<PayoutStatus, BadgeTone> = {
  pending: "warning",
  succeeded: "success",
  failed: "danger",
  reversed: "danger",
};

export const payoutMethodLabels: Record<PayoutMethod, string> = {
  paystack_transfer: "Paystack transfer",
  bank_transfer: "Bank transfer",
};

const isStatus = (value: string): value is PayoutStatus =>
  value in payoutStatusLabels;
const isMethod = (value: string): value is PayoutMethod =>
  value in payoutMethodLabels;

/** For rows read as plain text: a status newer than this bundle is shown as it is, neutral. */
export const payoutStatusLabel = (status: string) =>
  isStatus(status) ? payoutStatusLabels[status] : status;
export const payoutStatusTone = (status: string): BadgeTone =>
  isStatus(status) ? payoutStatusTones[status] : "neutral";
export const payoutMethodLabel = (method: string) =>
  isMethod(method) ? payoutMethodLabels[method] : method;
