import { describe, expect, it } from "vitest";

import { countedPage, pageRange, rowCountMode } from "@/lib/server-page";

describe("pageRange", () => {
  it.each([
    [1, 10, [0, 9]],
    [2, 10, [10, 19]],
    [3, 25, [50, 74]],
  ])("page %i of %i rows is rows %j", (page, pageSize, range) => {
    expect(pageRange({ page, pageSize })).toEqual(range);
  });
});

describe("counting a long list", () => {
  it("counts a filtered view exactly and estimates the whole list", () => {
    expect(rowCountMode(true)).toBe("exact");
    expect(rowCountMode(false)).toBe("estimated");
  });

  it("calls an unfiltered total past max_rows an estimate, and nothing else", () => {
    const rows = ["a", "b"];
    expect(countedPage(rows, 1000, false)).toEqual({
      rows,
      total: 1000,
      totalIsEstimate: false,
    });
    expect(countedPage(rows, 1001, false).totalIsEstimate).toBe(true);
    expect(countedPage(rows, 5000, true).totalIsEstimate).toBe(false);
  });

  it("falls back to the rows in hand when no count came back", () => {
    expect(countedPage(["a", "b"], null, false).total).toBe(2);
  });
});
