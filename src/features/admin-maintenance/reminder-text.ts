import { formatIsoDate } from "@/lib/dates";

import type { ServiceReminder } from "./types";

const km = new Intl.NumberFormat("en-NG");

const plural = (n: number, one: string, many: string) =>
  `${km.format(n)} ${n === 1 ? one : many}`;

/** "in 12 days", "today", "3 days ago". */
export function daysText(days: number): string {
  if (days === 0) return "today";
  return days > 0
    ? `in ${plural(days, "day", "days")}`
    : `${plural(-days, "day", "days")} ago`;
}

/** "4,200 km to go", "350 km past". */
export function kmText(remaining: number): string {
  return remaining >= 0
    ? `${km.format(remaining)} km to go`
    : `${km.format(-remaining)} km past`;
}

export const formatKm = (value: number) => `${km.format(value)} km`;

/** The reminder's state in words, for the badge. */
export function reminderState(r: ServiceReminder) {
  if (r.overdue) return { label: "Overdue", tone: "danger" as const };
  if (r.dueSoon) return { label: "Due soon", tone: "warning" as const };
  return { label: "On schedule", tone: "success" as const };
}

export function lastServiceText(r: ServiceReminder): string {
  if (!r.lastServiceDate) return "No service logged yet";
  const at =
    r.lastServiceOdometerKm === null
      ? ""
      : ` at ${formatKm(r.lastServiceOdometerKm)}`;
  return `Last service ${formatIsoDate(r.lastServiceDate)}${at}`;
}
