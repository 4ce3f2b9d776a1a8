/**
 * github.com/gobwas/glob as GoTrue compiles `additional_redirect_urls` (GOTRUE_URI_ALLOW_LIST):
 * `glob.MustCompile(uri, '.', '/')`. So `*` and `?` stop at `.` and `/`, `**` crosses them,
 * `[abc]`, `[!abc]`, `[a-z]` match one character, `{a,b}` is an alternation, `\` escapes, and
 * the whole URL must match. An invalid pattern stops GoTrue at start-up; here it throws.
 */
export class GlobError extends Error {}

const SEPARATORS = "./";
const cache = new Map<string, RegExp>();

export function compileGlob(pattern: string): RegExp {
  let compiled = cache.get(pattern);
  if (!compiled) {
    compiled = new RegExp(`^${translate(pattern)}$`, "su");
    cache.set(pattern, compiled);
  }
  return compiled;
}

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const escapeInClass = (text: string) => text.replace(/[\\\]^[-]/g, "\\$&");
const notSeparator = `[^${escapeInClass(SEPARATORS)}]`;

function translate(pattern: string): string {
  const chars = [...pattern];
  let i = 0;
  const fail = (message: string): never => {
    throw new GlobError(
      `invalid redirect URL pattern ${JSON.stringify(pattern)}: ${message}`,
    );
  };

  // Reads a sequence until one of `stops` (at this nesting level) or the end.
  const sequence = (inTerms: boolean): string => {
    let out = "";
    while (i < chars.length) {
      const ch = chars[i]!;
      if (inTerms && (ch === "," || ch === "}")) return out;
      i += 1;
      if (ch === "\\") {
        if (i < chars.length) out += escapeRegExp(chars[i++]!);
      } else if (ch === "*") {
        if (chars[i] === "*") {
          i += 1;
          out += ".*";
        } else out += `${notSeparator}*`;
      } else if (ch === "?") out += notSeparator;
      else if (ch === "[") out += range();
      else if (ch === "{") {
        const options = [sequence(true)];
        while (chars[i] === ",") {
          i += 1;
          options.push(sequence(true));
        }
        if (chars[i] !== "}") fail("unexpected end of input");
        i += 1;
        out += `(?:${options.join("|")})`;
      } else out += escapeRegExp(ch);
    }
    return out;
  };

  // `[…]` after its `[`: a negation mark, then either `lo-hi` or a list, then `]`.
  const range = (): string => {
    let not = false;
    if (chars[i] === "!") {
      not = true;
      i += 1;
    }
    if (
      chars[i + 1] === "-" &&
      chars[i] !== undefined &&
      chars[i + 2] !== undefined
    ) {
      const lo = chars[i]!;
      const hi = chars[i + 2]!;
      i += 3;
      if (chars[i] !== "]") fail("expected close range character");
      i += 1;
      return `[${not ? "^" : ""}${escapeInClass(lo)}-${escapeInClass(hi)}]`;
    }
    let list = "";
    while (i < chars.length && chars[i] !== "]") {
      if (chars[i] === "\\") i += 1;
      if (i < chars.length) list += escapeInClass(chars[i++]!);
    }
    if (chars[i] !== "]") fail("unexpected end of input");
    i += 1;
    if (!list) fail("empty character class");
    return `[${not ? "^" : ""}${list}]`;
  };

  const out = sequence(false);
  if (i < chars.length) fail("unexpected end of input");
  return out;
}
