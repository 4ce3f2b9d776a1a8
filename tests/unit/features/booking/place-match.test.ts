import { describe, expect, it } from "vitest";

import { placeMatchKey } from "@/features/booking/place-match";

describe("placeMatchKey", () => {
  it.each([
    [
      "Murtala Muhammed International Airport",
      "murtalamuhammedinternationalairport",
    ],
    ["Murtala Mohammed Int'l Airport", "murtalamuhammedinternationalairport"],
    [
      "  MURTALA   MUHAMMAD  intl. airport ",
      "murtalamuhammedinternationalairport",
    ],
    ["MMA 2", "mma2"],
    ["mma-2", "mma2"],
    ["V.I.", "vi"],
    ["V/I", "vi"],
    ["Ìkòyí", "ikoyi"],
    ["Ọ̀nírù", "oniru"],
    ["Eko Hotel & Suites", "ekohotelandsuites"],
    ["The Wheatbaker", "wheatbaker"],
    ["Victoria Island, Lagos", "victoriaisland"],
    ["Lekki Conservation Center", "lekkiconservationcentre"],
    ["Ｌａｇｏｓ Ａｉｒｐｏｒｔ", "lagosairport"],
  ])("%j → %s", (text, key) => {
    expect(placeMatchKey(text)).toBe(key);
  });

  it("keeps a lone word that is also a trimmed one", () => {
    expect(placeMatchKey("Lagos")).toBe("lagos");
    expect(placeMatchKey("The")).toBe("the");
    expect(placeMatchKey("Nigeria")).toBe("nigeria");
  });

  it("is empty for text without letters or digits", () => {
    expect(placeMatchKey("!!! --- ...")).toBe("");
    expect(placeMatchKey("")).toBe("");
  });

  it("leaves words that only contain a spelling alone", () => {
    expect(placeMatchKey("Interior Centerpoint")).toBe("interiorcenterpoint");
  });
});
