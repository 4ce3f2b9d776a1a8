import { MISSING, sprint, type GoValue } from "./go-values.ts";

/**
 * html/template's escaping functions (html/template/html.go, url.go, content.go), for plain
 * (untyped) values: GoTrue hands its templates strings and decoded JSON, never template.HTML.
 */
export type Escaper =
  | "html"
  | "attr"
  | "rcdata"
  | "nospace"
  | "urlfilter"
  | "urlnormalizer"
  | "urlescaper"
  | "comment";

/** content.go's stringify: an untyped nil (or no value) prints as nothing, as html/template skips it. */
export function stringify(value: GoValue | string): string {
  return value === MISSING || value === null ? "" : sprint(value);
}

const HTML: Record<string, string> = {
  "\0": "\uFFFD",
  '"': "&#34;",
  "&": "&amp;",
  "'": "&#39;",
  "+": "&#43;",
  "<": "&lt;",
  ">": "&gt;",
};
const NOSPACE: Record<string, string> = {
  "\0": "&#xfffd;",
  "\t": "&#9;",
  "\n": "&#10;",
  "\v": "&#11;",
  "\f": "&#12;",
  "\r": "&#13;",
  " ": "&#32;",
  '"': "&#34;",
  "&": "&amp;",
  "'": "&#39;",
  "+": "&#43;",
  "<": "&lt;",
  "=": "&#61;",
  ">": "&gt;",
  "`": "&#96;",
};

const replace = (s: string, table: Record<string, string>, pattern: RegExp) =>
  s.replace(pattern, (ch) => table[ch] ?? ch);

/** Runs one escaper of an action's pipeline over the previous stage's output. */
export function applyEscaper(name: Escaper, input: GoValue | string): string {
  const s = stringify(input);
  switch (name) {
    case "html":
    case "attr":
    case "rcdata":
      return replace(s, HTML, /[\0"&'+<>]/g);
    case "nospace":
      return replace(s, NOSPACE, /[\0\t\n\v\f\r "&'+<=>`]/g).replace(
        /[\uFDD0-\uFDEF\uFFF0-\uFFFF]/g,
        (ch) => `&#x${ch.charCodeAt(0).toString(16)};`,
      );
    case "urlfilter":
      return isSafeUrl(s) ? s : "#ZgotmplZ";
    case "urlnormalizer":
      return processUrl(s, true);
    case "urlescaper":
      return processUrl(s, false);
    case "comment":
      return "";
  }
}

/** A relative URL, or one whose scheme is http, https or mailto. */
function isSafeUrl(s: string): boolean {
  const colon = s.indexOf(":");
  if (colon === -1) return true;
  const protocol = s.slice(0, colon);
  return protocol.includes("/") || /^(https?|mailto)$/i.test(protocol);
}

const RESERVED = "!#$&*+,/:;=?@[]";

/** url.go's processURLOnto: percent-encodes UTF-8 bytes, keeping reserved characters when normalising. */
function processUrl(s: string, norm: boolean): string {
  const bytes = Buffer.from(s, "utf8");
  let out = "";
  for (let i = 0; i < bytes.length; i += 1) {
    const c = bytes[i]!;
    const ch = String.fromCharCode(c);
    if (/[A-Za-z0-9\-._~]/.test(ch) && c < 0x80) {
      out += ch;
      continue;
    }
    if (norm && RESERVED.includes(ch)) {
      out += ch;
      continue;
    }
    if (
      norm &&
      ch === "%" &&
      i + 2 < bytes.length &&
      isHex(bytes[i + 1]!) &&
      isHex(bytes[i + 2]!)
    ) {
      out += ch;
      continue;
    }
    out += `%${c.toString(16).padStart(2, "0")}`;
  }
  return out;
}

const isHex = (c: number) => /[0-9a-fA-F]/.test(String.fromCharCode(c));
