import { describe, expect, it } from "vitest";

import {
  addDaysToDate,
  calendarFormat,
  combineLagosDateTime,
  dateFromIsoDate,
  formatIsoDate,
  formatIsoDateLong,
  formatIsoDateRange,
  formatLagosClock,
  formatLagosDateTime,
  formatLagosShort,
  formatLagosStamp,
  formatLagosTime,
  isIsoDate,
  isoDateFromDate,
  isTimeOfDay,
  lagosDate,
  lagosTimeOfDay,
  lagosTimestamp,
  roundDownToMinutes,
  splitLagosDateTime,
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

  it("splits an instant into the Lagos date and HH:mm a form holds", () => {
    // 23:05 UTC is already the next day in Lagos.
    expect(splitLagosDateTime("2026-11-30T23:05:00Z")).toEqual({
      date: "2026-12-01",
      time: "00:05",
    });
    expect(lagosTimeOfDay(new Date("2026-12-01T07:30:00Z"))).toBe("08:30");
  });
});

describe("the house style of dates and times", () => {
  // 22:05:09 UTC on Tuesday 1 December is 23:05:09 in Lagos; 07:30 UTC is 08:30.
  const evening = "2026-12-01T22:05:09Z";
  const morning = "2026-12-01T07:30:00Z";

  it("reads every instant on the Lagos clock, 24-hour with two-digit hours", () => {
    expect(formatLagosTime(evening)).toBe("23:05");
    expect(formatLagosTime(morning)).toBe("08:30");
    expect(formatLagosClock(evening)).toBe("23:05:09");
    expect(formatLagosClock(Date.parse(morning))).toBe("08:30:00");
  });

  it("names each shape of a date and time once", () => {
    expect(formatLagosShort(evening)).toBe("Tue, 1 Dec, 23:05");
    expect(formatLagosStamp(evening)).toBe("Tue, 1 Dec 2026, 23:05");
    expect(formatLagosStamp(evening, { seconds: true })).toBe(
      "Tue, 1 Dec 2026, 23:05:09",
    );
    expect(formatLagosDateTime(evening)).toBe(
      "Tuesday, 1 December 2026 at 23:05",
    );
    expect(formatLagosDateTime(morning)).toBe(
      "Tuesday, 1 December 2026 at 08:30",
    );
  });

  it("never shows a 12-hour clock", () => {
    const shapes = [
      formatLagosTime,
      formatLagosClock,
      formatLagosShort,
      (iso: string) => formatLagosStamp(iso),
      formatLagosDateTime,
    ];
    for (const hour of [0, 11, 12, 13, 23])
      for (const format of shapes) {
        const iso = `2026-12-01T${String(hour).padStart(2, "0")}:00:00+01:00`;
        expect(format(iso)).not.toMatch(/\b(am|pm)\b/i);
        expect(format(iso)).toContain(`${String(hour).padStart(2, "0")}:00`);
      }
  });

  it("writes spreadsheet times sortable, on the Lagos calendar", () => {
    expect(lagosTimestamp("2026-11-26T23:30:00Z")).toBe("2026-11-27 00:30");
  });

  it("names calendar days whatever the device's zone", () => {
    expect(formatIsoDate("2026-11-15", { year: false })).toBe("Sun, 15 Nov");
    expect(formatIsoDateLong("2026-11-27")).toBe("27 November 2026");
    expect(
      calendarFormat({ month: "long", year: "numeric" })("2026-10-01"),
    ).toBe("October 2026");
  });

  it("names a span of days from its first day to its last", () => {
    expect(formatIsoDateRange("2026-11-15")).toBe("Sun, 15 Nov 2026");
    expect(formatIsoDateRange("2026-11-15", "2026-11-15")).toBe(
      "Sun, 15 Nov 2026",
    );
    expect(formatIsoDateRange("2026-11-15", "2026-11-20")).toBe(
      "Sun, 15 Nov – Fri, 20 Nov 2026",
    );
    expect(formatIsoDateRange("2026-12-28", "2027-01-03")).toBe(
      "Mon, 28 Dec 2026 – Sun, 3 Jan 2027",
    );
  });
});
