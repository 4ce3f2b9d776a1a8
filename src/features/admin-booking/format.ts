import { formatLagosStamp } from "@/lib/dates";

// Dispatch wording; the date and time shapes themselves live in src/lib/dates.ts.

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
