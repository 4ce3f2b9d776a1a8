import type { BadgeTone } from "@/lib/vocabulary";

/**
 * How the portal words an owner's payouts. owner_payouts keeps its status and method as checked
 * text, not enums, so the labels live here rather than in the shared vocabulary.
 */
export type PayoutStatus = "pending" | "succeeded" | "failed" | "reversed";
export type PayoutMethod = "paystack_transfer" | "bank_transfer";

const statusLabels: Record<PayoutStatus, string> = {
  pending: "Pending",
  succeeded: "Paid",
  failed: "Failed",
  reversed: "Reversed",
};

// A payout that did not arrive is the one thing here an owner has to act on (or ask about).
const statusTones: Record<PayoutStatus, BadgeTone> = {
  pending: "warning",
  succeeded: "success",
  failed: "danger",
  reversed: "danger",
};

const methodLabels: Record<PayoutMethod, string> = {
  paystack_transfer: "Paystack transfer",
  bank_transfer: "Bank transfer",
};

const isStatus = (value: string): value is PayoutStatus =>
  value in statusLabels;
const isMethod = (value: string): value is PayoutMethod =>
  value in methodLabels;

/** A status newer than this bundle is shown as it is, in a neutral badge. */
export const payoutStatusLabel = (status: string) =>
  isStatus(status) ? statusLabels[status] : status;
export const payoutStatusTone = (status: string): BadgeTone =>
  isStatus(status) ? statusTones[status] : "neutral";
export const payoutMethodLabel = (method: string) =>
  isMethod(method) ? methodLabels[method] : method;

/** "••••6789": enough for the owner to recognise the account, never the whole number on screen. */
export const maskAccountNumber = (accountNumber: string) =>
  `••••${accountNumber.replace(/\D/g, "").slice(-4)}`;

/** When the money moved (a paid payout) or the payout was started (everything else). */
export const payoutDate = (row: {
  status: string;
  completed_at: string | null;
  created_at: string;
}) =>
  row.status !== "pending" && row.completed_at
    ? row.completed_at
    : row.created_at;
