export const LAGOS_TIME_ZONE = "Africa/Lagos";
// Lagos keeps West Africa Time all year (no daylight saving).
const LAGOS_OFFSET = "+01:00";
const DAY_MS = 86_400_000;

const isoDateParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: LAGOS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date (yyyy-MM-dd) an instant falls on in Lagos. */
export function lagosDate(at: Date = new Date()): string {
  return isoDateParts.format(at);
}

export function addDaysToDate(date: string, days: number): string {
  const utc = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  return new Date(utc).toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
  );
}

export function isTimeOfDay(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** One instant from a Lagos calendar date and an HH:mm wall-clock time, as ISO 8601. */
export function combineLagosDateTime(date: string, time: string): string {
  return new Date(`${date}T${time}:00${LAGOS_OFFSET}`).toISOString();
}

/** Rounds an instant down to a step (e.g. 15 minutes), so nearby times share a cache entry. */
export function roundDownToMinutes(iso: string, minutes: number): string {
  const step = minutes * 60_000;
  return new Date(Math.floor(Date.parse(iso) / step) * step).toISOString();
}

/** A calendar date (yyyy-MM-dd) as a local midnight Date, for date pickers. */
export function dateFromIsoDate(value: string): Date | undefined {
  if (!isIsoDate(value)) return undefined;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** A date picker's local Date back to yyyy-MM-dd. */
export function isoDateFromDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const lagosLong = new Intl.DateTimeFormat("en-NG", {
  timeZone: LAGOS_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export function formatLagosDateTime(iso: string): string {
  return lagosLong.format(new Date(iso));
}

const calendarDay = new Intl.DateTimeFormat("en-NG", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export function formatIsoDate(value: string): string {
  return calendarDay.format(new Date(`${value}T00:00:00Z`));
}
