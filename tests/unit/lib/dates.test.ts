import { describe, expect, it } from "vitest";

import {
  addDaysToDate,
  combineLagosDateTime,
  dateFromIsoDate,
  formatIsoDate,
  formatLagosDateTime,
  isIsoDate,
  isoDateFromDate,
  isTimeOfDay,
  lagosDate,
  roundDownToMinutes,
} from "@/lib/dates";

describe("dates", () => {
  it("combines a Lagos date and wall-clock time into one instant (WAT, UTC+1)", () => {
    expect(combineLagosDateTime("2026-12-01", "08:30")).toBe(
      "2026-12-01T07:30:00.000Z",
    );
    expect(combineLagosDateTime("2026-12-01", "00:15")).toBe(
      "2026-11-30T23:15:00.000Z",
    );
  });

  it("gives the Lagos calendar date of an instant", () => {
    expect(lagosDate(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12-01");
    expect(lagosDate(new Date("2026-11-30T22:59:00Z"))).toBe("2026-11-30");
  });

  it("adds days across month and year ends", () => {
    expect(addDaysToDate("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysToDate("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("checks dates and times of day", () => {
    expect(isIsoDate("2026-12-01")).toBe(true);
    expect(isIsoDate("01/12/2026")).toBe(false);
    expect(isIsoDate("")).toBe(false);
    expect(isTimeOfDay("23:59")).toBe(true);
    expect(isTimeOfDay("24:00")).toBe(false);
    expect(isTimeOfDay("9:00")).toBe(false);
  });

  it("rounds an instant down to a step", () => {
    expect(roundDownToMinutes("2026-12-01T07:44:59.000Z", 15)).toBe(
      "2026-12-01T07:30:00.000Z",
    );
  });

  it("round-trips a picker date", () => {
    const date = dateFromIsoDate("2026-02-09");
    expect(date?.getDate()).toBe(9);
    expect(isoDateFromDate(date as Date)).toBe("2026-02-09");
    expect(dateFromIsoDate("nope")).toBeUndefined();
  });

  it("formats for people in Lagos time", () => {
    expect(formatIsoDate("2026-12-01")).toBe("Tue, 1 Dec 2026");
    expect(formatLagosDateTime("2026-12-01T07:30:00Z")).toMatch(
      /Tuesday.*1 December 2026.*8:30/,
    );
  });
});
