import { describe, expect, it } from "vitest";

import {
  matchesPattern,
  prerenderTargets,
  shellPaths,
} from "../../../scripts/prerender/site-files.ts";
import {
  inlineScriptHashes,
  securityHeaders,
  styleAttributeHashes,
} from "../../../scripts/security-headers.ts";
import {
  builtForOrigin,
  headerProblems,
  styleAttributeProblems,
} from "../../../scripts/smoke/headers.ts";
import {
  assetPaths,
  describe as describePage,
  entryScripts,
  expectedType,
  isShellHtml,
  prerenderedPagePaths,
  prerenderedProblem,
  SHELL_SAMPLE_PATH,
  shellPagePaths,
  UNKNOWN_PATH,
} from "../../../scripts/smoke/html.ts";
import { notFoundPage, prerenderedPages } from "../../../src/app/page-meta.ts";
import { homePage, queryLayoutPages } from "../../../src/app/public-pages.ts";
import { paths } from "../../../src/config/paths.ts";

const API = "https://abcdefghijklmnopqrst.supabase.co";

/** The inline route preload script, cut down: the map of routes, the entry `e` and its imports `g`. */
const PRELOAD = `<script>(function(){var m={"/":{"files":["assets/home-B5Xz.js"]},"/faq":{"files":["assets/query-layout-DvJN.js","assets/faq-Q1aZ.js"]}},q=[],e="assets/index-CQOC.js",g=["assets/main-r3VD.js","assets/rolldown-runtime-QBLR.js"],w=document.documentElement.hasAttribute("data-prerendered");fetch("${API}/rest/v1/rpc/")})()</script>`;

const HEAD = `<link rel="preload" href="/assets/manrope-core-8OCd.woff2" as="font" type="font/woff2" crossorigin />
    <link rel="stylesheet" crossorigin href="/assets/main-Depa.css">
    ${PRELOAD}`;

/** A page as the pre-renderer writes it, cut down: no tag that fetches code, the page in #root. */
function prerendered(path: string, body: string): string {
  return `<!doctype html>
<html data-prerendered lang="en-NG">
  <head>
    <title>FAQ | EkoLuxe</title>
    <meta property="og:url" content="https://ekoluxe.ng${path}" />
    <script type="application/ld+json">{"@context":"https://schema.org"}</script>
    ${HEAD}
  </head>
  <body>
    <div id="root">${body}</div><script type="application/json" id="prerendered-queries">{"queries":[]}</script>
  </body>
</html>`;
}

const FAQ = prerendered(
  "/faq",
  `<main id="main"><h1 class="font-display">Questions</h1><div role="region" style="--radix-accordion-content-height:var(--radix-collapsible-content-height)"></div></main>`,
);
const HOME = prerendered("/", `<main id="main"><h1>Premium rides</h1></main>`);

