import fc from "fast-check";
import { expect } from "vitest";

import { addDaysToDate, lagosDate } from "@/lib/dates";

/**
 * The database's own rules, restated from the migrations rather than imported from src/, so the
 * fuzz tests hold the forms to what Postgres will accept (char_length counts code points; btrim
 * strips spaces only; text and jsonb cannot hold U+0000).
 */
const SQL_EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const SQL_NIGERIAN_MOBILE = /^\+234[789][01][0-9]{8}$/;

export const charLength = (value: string) => [...value].length;
const btrim = (value: string) => value.replace(/^ +| +$/g, "");

export const db = {
  isValidEmail: (value: string) =>
    charLength(value) <= 254 &&
    charLength(value.split("@")[0]!) <= 64 &&
    SQL_EMAIL.test(value),
  isNigerianMobileE164: (value: string | null | undefined) =>
    typeof value === "string" && SQL_NIGERIAN_MOBILE.test(value),
  /** `btrim(x) <> ''`, `char_length(x) <= max`, and no U+0000. */
  fitsText: (value: string | null | undefined, max: number, required = true) =>
    value == null
      ? !required
      : (!required || btrim(value) !== "") &&
        charLength(value) <= max &&
        !value.includes("\u0000"),
};

/**
 * A valid form with one field replaced by a fuzzed value (most runs), or every field fuzzed at
 * once: a rule broken by one field alone is found without waiting for all the others to pass.
 */
export function aroundValid<T extends Record<string, unknown>>(
  valid: T,
  fields: { [K in keyof T]: fc.Arbitrary<T[K]> },
): fc.Arbitrary<T> {
  const oneField = (Object.keys(fields) as (keyof T)[]).map((key) =>
    fields[key].map((value) => ({ ...valid, [key]: value })),
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.oneof(...oneField) },
    { weight: 1, arbitrary: fc.record(fields) as fc.Arbitrary<T> },
  );
}

/** Expects every named check to hold, naming the one that fails. */
export function expectAll(checks: Record<string, boolean>) {
  const failed = Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  expect(failed).toEqual([]);
}

const WHITESPACE = [" ", "\t", "\n", "\u00a0", "\u2028", "\ufeff", "\u0000"];

/** Anything a person (or a script) might put in a text field, biased towards the edges. */
export const text = (maxLength = 200) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength }) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength }) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: fc.constantFrom(...WHITESPACE) }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.nat(6000))
        .map(([chunk, length]) =>
          chunk.repeat(Math.ceil(length / chunk.length)),
        ),
    },
  );

/** Mostly addresses that look right, some of them too long, wrapped in spaces or broken. */
export const emailText = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.emailAddress() },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom("", " ", "\t", "\u00a0"),
          fc.emailAddress(),
          fc.constantFrom("", " ", "\n", "<script>", "..", "@", "\u0000"),
        )
        .map(([before, address, after]) => `${before}${address}${after}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.nat(400), fc.domain())
        .map(([length, domain]) => `${"a".repeat(length)}@${domain}`),
    },
    { weight: 2, arbitrary: text(80) },
  );

/** Nigerian-looking numbers with every prefix and separator people type, and noise. */
export const phoneText = () =>
  fc.oneof(
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom("0", "+234 ", "234", "+2340", "234(0)", ""),
          fc.stringMatching(/^[789][01]\d{8}$/),
        )
        .map(([prefix, digits]) => `${prefix}${digits}`),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom("", "0", "+234", "234", "+2340", "234(0)", "+44"),
          fc.constantFrom("7", "8", "9", "6"),
          fc.constantFrom("0", "1", "2"),
          fc.array(fc.constantFrom(..."0123456789 -.()"), { maxLength: 12 }),
        )
        .map(([prefix, a, b, rest]) => `${prefix}${a}${b}${rest.join("")}`),
    },
    { weight: 1, arbitrary: text(30) },
  );

/** Lagos calendar dates from a year back to a year ahead of `now`, and other strings. */
export const dateText = (now: Date) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .integer({ min: -400, max: 400 })
        .map((days) => addDaysToDate(lagosDate(now), days)),
    },
    { weight: 1, arbitrary: text(12) },
  );

export const timeText = () =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.nat(25), fc.nat(61))
        .map(
          ([h, m]) =>
            `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`,
        ),
    },
    { weight: 1, arbitrary: text(8) },
  );
