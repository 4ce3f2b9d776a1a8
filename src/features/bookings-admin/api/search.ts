/**
 * The bookings list search as one PostgREST `or=(…)` filter over `bookings.search_vector`, a
 * generated full-text column (migration 20261124005000) whose GIN index keeps every search an index
 * lookup at 100 000 bookings. The column holds, as `[a-z0-9]` words without accents: the customer's
 * name and e-mail words, the reference code (`ab12cd`, `ekoab12cd`), and the phone's national
 * number (`8031234567`, `08031234567`) with its digits reversed behind an `x` for "ends with".
 * What a person types becomes prefix terms over those words, so it matches word beginnings in any
 * order: "ada ok" finds "Adaeze Okonkwo", "eko-ab1" a reference, "0803 123" or "+234 803 123"
 * the number +2348031234567 and "4567" every number ending so. Keep the two sides in step.
 */

/**
 * Combining marks, stripped after NFD so "Adéwálé" and "Ọlá" match plain letters (the column's
 * SQL strips the combining-mark blocks; anything else is not a-z or 0-9 and splits words alike).
 */
const COMBINING_MARKS = /\p{M}/gu;
/** "eko" and up to six letters or digits: a reference, whole or begun. */
const REFERENCE = /^eko([a-z0-9]{1,6})$/;
const PHONE_LIKE = /^[\d\s()+.-]+$/;
/** Bounds on what reaches the database: a handful of short words is all a search needs. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;
/** Matches no booking (every booking has an id): the answer to a search with nothing to look for. */
const MATCH_NOTHING = "id.is.null";

/** Lower-case `[a-z0-9]` words of `text`, accents removed, the way the column splits its source. */
export function searchTerms(text: string): string[] {
  const plain = text
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase();
  return (plain.match(/[a-z0-9]+/g) ?? [])
    .slice(0, MAX_TERMS)
    .map((term) => term.slice(0, MAX_TERM_LENGTH));
}

/** A phone number or part of one: national digits from the start, or the last digits typed. */
function phoneQuery(text: string): string | null {
  if (!PHONE_LIKE.test(text)) return null;
  const digits = text.replace(/\D/g, "").slice(0, 15);
  if (!digits) return null;
  const national = digits.replace(/^(?:2340?|0)(?=\d)/, "");
  const alternatives = new Set([
    `${national}:*`,
    `${digits}:*`,
    `x${[...national].reverse().join("")}:*`,
  ]);
  return `(${[...alternatives].join(" | ")})`;
}

/** A reference typed whole or begun, with or without the dash: "EKO-AB12CD", "ekoab1", "eko ab". */
function referenceQuery(terms: string[]): string | null {
  const compact = terms.join("");
  const code = REFERENCE.exec(compact)?.[1];
  return code && terms[0]?.startsWith("eko") ? `eko${code}:*` : null;
}

/** The tsquery (simple configuration) for `text`; null when there is nothing to search for. */
export function bookingSearchQuery(text: string): string | null {
  const phone = phoneQuery(text.trim());
  if (phone) return phone;
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  return referenceQuery(terms) ?? terms.map((term) => `${term}:*`).join(" & ");
}

/** A value in PostgREST's logic-tree grammar: quoted, so commas, dots and brackets stay text. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, "\\$&")}"`;
}

/**
 * The `or=(…)` filter for the admin bookings list search by reference, customer name, phone or
 * e-mail: `query.or(bookingSearchFilter(q))`. Only words of letters and digits reach the query, so
 * no input can break or widen the filter; a search with no such word matches nothing.
 */
export function bookingSearchFilter(text: string): string {
  const query = bookingSearchQuery(text);
  return query ? `search_vector.fts(simple).${quoted(query)}` : MATCH_NOTHING;
}
