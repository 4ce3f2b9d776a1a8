import { createHash } from "node:crypto";

export type Headers = Record<string, string>;

/** `'sha256-…'` sources for the inline scripts of a built page (the route preload script). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .map(
      ([, , body]) =>
        `'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`,
    );
}

/** The Content-Security-Policy of the built app, talking to the Supabase project at `supabaseUrl`. */
export function contentSecurityPolicy(
  supabaseUrl: string,
  scriptHashes: readonly string[],
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
    "style-src-attr": ["'none'"],
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
): Headers {
  return {
    "Content-Security-Policy": contentSecurityPolicy(supabaseUrl, scriptHashes),
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

const HEADER_LINE = /^\s+([A-Za-z-]+):\s*(.+)$/;

/** The `_headers` file of Netlify and Cloudflare Pages: every path gets `headers`. */
export function headersFile(headers: Headers): string {
  const lines = Object.entries(headers).map(
    ([name, value]) => `  ${name}: ${value}`,
  );
  return [
    "# Written by `vite build` (scripts/security-headers-plugin.ts); `vite preview` serves the same.",
    "/*",
    ...lines,
    "",
  ].join("\n");
}

/** Reads back what headersFile wrote. */
export function parseHeadersFile(text: string): Headers {
  const headers: Headers = {};
  for (const line of text.split("\n")) {
    const match = HEADER_LINE.exec(line);
    if (match) headers[match[1]!] = match[2]!.trim();
  }
  return headers;
}
