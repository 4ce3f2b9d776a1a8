import { isMonth, isQuarter, lastCompleteMonth, quarterOf } from "@/lib/months";
import {
  customPeriod,
  customRangeProblem,
  monthPeriod,
  quarterPeriod,
  yearToDatePeriod,
  type Period,
} from "@/components/period/period";

/**
 * The portal's period in the URL (?period=quarter&quarter=2026-Q3, see components/period). The
 * default is the last month that has ended in Lagos.
 */

/** The period the URL asks for; anything unreadable falls back to the last complete month. */
export function periodFromSearch(
  search: URLSearchParams,
  now = new Date(),
): Period {
  const kind = search.get("period");
  if (kind === "quarter") {
    const quarter = search.get("quarter");
    return quarterPeriod(
      isQuarter(quarter) ? quarter : quarterOf(lastCompleteMonth(now)),
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

/** The search parameters that reproduce a period. */
export const periodSearch = (period: Period) => period.search;
