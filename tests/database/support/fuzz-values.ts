import fc from "fast-check";

import { hoursFromNow } from "./fixtures-functions.ts";

/**
 * Argument generators for fuzzing the API's functions: anything JSON can carry, and values of the
 * right kind (places, ids, times, phones, addresses) that reach deeper into each function.
 */

/** Strings that have broken parsers, casts and escaping before. */
const awkward = fc.constantFrom(
  "",
  " ",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-0",
  "null",
  "true",
  "{}",
  "[]",
  "()",
  "\u0000",
  "\ud800",
  "\u202e",
  "'; drop table public.bookings; --",
  "<script>alert(1)</script>",
  "%_*\\",
  "😀🚕",
  "Ìkòyí",
  "a".repeat(10_000),
  "ẹ".repeat(3_000),
);

const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  awkward,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1.5e308),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
);

/** Any JSON value: scalars, and small arrays and objects of them. */
export const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), scalar, {
      maxKeys: 3,
    }),
  },
);

/** Mostly a value of the parameter's kind, sometimes anything at all. */
export function param<T>(plausible: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: plausible },
    { weight: 1, arbitrary: jsonish },
  );
}

/** Usually a well-formed value, sometimes one just outside the rules. */
function mostly<T, U>(usual: fc.Arbitrary<T>, unusual: fc.Arbitrary<U>) {
  return fc.oneof(
    { weight: 3, arbitrary: usual },
    { weight: 1, arbitrary: unusual },
  );
}

/** Rows the fuzzed functions may find: the test's own places, bookings, drivers and vehicles. */
export interface Known {
  places: string[];
  placeIds: string[];
  bookingIds: string[];
  driverIds: string[];
  vehicleIds: string[];
  bookingRow: Record<string, unknown>;
  userIds: string[];
  sharedKey: string;
}

export const SERVICES = ["standard", "premium", "airport_hotel", "corporate"];
export const STATUSES = [
  "pending",
  "confirmed",
  "in-progress",
  "completed",
  "cancelled",
];

export const values = (k: Known) => ({
  place: param(
    mostly(
      fc.constantFrom(
        ...k.places,
        ...k.placeIds,
        "MMIA",
        "Lagos airport",
        "mm2",
        "Eko Hotel, VI",
        "Ìkòyí",
      ),
      fc.uuid(),
    ),
  ),
  id: (ids: string[]) => param(mostly(fc.constantFrom(...ids), fc.uuid())),
  service: param(
    mostly(fc.constantFrom(...SERVICES), fc.constantFrom("Premium", "")),
  ),
  status: param(
    mostly(
      fc.constantFrom(...STATUSES),
      fc.constantFrom("Confirmed", "in progress"),
    ),
  ),
  instant: param(
    mostly(
      fc.integer({ min: 1, max: 24 * 80 }).map(hoursFromNow),
      fc.oneof(
        fc.integer({ min: -48, max: 24 * 100 }).map(hoursFromNow),
        fc
          .date()
          .map((d) => (isNaN(d.getTime()) ? "Invalid" : d.toISOString())),
        fc.constantFrom("infinity", "-infinity", "epoch", "now", "today"),
        fc.constantFrom("2026-02-30T10:00:00Z", "10:00", "2026-12-01 25:00"),
      ),
    ),
  ),
  date: param(
    fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom("infinity", "-infinity", "epoch", "2026-02-30", "May"),
    ),
  ),
  phone: param(
    mostly(
      fc.constantFrom("0803 123 4567", "+2348031234567", "234 909 000 1111"),
      fc.stringMatching(/^\+?[0-9 ().-]{0,16}$/),
    ),
  ),
  email: param(
    mostly(
      fc.constantFrom(
        "ada@example.test",
        "ADA@Example.COM",
        "o'brien+x@mail.example.ng",
      ),
      fc.oneof(
        fc.emailAddress(),
        fc.constantFrom(
          "<script>@x.io",
          "a@b",
          "a@b.c0m",
          `${"l".repeat(65)}@example.com`,
        ),
      ),
    ),
  ),
  text: param(
    mostly(
      fc.string({ minLength: 1, maxLength: 40 }),
      fc.oneof(fc.string({ maxLength: 130 }), awkward),
    ),
  ),
  key: param(mostly(fc.uuid(), fc.constant(k.sharedKey))),
  booking: param(
    fc
      .record({
        status: fc.constantFrom(...STATUSES),
        booking_time: mostly(fc.constant(k.bookingRow.booking_time), jsonish),
      })
      .map((change) => ({ ...k.bookingRow, ...change })),
  ),
  user: param(fc.constantFrom(...k.userIds)),
  boolean: param(fc.boolean()),
});
