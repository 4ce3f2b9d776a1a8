import { describe, expect, it } from "vitest";

import { searchParams } from "@/config/search-params";
import {
  addMonths,
  currentLagosMonth,
  firstDay,
  formatMonth,
  formatMonthRange,
  formatQuarter,
  isMonth,
  isQuarter,
  lastCompleteMonth,
  lastDayOfMonth,
  monthRangeSlug,
  monthsBetween,
  quarterMonths,
  quarterOf,
  recentMonths,
  recentQuarters,
} from "@/lib/months";
import {
  customPeriod,
  customRangeProblem,
  monthPeriod,
  periodFromSearch,
  quarterPeriod,
  yearToDatePeriod,
} from "@/components/period/period";

describe("months", () => {
  it("reads only real YYYY-MM months and YYYY-Qn quarters", () => {
    expect(isMonth("2026-01")).toBe(true);
    expect(isMonth("2026-12")).toBe(true);
    for (const bad of ["2026-00", "2026-13", "2026-1", "26-01", "2026-01-01"])
      expect(isMonth(bad)).toBe(false);
    expect(isMonth(null)).toBe(false);
    expect(isMonth(202601)).toBe(false);
    expect(isQuarter("2026-Q4")).toBe(true);
    for (const bad of ["2026-Q0", "2026-Q5", "2026-q1", "2026Q1", null])
      expect(isQuarter(bad)).toBe(false);
  });

  it("adds and counts months across year boundaries", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2025-11", 14)).toBe("2027-01");
    expect(addMonths("2026-03", -27)).toBe("2023-12");
    expect(addMonths("2026-05", 0)).toBe("2026-05");
    expect(monthsBetween("2025-11", "2026-02")).toBe(3);
    expect(monthsBetween("2026-02", "2025-11")).toBe(-3);
    expect(monthsBetween("2016-01", "2025-12")).toBe(119);
  });

  it("gives a month's first and last days, leap years included", () => {
    expect(firstDay("2026-10")).toBe("2026-10-01");
    expect(lastDayOfMonth("2026-12")).toBe("2026-12-31");
    expect(lastDayOfMonth("2028-02")).toBe("2028-02-29");
    expect(lastDayOfMonth("2026-02")).toBe("2026-02-28");
    expect(lastDayOfMonth("2026-04")).toBe("2026-04-30");
  });

  it("reads now on the Lagos calendar, an hour ahead of UTC", () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Lagos: a new year, and December ended.
    const newYear = new Date("2026-12-31T23:30:00Z");
    expect(currentLagosMonth(newYear)).toBe("2027-01");
    expect(lastCompleteMonth(newYear)).toBe("2026-12");
    const lateDecember = new Date("2026-12-31T22:59:59Z");
    expect(currentLagosMonth(lateDecember)).toBe("2026-12");
    expect(lastCompleteMonth(lateDecember)).toBe("2026-11");
    // 23:00 UTC on the last day is midnight in Lagos, the first instant of the next month.
    expect(currentLagosMonth(new Date("2026-10-31T23:00:00Z"))).toBe("2026-11");
    expect(lastCompleteMonth(new Date("2026-01-15T12:00:00Z"))).toBe("2025-12");
  });

  it("lists recent months and quarters newest first, the current Lagos one included", () => {
    const now = new Date("2026-01-31T23:30:00Z"); // 1 February in Lagos
    expect(recentMonths(now, 3)).toEqual(["2026-02", "2026-01", "2025-12"]);
    expect(recentMonths(now)).toHaveLength(24);
    expect(recentQuarters(now, 3)).toEqual(["2026-Q1", "2025-Q4", "2025-Q3"]);
    expect(recentQuarters(now)).toHaveLength(8);
  });

  it("maps months to quarters and back", () => {
    expect(quarterOf("2026-01")).toBe("2026-Q1");
    expect(quarterOf("2026-03")).toBe("2026-Q1");
    expect(quarterOf("2026-04")).toBe("2026-Q2");
    expect(quarterOf("2026-12")).toBe("2026-Q4");
    expect(quarterMonths("2026-Q1")).toEqual(["2026-01", "2026-03"]);
    expect(quarterMonths("2026-Q4")).toEqual(["2026-10", "2026-12"]);
  });

  it("names months, spans and quarters as the screens print them", () => {
    expect(formatMonth("2026-10")).toBe("October 2026");
    expect(formatMonth("2026-10-01")).toBe("October 2026");
    expect(formatMonth("2026-01", "short")).toBe("Jan 2026");
    // A month is a calendar label: the first day at midnight stays in its own month.
    expect(formatMonth("2027-01-01")).toBe("January 2027");
    expect(formatMonthRange({ from: "2026-10", to: "2026-10" })).toBe(
      "October 2026",
    );
    expect(formatMonthRange({ from: "2025-11", to: "2026-02" })).toBe(
      "Nov 2025 to Feb 2026",
    );
    // en-NG's short name for September is "Sept", as the owner portal has always printed it.
    expect(formatQuarter("2026-Q3")).toBe("Q3 2026 (Jul to Sept)");
    expect(formatQuarter("2025-Q4")).toBe("Q4 2025 (Oct to Dec)");
  });

  it("names a span safely for a file", () => {
    expect(monthRangeSlug({ from: "2026-10", to: "2026-10" })).toBe("2026-10");
    expect(monthRangeSlug({ from: "2025-12", to: "2026-02" })).toBe(
      "2025-12-to-2026-02",
    );
  });
});

