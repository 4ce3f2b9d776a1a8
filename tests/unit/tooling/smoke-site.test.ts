import { describe, expect, it } from "vitest";

import {
  inlineScriptHashes,
  securityHeaders,
} from "../../../scripts/security-headers.ts";
import {
  builtForOrigin,
  headerProblems,
} from "../../../scripts/smoke/headers.ts";
import {
  assetPaths,
  entryScripts,
  expectedType,
  isAppHtml,
  publicPagePaths,
} from "../../../scripts/smoke/html.ts";
import { queryLayoutPages } from "../../../src/app/public-pages.ts";

const API = "https://abcdefghijklmnopqrst.supabase.co";

/** index.html as `vite build` writes it, cut down: entry, preloads, stylesheet, font, preload map. */
const INDEX = `<!doctype html>
<html lang="en-NG">
  <head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="preload" href="/assets/manrope-core-8OCd.woff2" as="font" type="font/woff2" crossorigin />
    <script type="module" crossorigin src="/assets/index-CQOC.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/main-r3VD.js">
    <link rel="stylesheet" crossorigin href="/assets/main-Depa.css">
    <script>(function(){var m={"/":{"files":["assets/home-B5Xz.js"]},"/book-a-ride":{"files":["assets/query-layout-DvJN.js","assets/book-a-ride-DciD.js"],"connect":"${API}"}}})()</script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Served headers, looked up without regard to case as fetch's Headers does. */
function served(values: Record<string, string>) {
  const headers = new Headers(values);
  return { get: (name: string) => headers.get(name) };
}

describe("the site's pages and files", () => {
  it("visit every public page, with its parameters filled in, and nothing behind a login", () => {
    const paths = publicPagePaths();
    expect(paths).toHaveLength(1 + queryLayoutPages.length);
    expect(paths[0]).toBe("/");
    expect(paths).toContain("/book-a-ride");
    expect(paths).toContain(`/ride/EKO-SMOKE0/${"0".repeat(32)}`);
    expect(paths.filter((path) => path.includes(":"))).toEqual([]);
    expect(
      paths.filter((path) => /^\/(admin|owner-portal|driver)\b/.test(path)),
    ).toEqual([]);
  });

  it("recognise the app's index.html, and not a host's own page", () => {
    expect(isAppHtml(INDEX)).toBe(true);
    expect(
      isAppHtml("<!doctype html><title>Page not found</title><h1>404</h1>"),
    ).toBe(false);
    expect(
      isAppHtml(
        INDEX.replace('src="/assets/index-CQOC.js"', 'src="/index.js"'),
      ),
    ).toBe(false);
  });

  it("fetch every file index.html names, each route's chunks included, once", () => {
    expect(assetPaths(INDEX + INDEX)).toEqual([
      "/assets/book-a-ride-DciD.js",
      "/assets/home-B5Xz.js",
      "/assets/index-CQOC.js",
      "/assets/main-Depa.css",
      "/assets/main-r3VD.js",
      "/assets/manrope-core-8OCd.woff2",
      "/assets/query-layout-DvJN.js",
    ]);
    expect(entryScripts(INDEX)).toEqual([
      "/assets/index-CQOC.js",
      "/assets/main-r3VD.js",
    ]);
  });

  it("expect scripts as JavaScript and stylesheets as CSS", () => {
    expect(
      expectedType("/assets/a.js")!.test("text/javascript; charset=utf-8"),
    ).toBe(true);
    expect(expectedType("/assets/a.js")!.test("application/octet-stream")).toBe(
      false,
    );
    expect(expectedType("/assets/a.css")!.test("text/css")).toBe(true);
    expect(expectedType("/assets/a.woff2")).toBeNull();
  });
});

describe("the security headers check", () => {
  const hashes = inlineScriptHashes(INDEX);
  const built = securityHeaders(API, hashes);

  it("passes the headers the build writes for this project and page", () => {
    expect(headerProblems(served(built), API, hashes)).toEqual([]);
  });

  it("names each missing or different header", () => {
    const { "X-Frame-Options": _dropped, ...rest } = built;
    expect(
      headerProblems(
        served({ ...rest, "Referrer-Policy": "no-referrer" }),
        API,
        hashes,
      ),
    ).toEqual([
      `Referrer-Policy is "no-referrer", expected "${built["Referrer-Policy"]}"`,
      "X-Frame-Options is missing",
    ]);
    expect(headerProblems(served({}), API, hashes)).toHaveLength(
      Object.keys(built).length,
    );
  });

  it("says which directive of the policy differs: another project, or a rewritten page", () => {
    const other = securityHeaders(
      "https://zyxwvutsrqponmlkjihg.supabase.co",
      hashes,
    );
    const problems = headerProblems(served(other), API, hashes);
    expect(problems).toContain(
      `Content-Security-Policy: connect-src is "'self' https://zyxwvutsrqponmlkjihg.supabase.co wss://zyxwvutsrqponmlkjihg.supabase.co", expected "'self' ${API} wss://abcdefghijklmnopqrst.supabase.co"`,
    );
    // A host that injects an inline script changes the page's hashes, not the policy.
    const injected = [...hashes, "'sha256-injected='"];
    expect(headerProblems(served(built), API, injected)).toEqual([
      `Content-Security-Policy: script-src is "'self' ${hashes.join(" ")}", expected "'self' ${injected.join(" ")}"`,
    ]);
    const extra = {
      ...built,
      "Content-Security-Policy": `${built["Content-Security-Policy"]}; upgrade-insecure-requests`,
    };
    expect(headerProblems(served(extra), API, hashes)).toEqual([
      "Content-Security-Policy: upgrade-insecure-requests is not in the build's policy",
    ]);
  });

  it("reads which project a policy was built for", () => {
    expect(builtForOrigin(built["Content-Security-Policy"]!)).toBe(API);
    expect(builtForOrigin(null)).toBeNull();
    expect(builtForOrigin("default-src 'self'")).toBeNull();
  });
});
