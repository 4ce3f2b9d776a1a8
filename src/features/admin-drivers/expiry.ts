import { addDaysToDate, lagosDate } from "@/lib/dates";

import type { DocumentStatus } from "./types";

/** How close a licence is to its end: the cards warn 30 days ahead. */
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryState =
  { kind: "expired" } | { kind: "soon"; days: number } | { kind: "valid" };

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/** A date is valid through its own day, on the Lagos calendar. */
export function expiryState(
  expiresOn: string,
  today: string = lagosDate(),
): ExpiryState {
  if (expiresOn < today) return { kind: "expired" };
  if (expiresOn <= addDaysToDate(today, EXPIRY_WARNING_DAYS))
    return { kind: "soon", days: daysBetween(today, expiresOn) };
  return { kind: "valid" };
}

/** A verified document past its date is shown, and treated by dispatch, as Expired. */
export function effectiveDocumentStatus(
  status: DocumentStatus,
  expiresOn: string | null,
  today: string = lagosDate(),
): DocumentStatus {
  return status === "Verified" && expiresOn && expiresOn < today
    ? "Expired"
    : status;
}
