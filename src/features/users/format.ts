import { LAGOS_TIME_ZONE } from "@/lib/dates";

const lagosStamp = new Intl.DateTimeFormat("en-GB", {
  timeZone: LAGOS_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "3 Dec 2026, 16:30" in Lagos time. */
export function formatLagosStamp(iso: string): string {
  return lagosStamp.format(new Date(iso));
}
