import { describe, expect, it } from "vitest";

import { passengerCount, seatingLabel } from "@/features/fleet/seating";

describe("seating maths", () => {
  it.each([
    [1, 1],
    [2, 1],
    [4, 3],
    [5, 4],
    [7, 6],
    [14, 13],
  ])("a %i-seat vehicle carries %i passengers", (capacity, passengers) => {
    expect(passengerCount(capacity)).toBe(passengers);
  });

  it("never goes below one passenger", () => {
    expect(passengerCount(0)).toBe(1);
    expect(passengerCount(-3)).toBe(1);
  });

  it("words the badge with singular and plural forms", () => {
    expect(seatingLabel(5)).toBe("5 seats · 4 passengers");
    expect(seatingLabel(2)).toBe("2 seats · 1 passenger");
    expect(seatingLabel(1)).toBe("1 seat · 1 passenger");
  });
});
