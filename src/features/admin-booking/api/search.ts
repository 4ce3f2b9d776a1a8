/**
 * The bookings list search as one PostgREST `or=(…)` filter over the bookings' search columns
 * (`search_*` on public.bookings in supabase/schema.sql), each a C-collated, btree-indexed copy
 * of a field in a plain form:
 *   search_name "adewale okonkwo", search_surname "okonkwo", search_email "ada.obi@mail.ng",
 *   search_code "7f3k2q", search_phone "8031234567", search_phone_reversed "7654321308".
 * Every alternative is a "starts with" written as a text range (`gte` the prefix, `lt` the prefix
 * and "~"): text comparisons are leakproof, so Postgres may use the indexes under the bookings
 * row-level policy, where it may not for like, ilike or full-text matching.
 * So "Adewale", "okon", "EKO-7F3K2Q", "eko7f3", "0803 123 4567", "+234 803 123" and "4567" (the
 * last digits) all find their booking; the two sides must normalise alike.
 */

/** Above every character the search columns hold, so `[p, p + "~")` is "starts with p". */
const PAST_PREFIX = "~";
/** The reference code's alphabet (no 0, 1, i, o), in lower case, whole or begun. */
const CODE = /^[2-9a-hj-np-z]{1,6}$/;
const PHONE_LIKE = /^[\d\s()+.-]+$/;
/** Bounds on what reaches the database: a search needs a few short words. */
const MAX_TERMS = 8;
const MAX_LENGTH = 80;
/** Matches no booking (every booking has an id): the answer to a search with nothing to look for. */
const MATCH_NOTHING = "id.is.null";

type Column =
  | "search_name"
  | "search_surname"
  | "search_email"
  | "search_code"
  | "search_phone"
  | "search_phone_reversed";

/** Lower-case words of a-z and 0-9 with accents removed, the way search_name is written. */
export function searchTerms(text: string): string[] {
  const plain = text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return (plain.match(/[a-z0-9]+/g) ?? []).slice(0, MAX_TERMS);
}

/** The national digits of a phone number or its beginning: 0803…, 803…, +234 803…, 234 (0) 803…. */
function nationalDigits(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 15);
  return digits.replace(/^(?:2340?|0)(?=\d)/, "");
}

/**
 * The code of a reference: "eko-7f3", "EKO 7F3K2Q" (begun after EKO and a separator), or
 * "eko7f3k2q" whole (without a separator only whole, so a name such as "Ekong" is no reference).
 */
function referenceCode(terms: string[]): string | null {
  const [first = "", ...rest] = terms;
  const code = first === "eko" ? rest.join("") : /^eko(.{6})$/.exec(first)?.[1];
  return code && CODE.test(code) ? code : null;
}

/** The columns and prefixes that `text` may start; empty when there is nothing to search for. */
export function searchPrefixes(text: string): [Column, string][] {
  const trimmed = text.trim().slice(0, MAX_LENGTH);
  if (PHONE_LIKE.test(trimmed) && /\d/.test(trimmed)) {
    const national = nationalDigits(trimmed);
    const prefixes: [Column, string][] = [
      ["search_phone", national],
      ["search_phone_reversed", [...national].reverse().join("")],
    ];
    if (CODE.test(trimmed)) prefixes.push(["search_code", trimmed]);
    return prefixes;
  }
  if (trimmed.includes("@")) {
    const email = trimmed.toLowerCase().replace(/[^a-z0-9@._+-]+/g, "");
    return /[a-z0-9]/.test(email) ? [["search_email", email]] : [];
  }
  const terms = searchTerms(trimmed);
  if (terms.length === 0) return [];
  const words = terms.join(" ");
  const prefixes: [Column, string][] = [["search_name", words]];
  const code = referenceCode(terms);
  if (code) prefixes.push(["search_code", code]);
  if (terms.length === 1) {
    prefixes.push(["search_surname", words], ["search_email", words]);
    if (CODE.test(words)) prefixes.push(["search_code", words]);
  }
  return prefixes;
}

/** A value in PostgREST's logic-tree grammar: quoted, so commas, dots and brackets stay text. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, "\\$&")}"`;
}

/**
 * The `or=(…)` filter for the admin bookings list search by reference, customer name, phone or
 * e-mail: `query.or(bookingSearchFilter(q))`. Values are quoted and hold only the characters the
 * search columns hold, so no input can break or widen the filter; a search with nothing to look
 * for matches nothing.
 */
export function bookingSearchFilter(text: string): string {
  const prefixes = searchPrefixes(text).filter(([, prefix]) => prefix !== "");
  if (prefixes.length === 0) return MATCH_NOTHING;
  return prefixes
    .map(
      ([column, prefix]) =>
        `and(${column}.gte.${quoted(prefix)},${column}.lt.${quoted(prefix + PAST_PREFIX)})`,
    )
    .join(",");
}
