import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  exactPlaceFilters,
  placeMatchKey,
} from "../../src/features/booking/place-match.ts";
import { anonClient, serviceClient } from "../integration/support.ts";

/**
 * The booking page's placeMatchKey() and the database's place_match_key() agree, so the page
 * recognises exactly the spellings quote_fare accepts, and its exact-place lookup (used to fill in
 * the home card's places) finds them through the real API.
 */

const WORDS = [
  "Murtala",
  "Mohammed",
  "Muhammad",
  "Int'l",
  "Intl",
  "Int",
  "International",
  "Airport",
  "&",
  "and",
  "the",
  "The",
  "Lagos",
  "Nigeria",
  "center",
  "Centre",
  "Ìkòyí",
  "Ọ̀nírù",
  "MMA",
  "2",
];
const ODD = [
  "ẞ",
  "ß",
  "İ",
  "ı",
  "K",
  "Å",
  "ﬁ",
  "①",
  "Ⅻ",
  "½",
  "´",
  "‘",
  "’",
  "`",
  "ǅ",
  "ª",
];

const piece = fc.oneof(
  fc.constantFrom(...WORDS, ...ODD, " ", "  ", "-", ".", ",", "(", ")", "/"),
  fc.integer({ min: 0x20, max: 0x24f }).map((c) => String.fromCodePoint(c)),
  fc.integer({ min: 0x300, max: 0x36f }).map((c) => String.fromCodePoint(c)),
);
const placeText = fc.array(piece, { maxLength: 8 }).map((p) => p.join(""));

async function databaseKey(text: string): Promise<string> {
  const { data, error } = await anonClient().rpc("place_match_key", {
    p_text: text,
  });
  if (error) throw error;
  return data as string;
}

describe("placeMatchKey matches the database's place_match_key", () => {
  it("for arbitrary place-like text", async () => {
    await fc.assert(
      fc.asyncProperty(placeText, async (text) => {
        expect(placeMatchKey(text)).toBe(await databaseKey(text));
      }),
      { numRuns: 150 },
    );
  });

  it("for every name, slug and alias of every place", async () => {
    const { data, error } = await serviceClient()
      .from("places")
      .select("slug, name, aliases, match_keys");
    expect(error).toBeNull();
    const missing = (data ?? []).flatMap((p) =>
      [p.name, p.slug, ...p.aliases]
        .filter((label: string) => !p.match_keys.includes(placeMatchKey(label)))
        .map((label: string) => `${p.slug}: ${label}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("the booking page's exact-place lookup", () => {
  it.each([
    [
      "murtala mohammed airport",
      "Murtala Muhammed International Airport (MMIA)",
    ],
    [
      "Murtala Muhammed International Airport",
      "Murtala Muhammed International Airport (MMIA)",
    ],
    ["lagos airport", "Murtala Muhammed International Airport (MMIA)"],
    ["MMA 2", "MMA2 Domestic Terminal"],
    ["eko hotels & suites", "Eko Hotel & Suites"],
    ["Ìkòyí", "Ikoyi"],
  ])("%j → %s", async (text, name) => {
    const { data, error } = await anonClient()
      .from("places")
      .select("name")
      .or(exactPlaceFilters(text).join(","))
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ name }]);
  });
});
