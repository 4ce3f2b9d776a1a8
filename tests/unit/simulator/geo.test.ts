import { describe, expect, it } from "vitest";

import {
  distanceMetres,
  headingDegrees,
  measurePolyline,
  pointAlong,
  type LngLat,
} from "../../../scripts/simulator/geo";

// Tafawa Balewa Square, Lagos Island.
const TBS: LngLat = [3.3958, 6.4474];
const north = (metres: number): LngLat => [TBS[0], TBS[1] + metres / 111_195];
const east = (from: LngLat, metres: number): LngLat => [
  from[0] + metres / (111_195 * Math.cos((from[1] * Math.PI) / 180)),
  from[1],
];

describe("distance and heading", () => {
  it("measure a tenth of a degree of latitude as about 11.12 km", () => {
    expect(distanceMetres(TBS, [TBS[0], TBS[1] + 0.1])).toBeCloseTo(
      11_119.5,
      0,
    );
    expect(distanceMetres(TBS, TBS)).toBe(0);
  });

  it("give compass headings in whole degrees, 0 for north and 90 for east", () => {
    expect(headingDegrees(TBS, north(500))).toBe(0);
    expect(headingDegrees(TBS, east(TBS, 500))).toBe(90);
    expect(headingDegrees(north(500), TBS)).toBe(180);
    expect(headingDegrees(east(TBS, 500), TBS)).toBe(270);
    expect(headingDegrees(TBS, east(north(500), 500))).toBe(45);
  });
});

describe("walking a polyline", () => {
  // 1 km north, then 1 km east, with the corner given twice.
  const corner = north(1_000);
  const line = measurePolyline([TBS, corner, corner, east(corner, 1_000)]);

  it("measures each vertex's distance from the start and drops repeated points", () => {
    expect(line.points).toHaveLength(3);
    expect(line.offsets[0]).toBe(0);
    expect(line.offsets[1]).toBeCloseTo(1_000, -1);
    expect(line.metres).toBeCloseTo(2_000, -1);
  });

  it("finds the point a distance along, heading to the next vertex", () => {
    const halfway = pointAlong(line, 500);
    expect(distanceMetres(halfway.point, north(500))).toBeLessThan(1);
    expect(halfway).toMatchObject({ heading: 0, segment: 0, done: false });

    const afterCorner = pointAlong(line, line.offsets[1]! + 250);
    expect(distanceMetres(afterCorner.point, east(corner, 250))).toBeLessThan(
      1,
    );
    expect(afterCorner).toMatchObject({ heading: 90, segment: 1, done: false });
  });

  it("stops at the ends: before the start is the start, past the end is the end, done", () => {
    expect(pointAlong(line, -50).point).toEqual(TBS);
    const end = pointAlong(line, line.metres + 1_000);
    expect(end.point[0]).toBeCloseTo(line.points[2]![0], 9);
    expect(end.point[1]).toBeCloseTo(line.points[2]![1], 9);
    expect(end).toMatchObject({ heading: 90, done: true });
  });

  it("treats a single point as already arrived and refuses an empty path", () => {
    expect(pointAlong(measurePolyline([TBS]), 10)).toEqual({
      point: TBS,
      heading: 0,
      segment: 0,
      done: true,
    });
    expect(() => pointAlong(measurePolyline([]), 0)).toThrow(/empty path/);
  });
});
