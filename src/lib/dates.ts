/**
 * Lagos dates and times: the calendar maths the forms and queries need, and every way a date or
 * a time is shown. The house style (docs/conventions.md, "Dates and times") is English as
 * written in Nigeria, day before month, a 24-hour clock with two-digit hours, and every instant
 * on the Lagos clock whatever the device's zone. Each shape is named once here; features never
 * build an `Intl.DateTimeFormat`. E-mails mirror the instants' shapes in
 * supabase/functions/send-email/templates/dates.ts (a test keeps the two identical).
 */

export const LAGOS_TIME_ZONE = "Africa/Lagos";
// Lagos keeps West Africa Time all year (no daylight saving).
const LAGOS_OFFSET = "+01:00";
const DAY_MS = 86_400_000;
const LOCALE = "en-NG";

// The hour cycle is spelled out: engines and their locale data disagree on en-NG's default
// ("2:30 pm" or "14:30"), and one screen must not mix the two.
const CLOCK = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

type Instant = Date | string | number;

// Each formatter is built on its first use: a page's first paint pays only for the shapes it shows.
function lazyFormat(options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return (at: Date) =>
    (format ??= new Intl.DateTimeFormat(LOCALE, options)).format(at);
}

/** A formatter of instants on the Lagos clock. */
function lagosFormat(options: Intl.DateTimeFormatOptions) {
  const format = lazyFormat({ timeZone: LAGOS_TIME_ZONE, ...options });
  return (at: Instant) => format(new Date(at));
}

/**
 * A formatter of calendar labels: a yyyy-MM-dd day (or a month's first day) is read at UTC
 * midnight, so no time zone can move it to the day before.
 */
export function calendarFormat(options: Intl.DateTimeFormatOptions) {
  const format = lazyFormat({ timeZone: "UTC", ...options });
  return (date: string) => format(new Date(`${date}T00:00:00Z`));
}

// ---- Calendar maths ----------------------------------------------------------------------------

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

/** An instant as a form's Lagos date (yyyy-MM-dd) and HH:mm time fields hold it. */
export function splitLagosDateTime(iso: string): {
  date: string;
  time: string;
} {
  const at = new Date(iso);
  return { date: lagosDate(at), time: lagosTimeOfDay(at) };
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

// ---- Instants, as people read them -------------------------------------------------------------

/** "14:30": a time on the Lagos clock, where the day is already plain (a driver's trips). */
export const formatLagosTime = lagosFormat(CLOCK);

/** "14:30:05": to the second, for something that happens every few seconds. */
export const formatLagosClock = lagosFormat({ ...CLOCK, second: "2-digit" });

/**
 * The HH:mm a time field holds for an instant (now by default). It is the house time itself;
 * a unit test pins it to HH:mm, since inputs need that text whatever the display style.
 */
export const lagosTimeOfDay = (at: Instant = new Date()) => formatLagosTime(at);

/** "Tue, 1 Dec, 14:30": compact, for rows and steps whose dates are near (no year). */
export const formatLagosShort = lagosFormat({
  weekday: "short",
  day: "numeric",
  month: "short",
  ...CLOCK,
});

const stamp = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
} as const;
const lagosStamp = lagosFormat({ ...stamp, ...CLOCK });
const lagosStampToSecond = lagosFormat({
  ...stamp,
  ...CLOCK,
  second: "2-digit",
});

/**
 * "Tue, 1 Dec 2026, 14:30": a date and time with its year, for tables, cards and records;
 * with `seconds`, "Tue, 1 Dec 2026, 14:30:05" for logs whose entries can be seconds apart.
 */
export function formatLagosStamp(
  at: Instant,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  return (seconds ? lagosStampToSecond : lagosStamp)(at);
}

/** "Tuesday, 1 December 2026 at 14:30": the one moment a page or an e-mail is about. */
export const formatLagosDateTime = lagosFormat({
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  ...CLOCK,
});

/** "2026-11-27 09:30" on the Lagos clock: sortable, and read as a date by spreadsheets (CSV). */
export function lagosTimestamp(at: Instant): string {
  const instant = new Date(at);
  return `${lagosDate(instant)} ${formatLagosTime(instant)}`;
}

// ---- Calendar days (yyyy-MM-dd), as people read them --------------------------------------------

const calendarDay = calendarFormat({
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const calendarDayNoYear = calendarFormat({
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** "Tue, 1 Dec 2026", or "Tue, 1 Dec" without the year (the start of a range). */
export function formatIsoDate(
  date: string,
  { year = true }: { year?: boolean } = {},
): string {
  return (year ? calendarDay : calendarDayNoYear)(date);
}

/** "Sun, 15 Nov – Fri, 20 Nov 2026"; one day reads as that day, and a span over New Year keeps both years. */
export function formatIsoDateRange(from: string, to: string = from): string {
  if (to === from) return formatIsoDate(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatIsoDate(from, { year: !sameYear })} – ${formatIsoDate(to)}`;
}

/** "27 November 2026": a date in running text, such as a legal page's "Last updated". */
export const formatIsoDateLong = calendarFormat({
  day: "numeric",
  month: "long",
  year: "numeric",
});
