import { LAGOS_TIME_ZONE } from "@/lib/dates";

const lagosShort = new Intl.DateTimeFormat("en-NG", {
  timeZone: LAGOS_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A pickup time as Lagos reads it, compact for a list row: "Tue 24 Nov, 14:30". */
export function formatLagosShort(iso: string): string {
  return lagosShort.format(new Date(iso));
}

const wholeNaira = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  maximumFractionDigits: 0,
});

/** Kobo as whole naira for a headline figure ("₦325,065,600"); kobo do not matter at a glance. */
export function formatWholeNaira(kobo: number): string {
  return wholeNaira.format(Math.round(kobo / 100));
}
