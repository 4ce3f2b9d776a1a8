import { lagosDate } from "@/lib/dates";
import {
  firstDay,
  formatMonth,
  formatMonthRange,
  formatQuarter,
  isMonth,
  lastCompleteMonth,
  lastDayOfMonth,
  monthRangeSlug,
  monthsBetween,
  quarterMonths,
  quarterOf,
  type Month,
  type Quarter,
} from "@/lib/months";

/**
 * The periods the period picker offers, each kept in the URL so a view can be shared or bookmarked:
 *   ?period=month&month=2026-10      one calendar month
 *   ?period=quarter&quarter=2026-Q3  one calendar quarter
 *   ?period=ytd                      1 January to today, Lagos time
 *   ?period=custom&from=2026-01&to=2026-06   whole months, at most ten years
 * Revenue reports are monthly, so every period is made of whole months except year to date, which
 * ends today (its current month has no report until it is closed). Each resolves to a Lagos
 * calendar-date range for the database. The URL is read and written through the owner portal's
 * contract in config/search-params.ts.
 */

export type PeriodKind = "month" | "quarter" | "ytd" | "custom";

/** A period's search parameters, each already checked on its own (a real month, a real quarter). */
export type PeriodSearch = {
  period: PeriodKind;
  month?: Month | undefined;
  quarter?: Quarter | undefined;
  from?: Month | undefined;
  to?: Month | undefined;
};

export interface Period {
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
  search: PeriodSearch;
}

export const MAX_CUSTOM_MONTHS = 120;

export function monthPeriod(month: Month): Period {
  return {
    kind: "month",
    from: firstDay(month),
    to: lastDayOfMonth(month),
    label: formatMonth(month),
    slug: month,
    search: { period: "month", month },
  };
}

export function quarterPeriod(quarter: Quarter): Period {
  const [first, last] = quarterMonths(quarter);
  return {
    kind: "quarter",
    from: firstDay(first),
    to: lastDayOfMonth(last),
    label: formatQuarter(quarter),
    slug: quarter,
    search: { period: "quarter", quarter },
  };
}

export function yearToDatePeriod(now = new Date()): Period {
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

export function customPeriod(from: Month, to: Month): Period {
  return {
    kind: "custom",
    from: firstDay(from),
    to: lastDayOfMonth(to),
    label: formatMonthRange({ from, to }),
    slug: monthRangeSlug({ from, to }),
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

/**
 * The period a URL's parameters make. A custom span the database would refuse, or no period at
 * all, is a month: the one asked for, else the last month that has ended in Lagos; a quarter
 * without a readable one is the quarter of that month.
 */
export function periodFromSearch(
  search: PeriodSearch,
  now = new Date(),
): Period {
  const { period, month, quarter, from = "", to = "" } = search;
  if (period === "quarter")
    return quarterPeriod(quarter ?? quarterOf(lastCompleteMonth(now)));
  if (period === "ytd") return yearToDatePeriod(now);
  if (period === "custom" && customRangeProblem(from, to) === null)
    return customPeriod(from, to);
  return monthPeriod(month ?? lastCompleteMonth(now));
}

/** The search parameters that reproduce a period. */
export const periodSearch = (period: Period) => period.search;
