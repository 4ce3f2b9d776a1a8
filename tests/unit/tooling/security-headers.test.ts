import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";

import {
  ASSET_CACHE,
  headersFile,
  HTML_CACHE,
  inlineScriptHashes,
  parseHeadersFile,
  securityHeaders,
} from "../../../scripts/security-headers.ts";

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name!, sources];
    }),
  );

describe("security headers", () => {
  it("hash each inline script by its exact text, and skip scripts loaded from a file", () => {
    const body = '(function(){var m={"/":1}})()';
    const html = `<head><script type="module" crossorigin src="/assets/index.js"></script><script>${body}</script></head>`;
    const sha = createHash("sha256").update(body).digest("base64");
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${sha}'`]);
  });

  it("allow scripts only from the site and by hash, the API and its socket, images from storage", () => {
    const headers = securityHeaders("http://127.0.0.1:54451", ["'sha256-x'"]);
    const csp = directives(headers["Content-Security-Policy"]!);
    expect(csp["script-src"]).toEqual(["'self'", "'sha256-x'"]);
    expect(csp["style-src-attr"]).toEqual(["'none'"]);
    expect(csp["connect-src"]).toEqual([
      "'self'",
      "http://127.0.0.1:54451",
      "ws://127.0.0.1:54451",
    ]);
    expect(csp["img-src"]).toEqual([
      "'self'",
      "data:",
      "http://127.0.0.1:54451/storage/v1/",
    ]);
    expect(csp["font-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(headers["Permissions-Policy"]).toMatch(
      /(^|, )geolocation=\(self\)(,|$)/,
    );
    expect(headers["Permissions-Policy"]).toMatch(
      /camera=\(\), microphone=\(\)/,
    );
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
  });

  it("survive the trip through the _headers file, path by path", () => {
    const rules = [
      { path: "/*", headers: securityHeaders("https://abc.supabase.co", []) },
      { path: "/assets/*", headers: { "Cache-Control": ASSET_CACHE } },
      { path: "/our-fleet", headers: { "Cache-Control": HTML_CACHE } },
    ];
    const text = headersFile(rules);
    expect(text).toMatch(/^\/\*$/m);
    expect(text).toMatch(
      /^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    );
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it("hash only the inline scripts a browser runs, not data blocks", () => {
    const html =
      '<script>a()</script><script type="module">b()</script>' +
      '<script type="application/json">{"c":1}</script>' +
      '<script type="application/ld+json">{}</script><script src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });
});
