/** A position whose latest fix is older than this is shown stale (two minutes). */
export const STALE_AFTER_MS = 120_000;

export function isStale(recordedAt: string | null, now: number): boolean {
  return recordedAt === null || now - Date.parse(recordedAt) >= STALE_AFTER_MS;
}

/** "12 s ago", "3 min ago", "2 h ago", "4 d ago"; a fix stamped a little ahead reads "just now". */
export function fixAge(recordedAt: string | null, now: number): string {
  if (recordedAt === null) return "No fix yet";
  const seconds = Math.floor((now - Date.parse(recordedAt)) / 1000);
  if (seconds < 1) return "just now";
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}
