/**
 * What people type reaches an e-mail only as inert text: HTML is escaped by the layout, and this
 * module takes the links out, so that no mail client turns a typed URL, domain or address into
 * something to click. `http://evil.example/x` → `evil[.]example/x`, `www.x.com` → `www[.]x[.]com`.
 */

// Dots that browsers and some mail clients accept in host names (ASCII, ideographic, full-width).
const DOT = "[.\u3002\uFF0E\uFF61]";
const SCHEME = /\b[a-z][a-z0-9+.-]{0,30}:(?:\/\/+|\\\\+)/giu;
// Only when something follows at once, so "Data: …" in a message stays.
const BARE_SCHEME =
  /\b(?:mailto|javascript|data|file|tel|sms|callto|ftp|https?):(?=\S)/giu;
const HOST_DOT = new RegExp(
  `(?<=[\\p{L}\\p{N}_-])${DOT}(?=[\\p{L}\\p{N}-]*\\p{L})`,
  "gu",
);
const IPV4 = new RegExp(`\\b\\d{1,3}(?:${DOT}\\d{1,3}){3}\\b`, "gu");
const DOT_ONLY = new RegExp(DOT, "gu");
// Zero-width and direction-changing characters hide or reorder what the reader sees.
const INVISIBLE = /[\p{Cf}\p{Co}\p{Cs}]/gu;
const CONTROL_EXCEPT_NEWLINE = /[^\P{Cc}\n]/gu;

/** A user-typed value as plain, link-free text (line breaks kept). */
export function plainText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(INVISIBLE, "")
    .replace(CONTROL_EXCEPT_NEWLINE, " ")
    .replace(SCHEME, "")
    .replace(BARE_SCHEME, "")
    .replace(IPV4, (ip) => ip.replace(DOT_ONLY, "[.]"))
    .replace(HOST_DOT, "[.]");
}

/** The same record with each listed text field made plain; the others are left as stored. */
export function plainFields<T extends object, K extends keyof T>(
  record: T,
  keys: readonly K[],
): T {
  const copy = { ...record };
  for (const key of keys) {
    const value = copy[key];
    if (typeof value === "string") copy[key] = plainText(value) as T[K];
  }
  return copy;
}

const NAME_WORDS =
  /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*(?:\s+[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*)*$/u;

/**
 * The first name to greet a customer by, only when the whole stored name is words of letters
 * (hyphens and apostrophes inside a word allowed) and the first word is short; else null, and
 * the greeting says just "Hello,". A typed name never brings anything else into the e-mail.
 */
export function greetingName(fullName: string): string | null {
  const name = fullName.normalize("NFC").trim();
  if (!NAME_WORDS.test(name)) return null;
  const first = name.split(/\s+/)[0] ?? "";
  return first.length <= 30 ? first : null;
}
