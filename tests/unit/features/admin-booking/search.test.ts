import fc from "fast-check";
import { describe, expect, test } from "vitest";

import {
  bookingSearchFilter,
  searchPrefixes,
} from "@/features/admin-booking/api/search";

const prefixOf = (text: string, column: string) =>
  searchPrefixes(text)
    .filter(([c]) => c === column)
    .map(([, prefix]) => prefix);

describe("searchPrefixes", () => {
  test.each([
    ["EKO-7F3K2Q", "7f3k2q"],
    ["eko-7f3k2q", "7f3k2q"],
    ["EKO7F3K2Q", "7f3k2q"],
    ["eko 7f3", "7f3"],
    ["7F3K2Q", "7f3k2q"],
    ["234567", "234567"],
  ])("reads the reference %s", (text, code) => {
    expect(prefixOf(text, "search_code")).toEqual([code]);
  });

  test("takes a name that begins like a reference for a name only", () => {
    expect(prefixOf("Ekong", "search_code")).toEqual([]);
    expect(prefixOf("Ekong", "search_name")).toEqual(["ekong"]);
    expect(prefixOf("eko-ab10", "search_code")).toEqual([]);
  });

  test.each([
    ["0803 123 4567", "8031234567"],
    ["803-123-4567", "8031234567"],
    ["+234 803 123 4567", "8031234567"],
    ["+234 (0) 803 123", "803123"],
    ["08031", "8031"],
  ])("reads the phone number %s from its beginning", (text, national) => {
    expect(prefixOf(text, "search_phone")).toEqual([national]);
  });

  test("reads digits as the end of a number too", () => {
    expect(prefixOf("4567", "search_phone_reversed")).toEqual(["7654"]);
    expect(prefixOf("0803 123 4567", "search_phone_reversed")).toEqual([
      "7654321308",
    ]);
  });

  test("matches names by their start or their last word, accents and case aside", () => {
    expect(prefixOf("Adéwálé  OKON", "search_name")).toEqual(["adewale okon"]);
    expect(prefixOf("Ọlá", "search_name")).toEqual(["ola"]);
    expect(prefixOf("Okonkwo", "search_surname")).toEqual(["okonkwo"]);
    expect(prefixOf("Ada Okonkwo", "search_surname")).toEqual([]);
  });

  test("matches an e-mail from its beginning, in any case", () => {
    expect(searchPrefixes("Ada.Obi@Mail.NG")).toEqual([
      ["search_email", "ada.obi@mail.ng"],
    ]);
    expect(prefixOf("rider12", "search_email")).toEqual(["rider12"]);
  });

  test("has nothing to search for in punctuation alone", () => {
    expect(searchPrefixes("  ")).toEqual([]);
    expect(searchPrefixes("(),.*")).toEqual([]);
  });
});

describe("bookingSearchFilter", () => {
  test("writes each prefix as a quoted text range", () => {
    expect(bookingSearchFilter("Ada.Obi@Mail.NG")).toBe(
      'and(search_email.gte."ada.obi@mail.ng",search_email.lt."ada.obi@mail.ng~")',
    );
    expect(bookingSearchFilter("eko-7f3").split("),and(")).toHaveLength(2);
  });

  test("matches nothing when the text has nothing to search for", () => {
    expect(bookingSearchFilter("*,()")).toBe("id.is.null");
    expect(bookingSearchFilter("-")).toBe("id.is.null");
    expect(bookingSearchFilter("@")).toBe("id.is.null");
  });

  test("no text can add a condition or leave its quoted values", () => {
    const range =
      /^and\((search_[a-z_]+)\.gte\."([a-z0-9 @._+-]+)",\1\.lt\."\2~"\)$/;
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const filter = bookingSearchFilter(text);
        if (filter === "id.is.null") return true;
        return filter.split(/,(?=and\()/).every((arm) => range.test(arm));
      }),
      { numRuns: 3000 },
    );
  });

  test("bounds what a search sends", () => {
    const filter = bookingSearchFilter("a".repeat(5000));
    expect(filter.length).toBeLessThan(1000);
  });
});
