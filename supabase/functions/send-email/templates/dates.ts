/**
 * Instants as the e-mails show them, in the house style of src/lib/dates.ts (24-hour clock,
 * two-digit hours, Lagos time). A function cannot import the app's src/, so the shape is
 * restated here; tests/unit/lib/dates-email.test.ts proves both give the same text.
 */

const lagosDateTime = new Intl.DateTimeFormat("en-NG", {
  timeZone: "Africa/Lagos",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  // Spelled out: engines disagree on en-NG's default hour cycle.
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "Tuesday, 1 December 2026 at 14:30", as src/lib/dates.ts formats it. */
export function formatLagosDateTime(iso: string): string {
  return lagosDateTime.format(new Date(iso));
}

/**
 * An instant in an e-mail: "Tuesday, 1 December 2026 at 14:30 (Lagos time)". The zone is named
 * because the reader may be abroad; text that is not a date is shown as it came.
 */
export function formatEmailTime(iso: string): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  return `${formatLagosDateTime(iso)} (Lagos time)`;
}
