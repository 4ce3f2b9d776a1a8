import { lagosDate } from "@/lib/dates";

/**
 * Months as the reports screen handles them: "YYYY-MM" in the URL and the file name, the first day
 * ("YYYY-MM-01") for the database. A range is one month or several consecutive ones.
 */

export type Month = string;

export interface MonthRange {
  from: Month;
  to: Month;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: unknown): value is Month {
  return typeof value === "string" && MONTH.test(value);
}

export function addMonths(month: Month, count: number): Month {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

/** The month a Lagos calendar day falls in. */
export function currentLagosMonth(now: Date = new Date()): Month {
  return lagosDate(now).slice(0, 7);
}

/** The last month that has ended in Lagos: the one a period close takes by default. */
export function lastCompleteMonth(now: Date = new Date()): Month {
  return addMonths(currentLagosMonth(now), -1);
}

export const firstDay = (month: Month) => `${month}-01`;

export function isSingleMonth(range: MonthRange): boolean {
  return range.from === range.to;
}

const monthName = new Intl.DateTimeFormat("en-NG", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const shortMonthName = new Intl.DateTimeFormat("en-NG", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export function formatMonth(month: Month, style: "long" | "short" = "long") {
  const date = new Date(`${month}-01T00:00:00Z`);
  return (style === "long" ? monthName : shortMonthName).format(date);
}

export function formatRange(range: MonthRange): string {
  return isSingleMonth(range)
    ? formatMonth(range.from)
    : `${formatMonth(range.from, "short")} to ${formatMonth(range.to, "short")}`;
}

/** ekoluxe-report-2026-10.csv, or ekoluxe-report-2026-08-to-2026-10.csv for a range. */
export function reportFileName(range: MonthRange): string {
  const span = isSingleMonth(range)
    ? range.from
    : `${range.from}-to-${range.to}`;
  return `ekoluxe-report-${span}.csv`;
}

export interface RangePreset {
  id: string;
  label: string;
  range: MonthRange;
}

/** The chooser's entries: the last twelve complete months, then quarter and year spans. */
export function rangePresets(now: Date = new Date()): RangePreset[] {
  const last = lastCompleteMonth(now);
  const months = Array.from({ length: 12 }, (_, i) => addMonths(last, -i));
  const year = last.slice(0, 4);
  return [
    ...months.map((month) => ({
      id: month,
      label: formatMonth(month),
      range: { from: month, to: month },
    })),
    {
      id: "last-3",
      label: "Last 3 months",
      range: { from: addMonths(last, -2), to: last },
    },
    {
      id: "year",
      label: `${year} to date`,
      range: { from: `${year}-01`, to: last },
    },
    {
      id: "last-12",
      label: "Last 12 months",
      range: { from: addMonths(last, -11), to: last },
    },
  ];
}

/** The range the URL asks for, or the last complete month. */
export function rangeFromSearch(
  search: URLSearchParams,
  now: Date = new Date(),
): MonthRange {
  const from = search.get("from");
  const to = search.get("to");
  const fallback = lastCompleteMonth(now);
  if (isMonth(from) && isMonth(to) && from <= to) return { from, to };
  if (isMonth(from)) return { from, to: from };
  return { from: fallback, to: fallback };
}
