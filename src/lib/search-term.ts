// What would break out of a PostgREST `or=(…)` filter or act as a wildcard (`*`, and `%`, `_` once
// the text reaches `ilike`). Outside double quotes, dots and colons separate a filter's parts too.
const UNSAFE_IN_QUOTES = /[,()*%_"\\]/g;
const UNSAFE_BARE = /[,()*%_"\\:.]/g;

/**
 * What someone typed into a search box, with the characters a PostgREST filter would read as
 * syntax blanked out and runs of spaces collapsed. `quoted`: the filter wraps the text in double
 * quotes (`name.ilike."*…*"`), so dots and colons, as in an e-mail address, are kept.
 */
export function sanitizeSearchTerm(
  term: string,
  { quoted = false }: { quoted?: boolean } = {},
): string {
  return term
    .replace(quoted ? UNSAFE_IN_QUOTES : UNSAFE_BARE, " ")
    .replace(/\s+/g, " ")
    .trim();
}
