import { describe, expect, it } from "vitest";

import { sanitizeSearchTerm } from "@/lib/search-term";

describe("sanitizeSearchTerm", () => {
  it("leaves plain words as typed, trimmed", () => {
    expect(sanitizeSearchTerm("  Victoria Island ")).toBe("Victoria Island");
  });

  it.each([
    ["a,b", "a b"],
    ["(select)", "select"],
    ["50%_off*", "50 off"],
    ['say "hi"', "say hi"],
    ["back\\slash", "back slash"],
    ["name.eq:ada", "name eq ada"],
  ])("blanks PostgREST syntax and wildcards out of %j", (typed, clean) => {
    expect(sanitizeSearchTerm(typed)).toBe(clean);
  });

  it("collapses runs of spaces and answers empty for syntax alone", () => {
    expect(sanitizeSearchTerm("Ikeja \t  GRA")).toBe("Ikeja GRA");
    expect(sanitizeSearchTerm(",.()*")).toBe("");
  });

  it("keeps dots and colons for a filter that quotes the text", () => {
    expect(sanitizeSearchTerm("j.doe@mail.ng", { quoted: true })).toBe(
      "j.doe@mail.ng",
    );
    expect(sanitizeSearchTerm('LAG:1 "x" (y), 5%_*', { quoted: true })).toBe(
      "LAG:1 x y 5",
    );
  });
});
