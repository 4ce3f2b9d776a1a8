import { addDaysToDate, lagosDate } from "@/lib/dates";

/**
 * The owner portal's periods, kept in the URL so a view can be shared or bookmarked:
 *   ?period=month&month=2026-10      one calendar month (default: the last month that has ended)
 *   ?period=quarter&quarter=2026-Q3  one calendar quarter
 *   ?period=ytd                      1 January to today, Lagos time
 *   ?period=custom&from=2026-01&to=2026-06   whole months, at most ten years
 * Revenue reports are monthly, so every period is made of whole months except year to date, which
 * ends today (its current month has no report until it is closed). Each resolves to a Lagos
 * calendar-date range for the database.
 */

export type PeriodKind = "month" | "quarter" | "ytd" | "custom";
export type Month = string; // YYYY-MM

export interface OwnerPeriod {
  kind: PeriodKind;
  /** First Lagos calendar day, YYYY-MM-DD. */
  from: string;
  /** Last Lagos calendar day, YYYY-MM-DD. */
  to: string;
  /** The words a person reads: "October 2026", "Q3 2026 (Jul to Sep)", ... */
  label: string;
  /** Short and file-name safe: 2026-10, 2026-Q3, 2026-ytd, 2026-01-to-2026-06. */
  slug: string;
  /** The search parameters that reproduce it. */
  search: Record<string, string>;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;
export const MAX_CUSTOM_MONTHS = 120;

export const isMonth = (value: unknown): value is Month =>
  typeof value === "string" && MONTH.test(value);

export function addMonths(month: Month, count: number): Month {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + count, 1)).toISOString().slice(0, 7);
}

export function monthsBetween(from: Month, to: Month): number {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

export function lastDayOfMonth(month: Month): string {
  return addDaysToDate(`${addMonths(month, 1)}-01`, -1);
}

export const currentLagosMonth = (now = new Date()): Month =>
  lagosDate(now).slice(0, 7);

export const lastCompleteMonth = (now = new Date()): Month =>
  addMonths(currentLagosMonth(now), -1);

const monthLong = new Intl.DateTimeFormat("en-NG", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const monthShort = new Intl.DateTimeFormat("en-NG", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const monthOnly = new Intl.DateTimeFormat("en-NG", {
  month: "short",
  timeZone: "UTC",
});

/** "October 2026" (long) or "Oct 2026" (short), for a YYYY-MM or a YYYY-MM-DD. */
export function formatMonth(value: string, style: "long" | "short" = "long") {
  const date = new Date(`${value.slice(0, 7)}-01T00:00:00Z`);
  return (style === "long" ? monthLong : monthShort).format(date);
}

export function quarterOf(month: Month): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return `${y}-Q${Math.ceil(m / 3)}`;
}

function quarterMonths(quarter: string): [Month, Month] {
  const [, y, q] = QUARTER.exec(quarter)!;
  const first = `${y}-${String((Number(q) - 1) * 3 + 1).padStart(2, "0")}`;
  return [first, addMonths(first, 2)];
}

export function monthPeriod(month: Month): OwnerPeriod {
  return {
    kind: "month",
    from: `${month}-01`,
    to: lastDayOfMonth(month),
    label: formatMonth(month),
    slug: month,
    search: { period: "month", month },
  };
}

export function quarterPeriod(quarter: string): OwnerPeriod {
  const [first, last] = quarterMonths(quarter);
  const span = `${monthOnly.format(new Date(`${first}-01T00:00:00Z`))} to ${monthOnly.format(new Date(`${last}-01T00:00:00Z`))}`;
  return {
    kind: "quarter",
    from: `${first}-01`,
    to: lastDayOfMonth(last),
    label: `${quarter.replace(/^(\d{4})-(Q\d)$/, "$2 $1")} (${span})`,
    slug: quarter,
    search: { period: "quarter", quarter },
  };
}

export function yearToDatePeriod(now = new Date()): OwnerPeriod {
  const today = lagosDate(now);
  const year = today.slice(0, 4);
  return {
    kind: "ytd",
    from: `${year}-01-01`,
    to: today,
    label: `${year} to date`,
    slug: `${year}-ytd`,
    search: { period: "ytd" },
  };
}

export function customPeriod(from: Month, to: Month): OwnerPeriod {
  return {
    kind: "custom",
    from: `${from}-01`,
    to: lastDayOfMonth(to),
    label:
      from === to
        ? formatMonth(from)
        : `${formatMonth(from, "short")} to ${formatMonth(to, "short")}`,
    slug: from === to ? from : `${from}-to-${to}`,
    search: { period: "custom", from, to },
  };
}

/** Why a custom range cannot be used, or null when it can. Same rules as the database. */
export function customRangeProblem(from: string, to: string): string | null {
  if (!isMonth(from) || !isMonth(to)) return "Choose a start and an end month.";
  if (from > to) return "The start of the period must be on or before its end.";
  if (monthsBetween(from, to) >= MAX_CUSTOM_MONTHS)
    return "A period can span at most ten years.";
  return null;
}

/** The period the URL asks for; anything unreadable falls back to the last complete month. */
export function periodFromSearch(
  search: URLSearchParams,
  now = new Date(),
): OwnerPeriod {
  const kind = search.get("period");
  if (kind === "quarter") {
    const quarter = search.get("quarter");
    return quarterPeriod(
      quarter && QUARTER.test(quarter)
        ? quarter
        : quarterOf(lastCompleteMonth(now)),
    );
  }
  if (kind === "ytd") return yearToDatePeriod(now);
  if (kind === "custom") {
    const from = search.get("from") ?? "";
    const to = search.get("to") ?? "";
    if (customRangeProblem(from, to) === null) return customPeriod(from, to);
  }
  const month = search.get("month");
  return monthPeriod(isMonth(month) ? month : lastCompleteMonth(now));
}

/** The months a chooser offers: the last 24, newest first (the current one included). */
export function recentMonths(now = new Date(), count = 24): Month[] {
  const current = currentLagosMonth(now);
  return Array.from({ length: count }, (_, i) => addMonths(current, -i));
}

/** The quarters a chooser offers: the last 8, newest first. */
export function recentQuarters(now = new Date(), count = 8): string[] {
  const current = currentLagosMonth(now);
  return Array.from({ length: count }, (_, i) =>
    quarterOf(addMonths(current, -3 * i)),
  );
}
