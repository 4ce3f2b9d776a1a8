import { describe, expect, it } from "vitest";

import { searchParams } from "@/config/search-params";
import { addMonths, lastCompleteMonth } from "@/lib/months";
import { rangeFromSearch, rangePresets } from "@/features/admin-reports/period";

describe("report months", () => {
  it("takes the month from the Lagos calendar, an hour ahead of UTC", () => {
    // 23:30 UTC on 31 October is 00:30 on 1 November in Lagos: October has ended.
    expect(lastCompleteMonth(new Date("2026-10-31T23:30:00Z"))).toBe("2026-10");
    expect(lastCompleteMonth(new Date("2026-10-31T22:30:00Z"))).toBe("2026-09");
    expect(lastCompleteMonth(new Date("2026-01-15T12:00:00Z"))).toBe("2025-12");
  });

  it("adds months across years", () => {
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2025-11", 14)).toBe("2027-01");
  });

  it("offers the last twelve complete months, then quarter and year spans", () => {
    const presets = rangePresets(new Date("2026-11-23T12:00:00Z"));
    expect(presets[0]).toMatchObject({
      label: "October 2026",
      range: { from: "2026-10", to: "2026-10" },
    });
    expect(presets[11]!.range.from).toBe("2025-11");
    expect(presets.slice(12).map((p) => [p.label, p.range])).toEqual([
      ["Last 3 months", { from: "2026-08", to: "2026-10" }],
      ["2026 to date", { from: "2026-01", to: "2026-10" }],
      ["Last 12 months", { from: "2025-11", to: "2026-10" }],
    ]);
  });

  it("reads the range from the URL, falling back to the last complete month", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const read = (q: string) =>
      rangeFromSearch(
        searchParams.adminReports.parse(new URLSearchParams(q)),
        now,
      );
    expect(read("from=2026-08&to=2026-10")).toEqual({
      from: "2026-08",
      to: "2026-10",
    });
    expect(read("from=2026-08")).toEqual({ from: "2026-08", to: "2026-08" });
    expect(read("from=2026-10&to=2026-08")).toEqual({
      from: "2026-10",
      to: "2026-10",
    });
    expect(read("from=2026-13")).toEqual({ from: "2026-10", to: "2026-10" });
    expect(read("")).toEqual({ from: "2026-10", to: "2026-10" });
  });
});
