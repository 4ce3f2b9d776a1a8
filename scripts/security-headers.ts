import { createHash } from "node:crypto";

export type Headers = Record<string, string>;

/** A <script> the browser runs: no type, or a JavaScript one (data blocks such as JSON are not run). */
function runs(attributes: string): boolean {
  const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === "module" || type.endsWith("javascript");
}

/** `'sha256-…'` sources for the inline scripts a built page runs (the route preload script). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes]) => !/\bsrc=/.test(attributes!) && runs(attributes!),
    )
    .map(([, , body]) => sha256(body!));
}

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * `'sha256-…'` sources for the style attributes in a pre-rendered page's HTML: the ones its
 * components render (Radix's accordion sizes, a tab list's outline), as the browser reads them.
 */
export function styleAttributeHashes(html: string): string[] {
  return [...html.matchAll(/<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g)].map(
    ([, value]) => sha256(decodeAttribute(value!)),
  );
}

/** The Content-Security-Policy of the built app, talking to the Supabase project at `supabaseUrl`. */
export function contentSecurityPolicy(
  supabaseUrl: string,
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
): string {
  const api = new URL(supabaseUrl);
  const socket = `${api.protocol === "https:" ? "wss:" : "ws:"}//${api.host}`;
  const storage = `${supabaseUrl.replace(/\/+$/, "")}/storage/v1/`;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    // Stylesheets are files, but Radix's scroll lock (react-remove-scroll, through
    // react-style-singleton) and the Select viewport insert <style> elements at run time, and the
    // scroll lock's text holds the measured scrollbar width, so no hash can name it. Inline style
    // *attributes* stay blocked: React sets style props through the CSSOM, which CSP does not
    // govern. Browsers without style-src-attr fall back to style-src, as they would with no policy.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Pre-rendered HTML carries a few style attributes, each allowed by its exact hash only.
    "style-src-attr": styleHashes.length
      ? ["'unsafe-hashes'", ...new Set(styleHashes)]
      : ["'none'"],
    "img-src": ["'self'", "data:", storage],
    "font-src": ["'self'"],
    "connect-src": ["'self'", api.origin, socket],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

export function securityHeaders(
  supabaseUrl: string,
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
): Headers {
  return {
    "Content-Security-Policy": contentSecurityPolicy(
      supabaseUrl,
      scriptHashes,
      styleHashes,
    ),
    // Two years, as the HSTS preload list asks; joining that list is left to the operator.
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}

/** One block of a `_headers` file: the headers every path matching `path` gets. */
export interface HeaderRule {
  path: string;
  headers: Headers;
}

/** Hashed file names never change content: a year, without asking again. */
export const ASSET_CACHE = "public, max-age=31536000, immutable";
/** HTML names the current assets: kept a minute, then asked again (answered 304 when unchanged). */
export const HTML_CACHE = "public, max-age=60, must-revalidate";

const PATH_LINE = /^(\/\S*)\s*$/;
const HEADER_LINE = /^\s+([A-Za-z-]+):\s*(.+)$/;

/** The `_headers` file of Netlify and Cloudflare Pages. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return [
    "# Written by `vite build` (scripts/security-headers-plugin.ts); `vite preview` serves the same.",
    ...rules.flatMap((rule) => [
      rule.path,
      ...Object.entries(rule.headers).map(
        ([name, value]) => `  ${name}: ${value}`,
      ),
    ]),
    "",
  ].join("\n");
}

/** Reads back what headersFile wrote. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    const path = PATH_LINE.exec(line);
    if (path) {
      rules.push({ path: path[1]!, headers: {} });
      continue;
    }
    const header = HEADER_LINE.exec(line);
    const rule = rules.at(-1);
    if (header && rule) rule.headers[header[1]!] = header[2]!.trim();
  }
  return rules;
}