describe("the period picker's periods", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const read = (query: string) =>
    periodFromSearch(
      searchParams.ownerPortal.parse(new URLSearchParams(query)),
      now,
    );

  it("resolves each kind to Lagos calendar days, a label and a file-name slug", () => {
    expect(monthPeriod("2028-02")).toMatchObject({
      from: "2028-02-01",
      to: "2028-02-29",
      label: "February 2028",
      slug: "2028-02",
    });
    expect(quarterPeriod("2026-Q4")).toMatchObject({
      from: "2026-10-01",
      to: "2026-12-31",
      label: "Q4 2026 (Oct to Dec)",
      slug: "2026-Q4",
    });
    // Year to date ends today in Lagos: 23:30 UTC on 31 December is already the new year.
    expect(yearToDatePeriod(new Date("2026-12-31T23:30:00Z"))).toMatchObject({
      from: "2027-01-01",
      to: "2027-01-01",
      label: "2027 to date",
      slug: "2027-ytd",
    });
    expect(customPeriod("2025-11", "2026-02")).toMatchObject({
      from: "2025-11-01",
      to: "2026-02-28",
      label: "Nov 2025 to Feb 2026",
      slug: "2025-11-to-2026-02",
    });
  });

  it("refuses custom spans the database refuses", () => {
    expect(customRangeProblem("2026-01", "2026-06")).toBeNull();
    expect(customRangeProblem("2026-06", "2026-01")).toBe(
      "The start of the period must be on or before its end.",
    );
    expect(customRangeProblem("2016-01", "2025-12")).toBeNull();
    expect(customRangeProblem("2016-01", "2026-01")).toBe(
      "A period can span at most ten years.",
    );
    expect(customRangeProblem("", "2026-01")).toBe(
      "Choose a start and an end month.",
    );
  });

  it("reads the owner's period from the URL, falling back to the last complete month", () => {
    expect(read("period=quarter&quarter=2026-Q3").slug).toBe("2026-Q3");
    expect(read("period=quarter&quarter=2026-Q9").slug).toBe("2026-Q4");
    expect(read("period=ytd").slug).toBe("2026-ytd");
    expect(read("period=custom&from=2026-01&to=2026-06").slug).toBe(
      "2026-01-to-2026-06",
    );
    expect(read("period=custom&from=2026-06&to=2026-01").slug).toBe("2026-10");
    expect(read("period=month&month=2026-08").search).toEqual({
      period: "month",
      month: "2026-08",
    });
    expect(read("").slug).toBe("2026-10");
  });
});
