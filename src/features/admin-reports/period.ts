import type { AdminReportsSearch } from "@/config/search-params";
import {
  addMonths,
  formatMonth,
  isSingleMonth,
  lastCompleteMonth,
  monthRangeSlug,
  type MonthRange,
} from "@/lib/months";

/**
 * The reports screen's periods: one month or several consecutive ones, "YYYY-MM" in the URL
 * (?from=2026-08&to=2026-10, or ?from=2026-10 for one month; read through the screen's contract
 * in config/search-params.ts) and in the file name.
 */

/** ekoluxe-report-2026-10.csv, or ekoluxe-report-2026-08-to-2026-10.csv for a range. */
export const reportFileName = (range: MonthRange) =>
  `ekoluxe-report-${monthRangeSlug(range)}.csv`;

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

/** The range the URL asks for: an end before its start is dropped, no start is the last complete month. */
export function rangeFromSearch(
  { from, to }: AdminReportsSearch,
  now: Date = new Date(),
): MonthRange {
  if (from && to && from <= to) return { from, to };
  if (from) return { from, to: from };
  const fallback = lastCompleteMonth(now);
  return { from: fallback, to: fallback };
}

/** The search parameters that reproduce a range: `to` only when it is a span. */
export const rangeSearch = (range: MonthRange): AdminReportsSearch =>
  isSingleMonth(range)
    ? { from: range.from }
    : { from: range.from, to: range.to };
