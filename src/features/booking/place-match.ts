const SPELLINGS: [RegExp, string][] = [
  [
    /\b(mohammed|mohamed|mohammad|mohamad|muhammad|muhamed|muhamad)\b/g,
    "muhammed",
  ],
  [/\b(intl|int)\b/g, "international"],
  [/\bcenter\b/g, "centre"],
  [/^the (.)/, "$1"],
  [/(.) nigeria$/, "$1"],
  [/(.) lagos$/, "$1"],
];

/**
 * The key place text is compared by, exactly as public.place_match_key() computes it in the
 * database (places.match_keys holds each place's keys): lower case without diacritics, spaces or
 * punctuation; "&" = "and"; a leading "the" and a trailing "Lagos"/"Nigeria" dropped; Mohammed,
 * Muhammad… = Muhammed; Int'l, Intl, Int = International; Center = Centre.
 */
export function placeMatchKey(text: string): string {
  let key = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['`\u00b4‘’]/g, "")
    .replaceAll("&", " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  for (const [pattern, replacement] of SPELLINGS) {
    key = key.replace(pattern, replacement);
  }
  return key.replaceAll(" ", "");
}

/**
 * PostgREST `or` filters for the place typed text (already stripped of filter syntax) means: its
 * name in any case, its slug, an alias as typed or in capitals, or one of its match keys.
 */
export function exactPlaceFilters(clean: string): string[] {
  const key = placeMatchKey(clean);
  return [
    `name.ilike.${clean}`,
    `slug.eq.${clean.toLowerCase().replace(/ /g, "-")}`,
    `aliases.cs.{"${clean}"}`,
    `aliases.cs.{"${clean.toUpperCase()}"}`,
    ...(key ? [`match_keys.cs.{${key}}`] : []),
  ];
}
