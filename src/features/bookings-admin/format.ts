import { LAGOS_TIME_ZONE } from "@/lib/dates";

const lagosShort = new Intl.DateTimeFormat("en-NG", {
  timeZone: LAGOS_TIME_ZONE,
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

const lagosWithYear = new Intl.DateTimeFormat("en-NG", {
  timeZone: LAGOS_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "3 Dec, 16:30": a pickup or an event in Lagos time, compact for tables. */
export function formatLagosShort(iso: string): string {
  return lagosShort.format(new Date(iso));
}

/** "3 Dec 2026, 16:30" in Lagos time. */
export function formatLagosStamp(iso: string): string {
  return lagosWithYear.format(new Date(iso));
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "5 minutes ago", "2 hours ago", falling back to the date after a week. */
export function formatLastSeen(iso: string | null, now = Date.now()): string {
  if (!iso) return "Never seen";
  const minutes = Math.round((Date.parse(iso) - now) / 60_000);
  if (minutes > -1) return "Seen just now";
  if (minutes > -60) return `Seen ${relative.format(minutes, "minute")}`;
  const hours = Math.round(minutes / 60);
  if (hours > -24) return `Seen ${relative.format(hours, "hour")}`;
  const days = Math.round(hours / 24);
  if (days > -7) return `Seen ${relative.format(days, "day")}`;
  return `Seen ${formatLagosStamp(iso)}`;
}

export function formatDistanceKm(km: number | null): string {
  return km === null ? "Position unknown" : `${Number(km).toFixed(1)} km away`;
}

const dayMonth = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const dayMonthYear = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar date (`2026-11-15`) as "15 Nov 2026", or "15 Nov" without the year. */
export function formatCalendarDay(
  date: string,
  { year = true }: { year?: boolean } = {},
): string {
  return (year ? dayMonthYear : dayMonth).format(new Date(`${date}T00:00:00Z`));
}
