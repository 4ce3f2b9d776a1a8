import { describe, expect, it } from "vitest";

import {
  businessJsonLd,
  pageHead,
  scriptJson,
  shellHead,
} from "../../../scripts/prerender/head.ts";
import { siteOrigin } from "../../../scripts/prerender/plugin.ts";
import {
  fileOf,
  matchesPattern,
  prerenderTargets,
  redirectsFile,
  robotsTxt,
  shellPaths,
  sitemapXml,
} from "../../../scripts/prerender/site-files.ts";
import { homePage, queryLayoutPages } from "../../../src/app/public-pages.ts";
import { paths } from "../../../src/config/paths.ts";

const ORIGIN = "https://ekoluxe.ng";

describe("which pages are rendered at build", () => {
  it("every public page with nothing personal on it, and the 404 page", () => {
    const rendered = prerenderTargets().map((target) => target.path);
    expect(rendered).toEqual(
      expect.arrayContaining([
        "/",
        "/services",
        "/business",
        "/drivers",
        "/our-fleet",
        "/about",
        "/careers",
        "/faq",
        "/contact",
        "/contact-sales",
        "/book-a-ride",
        "/auth",
        "/404",
      ]),
    );
    for (const personal of [
      paths.ride.path,
      paths.rideReceipt.path,
      paths.myRides.path,
      paths.account.path,
      paths.authConfirm.path,
    ])
      expect(rendered).not.toContain(personal);
  });

  it("leaves no public page unaccounted for: each is rendered or served the shell", () => {
    const rendered = new Set(prerenderTargets().map((target) => target.path));
    const shell = new Set(shellPaths());
    for (const page of [homePage, ...queryLayoutPages]) {
      const path = paths[page.route].path;
      expect(rendered.has(path) !== shell.has(path), path).toBe(true);
    }
  });

  it("writes each page where a static host serves it without a trailing slash", () => {
    expect(fileOf("/")).toBe("index.html");
    expect(fileOf("/our-fleet")).toBe("our-fleet.html");
    expect(fileOf("/drivers/apply")).toBe("drivers/apply.html");
    const notFound = prerenderTargets().find(
      (target) => target.path === "/404",
    );
    expect(notFound).toMatchObject({ file: "404.html", indexed: false });
  });
});

describe("what the host is told", () => {
  it("serves the shell, with 200, at every personal address and the back office", () => {
    const lines = redirectsFile().split("\n");
    expect(lines).toContain("/ride/:reference/:token  /app.html  200");
    expect(lines).toContain("/admin/*  /app.html  200");
    expect(lines).toContain("/owner-portal  /app.html  200");
    expect(lines.some((line) => line.startsWith("/*"))).toBe(false);
  });

  it("matches addresses as Netlify and Cloudflare Pages do", () => {
    expect(matchesPattern("/ride/:reference/:token", "/ride/EKL-1/abc")).toBe(
      true,
    );
    expect(matchesPattern("/ride/:reference/:token", "/ride/EKL-1")).toBe(
      false,
    );
    expect(matchesPattern("/admin/*", "/admin/booking/x")).toBe(true);
    expect(matchesPattern("/admin/*", "/administrator")).toBe(false);
    expect(matchesPattern("/*", "/anything/at/all")).toBe(true);
    expect(matchesPattern("/our-fleet", "/our-fleet")).toBe(true);
    expect(matchesPattern("/our-fleet", "/our-fleet/x")).toBe(false);
  });

  it("lists exactly the indexable pages in the sitemap, at the site's origin", () => {
    const targets = prerenderTargets();
    const listed = [
      ...sitemapXml(ORIGIN, targets).matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map(([, url]) => url);
    expect(listed).toEqual(
      targets
        .filter((target) => target.indexed)
        .map((target) => `${ORIGIN}${target.path}`),
    );
    expect(listed).not.toContain(`${ORIGIN}/auth`);
    expect(listed).not.toContain(`${ORIGIN}/404`);
  });

  it("keeps crawlers out of personal pages and points them at the sitemap", () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const path of ["/ride/", "/owner-portal", "/admin/", "/my-rides"])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("a page's head", () => {
  const page = {
    description: 'Fares in naira & "no surprises" <today>',
  };

  it("says the page's title, description, canonical URL and share card, escaped", () => {
    const head = pageHead({
      title: "Our Fleet | EkoLuxe",
      path: "/our-fleet",
      page,
      origin: ORIGIN,
    });
    expect(head).toContain("<title>Our Fleet | EkoLuxe</title>");
    expect(head).toContain(
      '<meta name="description" content="Fares in naira &amp; &quot;no surprises&quot; &lt;today&gt;" />',
    );
    expect(head).toContain(
      `<link rel="canonical" href="${ORIGIN}/our-fleet" />`,
    );
    expect(head).toContain(
      `<meta property="og:image" content="${ORIGIN}/og/our-fleet.jpg" />`,
    );
    expect(head).toContain(
      '<meta name="twitter:card" content="summary_large_image" />',
    );
    expect(head).toContain('<meta name="twitter:site" content="@ekoluxe" />');
    expect(head).not.toContain("noindex");
    expect(head).not.toContain("ld+json");
  });

  it("is noindex, without a canonical URL, for pages kept out of search", () => {
    const head = pageHead({
      title: "Login or Sign Up | EkoLuxe",
      path: "/auth",
      page: { ...page, index: false },
      origin: ORIGIN,
    });
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain("canonical");
    // A page without its own share image uses the site's.
    expect(head).toContain(`${ORIGIN}/og/ekoluxe-og.jpg`);
    expect(shellHead()).toContain('<meta name="robots" content="noindex" />');
  });

  it("carries the business's structured data on request, safe inside its script", () => {
    const head = pageHead({
      title: "EkoLuxe",
      path: "/",
      page,
      origin: ORIGIN,
      business: true,
    });
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(
      head,
    )?.[1];
    expect(JSON.parse(json!)).toEqual(businessJsonLd(ORIGIN));
    expect(scriptJson({ name: "</script><script>alert(1)" })).not.toContain(
      "</script>",
    );
  });
});

describe("the site's origin", () => {
  it("is the configured one, without a trailing slash, and must be an origin", () => {
    expect(siteOrigin({})).toBe("https://ekoluxe.ng");
    expect(siteOrigin({ SITE_URL: "https://staging.ekoluxe.ng/" })).toBe(
      "https://staging.ekoluxe.ng",
    );
    expect(() => siteOrigin({ SITE_URL: "ekoluxe.ng" })).toThrow(
      /SITE_URL must be the site's origin/,
    );
    expect(() => siteOrigin({ SITE_URL: "https://ekoluxe.ng/app" })).toThrow(
      /SITE_URL must be the site's origin/,
    );
  });
});
