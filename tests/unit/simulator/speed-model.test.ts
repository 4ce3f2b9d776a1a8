import { describe, expect, it } from "vitest";

import {
  congestion,
  speedKmh,
  variationOf,
  type SegmentKind,
} from "../../../scripts/simulator/speed-model";

const KINDS: SegmentKind[] = ["expressway", "bridge", "major", "street"];
// Lagos is UTC+1 all year: 07:30Z is 08:30 in Lagos. 2026-11-24 is a Tuesday.
const tuesday = (utc: string) => new Date(`2026-11-24T${utc}Z`);

describe("the Lagos speed model", () => {
  it("is free-flowing at night and slowest in the weekday rush, on every kind of road", () => {
    for (const kind of KINDS) {
      const night = speedKmh(kind, tuesday("02:00:00"));
      const rush = speedKmh(kind, tuesday("07:30:00"));
      const midday = speedKmh(kind, tuesday("12:00:00"));
      expect(rush).toBeLessThan(midday);
      expect(midday).toBeLessThan(night);
    }
    expect(speedKmh("expressway", tuesday("02:00:00"))).toBe(70);
    expect(speedKmh("expressway", tuesday("07:30:00"))).toBe(21);
    expect(speedKmh("street", tuesday("02:00:00"))).toBe(22);
  });

  it("reads the rush hour on Lagos time, not the machine's", () => {
    // 06:45 in Lagos is rush; 06:15 is not yet.
    expect(congestion(tuesday("05:45:00"))).toBe(1);
    expect(congestion(tuesday("05:15:00"))).toBe(0);
    // 20:15 in Lagos is still the evening rush; 21:00 is easing.
    expect(congestion(tuesday("19:15:00"))).toBe(1);
    expect(congestion(tuesday("20:00:00"))).toBe(0.3);
  });

  it("keeps Sunday mornings light and Saturday afternoons busier", () => {
    expect(congestion(new Date("2026-11-29T07:30:00Z"))).toBe(0.1);
    expect(congestion(new Date("2026-11-28T14:00:00Z"))).toBe(0.35);
  });

  it("spreads vehicles ±15 % around the typical speed, stably per vehicle", () => {
    const at = tuesday("02:00:00");
    expect(speedKmh("major", at, 0)).toBe(34);
    expect(speedKmh("major", at, 1)).toBe(46);
    expect(speedKmh("major", at, 5)).toBe(46);
    const a = variationOf("f1000000-0000-4000-8000-000000000001");
    expect(a).toBe(variationOf("f1000000-0000-4000-8000-000000000001"));
    expect(a).not.toBe(variationOf("f1000000-0000-4000-8000-000000000002"));
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(1);
  });
});
