import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  exactPlaceFilters,
  placeMatchKey,
} from "../../../src/features/booking/place-match.ts";
import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";

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

describe("places.match_keys", () => {
  it("follows an administrator's writes, whatever keys the writer sends", async () => {
    const { client } = await signedInClient({ appMetadata: { role: "admin" } });
    const slug = `test-place-${Date.now()}`;
    const inserted = await client
      .from("places")
      .insert({
        slug,
        name: "Ọ̀jọ́ Test Lounge (Wing B)",
        kind: "area",
        area: "Ikeja",
        lat: 6.6,
        lng: 3.3,
        match_keys: ["forged"],
      })
      .select("id, match_keys")
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data!.match_keys).toEqual(
      [
        placeMatchKey("Ọ̀jọ́ Test Lounge (Wing B)"),
        placeMatchKey("Ojo Test Lounge"),
        placeMatchKey(slug),
      ].sort(),
    );

    const updated = await client
      .from("places")
      .update({ aliases: ["Wing B Lounge"], match_keys: [] })
      .eq("id", inserted.data!.id)
      .select("match_keys")
      .single();
    expect(updated.error).toBeNull();
    expect(updated.data!.match_keys).toContain(placeMatchKey("wing-b lounge"));
    expect(updated.data!.match_keys).not.toContain("forged");

    const { data: found } = await anonClient().rpc("resolve_place", {
      p_text: "WING B LOUNGE",
    });
    expect(found).toMatchObject([{ slug }]);
    await serviceClient().from("places").delete().eq("id", inserted.data!.id);
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
