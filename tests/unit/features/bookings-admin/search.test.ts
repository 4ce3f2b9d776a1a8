import fc from "fast-check";
import { describe, expect, test } from "vitest";

import {
  bookingSearchFilter,
  bookingSearchQuery,
  searchTerms,
} from "@/features/bookings-admin/api/search";

describe("bookingSearchQuery", () => {
  test.each([
    ["EKO-7F3K2Q", "eko7f3k2q:*"],
    ["eko-7f3k2q", "eko7f3k2q:*"],
    ["EKO7F3K2Q", "eko7f3k2q:*"],
    ["eko 7f3", "eko7f3:*"],
    ["7F3K2Q", "7f3k2q:*"],
  ])("reads the reference %s", (text, query) => {
    expect(bookingSearchQuery(text)).toBe(query);
  });

  test.each([
    ["0803 123 4567", "(8031234567:* | 08031234567:* | x7654321308:*)"],
    ["803-123-4567", "(8031234567:* | x7654321308:*)"],
    ["+234 803 123 4567", "(8031234567:* | 2348031234567:* | x7654321308:*)"],
    ["+234 (0) 803 123", "(803123:* | 2340803123:* | x321308:*)"],
    ["4567", "(4567:* | x7654:*)"],
  ])("reads the phone number %s", (text, query) => {
    expect(bookingSearchQuery(text)).toBe(query);
  });

  test("matches names and e-mails by word beginnings, accents and case aside", () => {
    expect(bookingSearchQuery("Adéwálé  OKON")).toBe("adewale:* & okon:*");
    expect(bookingSearchQuery("Ọlá")).toBe("ola:*");
    expect(bookingSearchQuery("Ada.Obi@Mail.NG")).toBe(
      "ada:* & obi:* & mail:* & ng:*",
    );
  });

  test("a word that only starts like a reference stays a word", () => {
    expect(bookingSearchQuery("Ekong Bassey")).toBe("ekong:* & bassey:*");
    expect(bookingSearchQuery("Ekong")).toBe("ekong:*");
  });

  test("has nothing to search for in punctuation alone", () => {
    expect(bookingSearchQuery("  ")).toBeNull();
    expect(bookingSearchQuery("(),.*-")).toBeNull();
  });
});

describe("bookingSearchFilter", () => {
  test("is one full-text condition on the search column, quoted", () => {
    expect(bookingSearchFilter("eko-7f3k2q")).toBe(
      'search_vector.fts(simple)."eko7f3k2q:*"',
    );
    expect(bookingSearchFilter("Ada, Obi")).toBe(
      'search_vector.fts(simple)."ada:* & obi:*"',
    );
  });

  test("matches nothing when the text has no letters or digits", () => {
    expect(bookingSearchFilter("*,()")).toBe("id.is.null");
  });

  test("no text can add a condition or leave the quoted value", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const filter = bookingSearchFilter(text);
        const match = /^search_vector\.fts\(simple\)\."([^"\\]*)"$/.exec(
          filter,
        );
        if (!match) return filter === "id.is.null";
        // Only the tsquery grammar this module writes: words, prefixes, and, or, brackets.
        return /^[a-z0-9:*|&() ]+$/.test(match[1]!);
      }),
      { numRuns: 2000 },
    );
  });

  test("bounds the words a search sends", () => {
    const terms = searchTerms(`${"a".repeat(500)} ${"b c ".repeat(50)}`);
    expect(terms).toHaveLength(8);
    expect(terms[0]).toHaveLength(40);
  });
});
