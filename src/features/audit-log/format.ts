import { LAGOS_TIME_ZONE } from "@/lib/dates";

const lagosStamp = new Intl.DateTimeFormat("en-NG", {
  timeZone: LAGOS_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
});

/** "3 Dec 2026, 16:30:05" in Lagos time: log entries can be seconds apart. */
export function formatAuditTime(iso: string): string {
  return lagosStamp.format(new Date(iso));
}