/** app.html: the empty shell with its entry and module preloads, kept out of search results. */
const SHELL = `<!doctype html>
<html lang="en-NG">
  <head>
    <title>EkoLuxe</title>
    <meta name="robots" content="noindex" />
    <link rel="preload" href="/assets/manrope-core-8OCd.woff2" as="font" type="font/woff2" crossorigin />
    <script type="module" crossorigin src="/assets/index-CQOC.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-QBLR.js">
    <link rel="modulepreload" crossorigin href="/assets/main-r3VD.js">
    <link rel="stylesheet" crossorigin href="/assets/main-Depa.css">
    ${PRELOAD}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** What a host answers when it knows nothing of the site. */
const HOST_404 = "<!doctype html><title>Page not found</title><h1>404</h1>";

/** Served headers, looked up without regard to case as fetch's Headers does. */
function served(values: Record<string, string>) {
  const headers = new Headers(values);
  return { get: (name: string) => headers.get(name) };
}

describe("the addresses the check visits", () => {
  const pages = prerenderedPagePaths();
  const shell = shellPagePaths();

  it("are every page the build pre-renders, the 404 page aside", () => {
    expect(pages[0]).toBe("/");
    expect(pages).toHaveLength(Object.keys(prerenderedPages).length);
    expect(pages).toEqual(
      prerenderTargets()
        .map((target) => target.path)
        .filter((path) => path !== notFoundPage.path),
    );
    expect(pages).toContain("/our-fleet");
    expect(pages).toContain("/drivers/apply");
  });

  it("and every personal address the shell answers, with its parameters filled in", () => {
    expect(shell).toContain(`/ride/EKO-SMOKE0/${"0".repeat(32)}`);
    expect(shell).toContain(`/ride/EKO-SMOKE0/${"0".repeat(32)}/receipt`);
    for (const path of ["/account", "/my-rides", "/auth/confirm"])
      expect(shell).toContain(path);
    for (const portal of [paths.ownerPortal, paths.driver, paths.admin.root])
      expect(shell).toContain(portal.path);
    expect(shell.filter((path) => /[:*]/.test(path))).toEqual([]);
    expect(shell).toContain(SHELL_SAMPLE_PATH);
    for (const path of shell)
      expect(
        shellPaths().some((pattern) => matchesPattern(pattern, path)),
      ).toBe(true);
  });

  it("leave no public page out, and answer none two ways", () => {
    for (const page of [homePage, ...queryLayoutPages]) {
      const route = paths[page.route].path;
      expect(
        pages.includes(route) ||
          shell.some((path) => matchesPattern(route, path)),
        page.route,
      ).toBe(true);
    }
    expect(pages.filter((path) => shell.includes(path))).toEqual([]);
  });

  it("include one that nothing serves", () => {
    expect([...pages, ...shell]).not.toContain(UNKNOWN_PATH);
    expect(
      shellPaths().some((pattern) => matchesPattern(pattern, UNKNOWN_PATH)),
    ).toBe(false);
  });
});

describe("the pages as served", () => {
  it("accept a page's own pre-rendered HTML", () => {
    expect(prerenderedProblem(FAQ, "/faq")).toBeNull();
    expect(prerenderedProblem(HOME, "/")).toBeNull();
  });

  it("say what came instead of a page's pre-rendered HTML", () => {
    expect(prerenderedProblem(HOME, "/faq")).toBe(
      "the pre-rendered page of /, not its own",
    );
    expect(prerenderedProblem(SHELL, "/faq")).toBe(
      "the app's empty shell, not its pre-rendered page",
    );
    expect(prerenderedProblem(HOST_404, "/faq")).toBe(
      "a page that is not the site's, not its pre-rendered page",
    );
    // index.html as it was before pages were pre-rendered: an empty root, not the shell.
    expect(
      prerenderedProblem(
        SHELL.replace(/\s*<meta name="robots"[^>]*>/, ""),
        "/faq",
      ),
    ).toBe(
      "an empty app page that is not the build's shell, not its pre-rendered page",
    );
    expect(prerenderedProblem(prerendered("/faq", ""), "/faq")).toBe(
      "its pre-rendered page, but #root is empty",
    );
    expect(
      prerenderedProblem(
        prerendered("/faq", "<main><h2>Questions</h2></main>"),
        "/faq",
      ),
    ).toBe("its pre-rendered page, but #root holds no <h1>");
  });

  it("recognise the shell, and nothing else as it", () => {
    expect(isShellHtml(SHELL)).toBe(true);
    expect(describePage(SHELL)).toBe("the app's empty shell");
    expect(isShellHtml(HOME)).toBe(false);
    expect(isShellHtml(HOST_404)).toBe(false);
    expect(
      isShellHtml(
        SHELL.replace('src="/assets/index-CQOC.js"', 'src="/index.js"'),
      ),
    ).toBe(false);
    expect(isShellHtml(SHELL.replace(/\s*<meta name="robots"[^>]*>/, ""))).toBe(
      false,
    );
  });

  it("the 404 page is the pre-rendered page of the not-found route", () => {
    expect(
      prerenderedProblem(
        prerendered(notFoundPage.path, "<main><h1>Page not found</h1></main>"),
        notFoundPage.path,
      ),
    ).toBeNull();
    expect(prerenderedProblem(HOME, notFoundPage.path)).not.toBeNull();
  });
});

describe("the site's files", () => {
  it("are every file a pre-rendered page names: stylesheet, font, and the inline script's entry, imports and chunks", () => {
    expect(assetPaths(FAQ + HOME)).toEqual([
      "/assets/faq-Q1aZ.js",
      "/assets/home-B5Xz.js",
      "/assets/index-CQOC.js",
      "/assets/main-Depa.css",
      "/assets/main-r3VD.js",
      "/assets/manrope-core-8OCd.woff2",
      "/assets/query-layout-DvJN.js",
      "/assets/rolldown-runtime-QBLR.js",
    ]);
  });

  it("and the shell's tags, whose scripts hold the code a first visit runs", () => {
    expect(assetPaths(SHELL)).toEqual(assetPaths(HOME));
    expect(entryScripts(SHELL)).toEqual([
      "/assets/index-CQOC.js",
      "/assets/rolldown-runtime-QBLR.js",
      "/assets/main-r3VD.js",
    ]);
    expect(entryScripts(HOME)).toEqual([]);
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
  const scripts = inlineScriptHashes(HOME);
  const faqStyles = styleAttributeHashes(FAQ);
  /** Another page's style attribute: the one policy names every page's. */
  const otherStyle = styleAttributeHashes('<p style="outline:none">')[0]!;
  const built = securityHeaders(API, scripts, [otherStyle, ...faqStyles]);
  const withAttr = (sources: string) => ({
    ...built,
    "Content-Security-Policy": built["Content-Security-Policy"]!.replace(
      /style-src-attr [^;]+/,
      `style-src-attr ${sources}`,
    ),
  });

  it("runs one inline script on every page, and hashes the FAQ's style attribute", () => {
    expect(scripts).toHaveLength(1);
    expect(inlineScriptHashes(SHELL)).toEqual(scripts);
    expect(inlineScriptHashes(FAQ)).toEqual(scripts);
    expect(faqStyles).toHaveLength(1);
  });

  it("passes the headers the build writes, on a page with style attributes and on one without", () => {
    expect(
      headerProblems(served(built), API, { scripts, styles: faqStyles }),
    ).toEqual([]);
    expect(headerProblems(served(built), API, { scripts, styles: [] })).toEqual(
      [],
    );
    // A build whose pages carry no style attribute allows none.
    expect(
      headerProblems(served(securityHeaders(API, scripts)), API, {
        scripts,
        styles: [],
      }),
    ).toEqual([]);
  });

  it("names each missing or different header", () => {
    const { "X-Frame-Options": _dropped, ...rest } = built;
    expect(
      headerProblems(
        served({ ...rest, "Referrer-Policy": "no-referrer" }),
        API,
        { scripts, styles: [] },
      ),
    ).toEqual([
      `Referrer-Policy is "no-referrer", expected "${built["Referrer-Policy"]}"`,
      "X-Frame-Options is missing",
    ]);
    expect(
      headerProblems(served({}), API, { scripts, styles: [] }),
    ).toHaveLength(Object.keys(built).length);
  });

  it("says which directive of the policy differs: another project, or a rewritten page", () => {
    const page = { scripts, styles: faqStyles };
    const other = securityHeaders(
      "https://zyxwvutsrqponmlkjihg.supabase.co",
      scripts,
      faqStyles,
    );
    expect(headerProblems(served(other), API, page)).toEqual([
      `Content-Security-Policy: img-src is "'self' data: https://zyxwvutsrqponmlkjihg.supabase.co/storage/v1/", expected "'self' data: ${API}/storage/v1/"`,
      `Content-Security-Policy: connect-src is "'self' https://zyxwvutsrqponmlkjihg.supabase.co wss://zyxwvutsrqponmlkjihg.supabase.co", expected "'self' ${API} wss://abcdefghijklmnopqrst.supabase.co"`,
    ]);
    // A host that injects an inline script changes the page's hashes, not the policy.
    const injected = [...scripts, "'sha256-injected='"];
    expect(
      headerProblems(served(built), API, { scripts: injected, styles: [] }),
    ).toEqual([
      `Content-Security-Policy: script-src is "'self' ${scripts.join(" ")}", expected "'self' ${injected.join(" ")}"`,
    ]);
    const extra = {
      ...built,
      "Content-Security-Policy": `${built["Content-Security-Policy"]}; upgrade-insecure-requests`,
    };
    expect(headerProblems(served(extra), API, page)).toEqual([
      "Content-Security-Policy: upgrade-insecure-requests is not in the build's policy",
    ]);
  });

  it("wants style-src-attr to allow the page's style attributes, by hash only", () => {
    const page = { scripts, styles: faqStyles };
    const [hash] = faqStyles;
    // The policy of a build made before its pages were rendered.
    expect(headerProblems(served(withAttr("'none'")), API, page)).toEqual([
      `Content-Security-Policy: style-src-attr does not allow the page's style attributes ${hash}`,
    ]);
    expect(
      headerProblems(
        served(withAttr(`'unsafe-hashes' ${otherStyle}`)),
        API,
        page,
      ),
    ).toEqual([
      `Content-Security-Policy: style-src-attr does not allow the page's style attributes ${hash}`,
    ]);
    expect(headerProblems(served(withAttr(hash!)), API, page)).toEqual([
      "Content-Security-Policy: style-src-attr lacks 'unsafe-hashes', without which its hashes allow no attribute",
    ]);
    expect(
      headerProblems(
        served(withAttr(`'unsafe-hashes' 'unsafe-inline' ${hash}`)),
        API,
        page,
      ),
    ).toEqual([
      "Content-Security-Policy: style-src-attr holds 'unsafe-inline'; it must hold only 'unsafe-hashes' and hashes",
    ]);
    const { "Content-Security-Policy": policy } = built;
    expect(
      headerProblems(
        served({
          ...built,
          "Content-Security-Policy": policy!.replace(
            /; style-src-attr [^;]+/,
            "",
          ),
        }),
        API,
        page,
      ),
    ).toEqual(["Content-Security-Policy: style-src-attr is missing"]);
  });

  it("checks only style-src-attr on the other pages", () => {
    expect(styleAttributeProblems(served(built), faqStyles)).toEqual([]);
    expect(
      styleAttributeProblems(served(withAttr("'none'")), faqStyles),
    ).toEqual([
      `Content-Security-Policy: style-src-attr does not allow the page's style attributes ${faqStyles[0]}`,
    ]);
    expect(styleAttributeProblems(served({}), faqStyles)).toEqual([
      "Content-Security-Policy is missing",
    ]);
  });

  it("reads which project a policy was built for", () => {
    expect(builtForOrigin(built["Content-Security-Policy"]!)).toBe(API);
    expect(builtForOrigin(null)).toBeNull();
    expect(builtForOrigin("default-src 'self'")).toBeNull();
  });
});
