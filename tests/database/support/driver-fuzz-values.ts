import fc from "fast-check";

import { param } from "./fuzz-values.ts";

/**
 * Generators for the driver-mode functions: numbers around each range's edges, the non-finite
 * strings JSON can carry for a double, and integers past the column types.
 */

const nonFinite = fc.constantFrom("NaN", "Infinity", "-Infinity", "1e309");

const around = (min: number, max: number) =>
  param(
    fc.oneof(
      { weight: 4, arbitrary: fc.double({ min, max, noNaN: true }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(min, max, min - 0.001, max + 0.001, -0),
      },
      { weight: 1, arbitrary: nonFinite },
    ),
  );

export const positionValues = {
  lat: around(-90, 90),
  lng: around(-180, 180),
  speed: around(0, 300),
  accuracy: around(0, 100_000),
  heading: param(
    fc.oneof(
      fc.integer({ min: -720, max: 720 }),
      fc.constantFrom(2_147_483_647, -2_147_483_648, 2_147_483_648, 1.5),
    ),
  ),
  step: param(
    fc.constantFrom("arrived", "started", "completed", "Arrived", "", "go"),
  ),
};
