import { addDaysToDate, calendarFormat, lagosDate } from "./dates";

/**
 * Calendar months and quarters as the revenue screens handle them. A month is "YYYY-MM" (the URL,
 * file names and lists); the database takes its first day ("YYYY-MM-01"). Revenue reports are
 * closed per Lagos month, so "now" is always read on the Lagos calendar.
 */

export type Month = string;
/** "YYYY-Qn", a calendar quarter. */
export type Quarter = string;

/** One month (from === to) or several consecutive ones, both ends included. */
export interface MonthRange {
  from: Month;
  to: Month;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;

export const isMonth = (value: unknown): value is Month =>
  typeof value === "string" && MONTH.test(value);

export const isQuarter = (value: unknown): value is Quarter =>
  typeof value === "string" && QUARTER.test(value);

const parts = (month: Month) =>
  month.split("-").map(Number) as [year: number, month: number];

export function addMonths(month: Month, count: number): Month {
  const [y, m] = parts(month);
  return new Date(Date.UTC(y, m - 1 + count, 1)).toISOString().slice(0, 7);
}

/** How many months `to` is after `from` (0 for the same month, negative when before). */
export function monthsBetween(from: Month, to: Month): number {
  const [fy, fm] = parts(from);
  const [ty, tm] = parts(to);
  return (ty - fy) * 12 + (tm - fm);
}

/** The month's first day, as the database's period columns hold it. */
export const firstDay = (month: Month) => `${month}-01`;

export const lastDayOfMonth = (month: Month) =>
  addDaysToDate(firstDay(addMonths(month, 1)), -1);

/** The month a Lagos calendar day falls in. */
export const currentLagosMonth = (now: Date = new Date()): Month =>
  lagosDate(now).slice(0, 7);

/** The last month that has ended in Lagos: the one a period close takes by default. */
export const lastCompleteMonth = (now: Date = new Date()): Month =>
  addMonths(currentLagosMonth(now), -1);

/** The last `count` months, newest first, the current Lagos month included. */
export function recentMonths(now: Date = new Date(), count = 24): Month[] {
  const current = currentLagosMonth(now);
  return Array.from({ length: count }, (_, i) => addMonths(current, -i));
}

export const isSingleMonth = (range: MonthRange) => range.from === range.to;

export function quarterOf(month: Month): Quarter {
  const [y, m] = parts(month);
  return `${y}-Q${Math.ceil(m / 3)}`;
}

/** A quarter's first and last months. */
export function quarterMonths(quarter: Quarter): [Month, Month] {
  const [, y, q] = QUARTER.exec(quarter)!;
  const first = `${y}-${String((Number(q) - 1) * 3 + 1).padStart(2, "0")}`;
  return [first, addMonths(first, 2)];
}

/** The last `count` quarters, newest first, the current Lagos quarter included. */
export function recentQuarters(now: Date = new Date(), count = 8): Quarter[] {
  const current = currentLagosMonth(now);
  return Array.from({ length: count }, (_, i) =>
    quarterOf(addMonths(current, -3 * i)),
  );
}

// Months are named as calendar labels, not instants: formatted on their first day.
const monthLong = calendarFormat({ month: "long", year: "numeric" });
const monthShort = calendarFormat({ month: "short", year: "numeric" });
const monthOnly = calendarFormat({ month: "short" });

const monthStart = (value: string) => firstDay(value.slice(0, 7));

/** "October 2026" (long) or "Oct 2026" (short), for a YYYY-MM or a YYYY-MM-DD. */
export function formatMonth(value: string, style: "long" | "short" = "long") {
  return (style === "long" ? monthLong : monthShort)(monthStart(value));
}

/** "October 2026" for one month, "Aug 2026 to Oct 2026" for a span. */
export function formatMonthRange(range: MonthRange): string {
  return isSingleMonth(range)
    ? formatMonth(range.from)
    : `${formatMonth(range.from, "short")} to ${formatMonth(range.to, "short")}`;
}

/** File-name safe: "2026-10" for one month, "2026-08-to-2026-10" for a span. */
export const monthRangeSlug = (range: MonthRange) =>
  isSingleMonth(range) ? range.from : `${range.from}-to-${range.to}`;

/** "Q3 2026 (Jul to Sep)". */
export function formatQuarter(quarter: Quarter): string {
  const [first, last] = quarterMonths(quarter);
  const [year, q] = quarter.split("-") as [string, string];
  const span = `${monthOnly(firstDay(first))} to ${monthOnly(firstDay(last))}`;
  return `${q} ${year} (${span})`;
}
