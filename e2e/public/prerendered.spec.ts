import type { APIResponse, Page } from "@playwright/test";

import { prerenderedPages } from "../../src/app/page-meta.ts";
import { paths } from "../../src/config/paths.ts";
import { site } from "../../src/config/site.ts";
import { testimonials } from "../../src/features/marketing/content/testimonials.ts";
import { expect, isNarrow, test, type Backend } from "../fixtures.ts";

/**
 * What each pre-rendered page must say before any script runs: the title the page declares, its
 * heading, and a sentence of its main text (for the home page, one from below the fold).
 */
const pages = [
  {
    route: "home",
    title: "Premium E-Hailing in Lagos",
    heading: "Premium rides across Lagos, on your schedule.",
    text: "How It Works",
  },
  {
    route: "bookARide",
    title: "Book a Ride",
    heading: "Book a Ride",
    text: "Reserve a Standard, Premium, Airport & Hotel Transfer or Corporate ride across Lagos",
  },
  {
    route: "services",
    title: "Services",
    heading: "Our Services",
    text: "airport and hotel transfers, corporate travel and fleet management",
  },
  {
    route: "business",
    title: "Business",
    heading: "EkoLuxe for Business",
    text: "Benefits for Your Business",
  },
  {
    route: "drivers",
    title: "Drive with Us",
    heading: "Drive with EkoLuxe",
    text: "Benefits for Drivers",
  },
  {
    route: "driversApply",
    title: "Apply to Drive",
    heading: "Apply to Drive",
    text: "What happens next",
  },
  {
    route: "ourFleet",
    title: "Our Fleet",
    heading: "Our Fleet",
    text: "maintained to a premium standard",
  },
  {
    route: "about",
    title: "About Us",
    heading: "About EkoLuxe",
    text: "Our Values",
  },
  {
    route: "careers",
    title: "Careers",
    heading: "Careers",
    text: "These are the roles we are hiring for now.",
  },
  {
    route: "faq",
    title: "FAQ",
    heading: "Frequently Asked Questions",
    text: "Can my company open a corporate account?",
  },
  {
    route: "contact",
    title: "Contact Us",
    heading: "Contact Us",
    text: "Questions, feedback or a special request?",
  },
  {
    route: "contactSales",
    title: "Contact Sales",
    heading: "Contact Sales",
    text: "From first call to corporate account",
  },
  {
    route: "auth",
    title: "Login or Sign Up",
    heading: "Welcome to EkoLuxe",
    text: "Forgot password?",
  },
  {
    route: "forgotPassword",
    title: "Forgot password",
    heading: "Forgot your password?",
    text: "Send reset link",
  },
  {
    route: "privacy",
    title: "Privacy Policy",
    heading: "Privacy Policy",
    text: "Nigeria Data Protection Act 2023",
  },
  {
    route: "terms",
    title: "Terms of Service",
    heading: "Terms of Service",
    text: "About these terms",
  },
] as const;

/** The text of an HTML fragment as a reader sees it: tags dropped, entities decoded. */
function textOf(html: string): string {
  return (
    html
      .replace(/<script\b[\s\S]*?<\/script>/g, " ")
      // Comments (React's text separators) and inline elements join their text; blocks separate it.
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<\/?(?:span|em|strong|b|i|a|small|abbr)\b[^>]*>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/\s+/g, " ")
      .trim()
  );
}

function attribute(html: string, tag: RegExp, name: string): string | null {
  const element = tag.exec(html)?.[0];
  const value = element && new RegExp(`${name}="([^"]*)"`).exec(element)?.[1];
  return value === undefined || value === null ? null : textOf(value);
}

const meta = (html: string, key: string) =>
  attribute(
    html,
    new RegExp(`<meta (?:name|property)="${key}"[^>]*>`),
    "content",
  );

/** The markup React rendered into #root, as the server sent it. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"');
  return html.slice(start, end > start ? end : html.indexOf("</body>"));
}

/** The HTML a crawler or a link preview gets: the response as sent, no script run. */
async function served(page: Page, path: string): Promise<APIResponse> {
  return page.request.get(path, { headers: { accept: "text/html" } });
}

/**
 * Names, e-mail addresses and phone numbers of every account and booking in the database, but
 * for the testimonial names the marketing copy quotes (the demo accounts borrow a few of them).
 */
async function personalData(backend: Backend): Promise<string[]> {
  const quoted = new Set(testimonials.map((testimonial) => testimonial.name));
  const [profiles, bookings] = await Promise.all([
    backend.service.from("profiles").select("full_name, phone").limit(500),
    backend.service
      .from("bookings")
      .select("customer_name, customer_email, customer_phone")
      .limit(500),
  ]);
  if (profiles.error) throw profiles.error;
  if (bookings.error) throw bookings.error;
  return [
    ...profiles.data.flatMap((row) => [row.full_name, row.phone]),
    ...bookings.data.flatMap((row) => [
      row.customer_name,
      row.customer_email,
      row.customer_phone,
    ]),
  ].filter(
    (value): value is string =>
      Boolean(value && value.length > 5) && !quoted.has(value!),
  );
}

test.describe("the HTML each public page is served, before any script runs", () => {
  // One browser is enough for what the server sends.
  test.skip(({ page }) => isNarrow(page), "the same HTML at every width");

  for (const expected of pages) {
    const path = paths[expected.route].path;
    const page = prerenderedPages[expected.route]!;
    test(`${path}: its heading, text, title, description and share tags`, async ({
      page: browser,
    }) => {
      const response = await served(browser, path);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe(
        "public, max-age=60, must-revalidate",
      );
      const html = await response.text();
      const root = rootOf(html);
      expect(textOf(/<h1\b[\s\S]*?<\/h1>/.exec(root)?.[0] ?? "")).toBe(
        expected.heading,
      );
      expect(textOf(root)).toContain(expected.text);
      const title = `${expected.title} | ${site.name}`;
      expect(textOf(/<title>[\s\S]*?<\/title>/.exec(html)?.[0] ?? "")).toBe(
        title,
      );
      expect(meta(html, "description")).toBe(page.description);
      expect(meta(html, "og:title")).toBe(title);
      expect(meta(html, "og:description")).toBe(page.description);
      expect(meta(html, "twitter:card")).toBe("summary_large_image");
      const indexed = page.index !== false;
      const canonical = attribute(html, /<link rel="canonical"[^>]*>/, "href");
      expect(canonical).toBe(
        indexed ? `${site.origin}${path === "/" ? "/" : path}` : null,
      );
      expect(meta(html, "robots")).toBe(indexed ? null : "noindex");

      // The share image is a real 1200x630 JPEG the site serves.
      const image = new URL(meta(html, "og:image")!);
      expect(image.origin).toBe(site.origin);
      expect(meta(html, "og:image:width")).toBe("1200");
      expect(meta(html, "og:image:height")).toBe("630");
      const file = await browser.request.get(image.pathname);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/jpeg");
    });
  }

  test("the fleet page carries the public fleet, read from the backend at build time", async ({
    page,
    backend,
  }) => {
    const html = await (await served(page, "/our-fleet")).text();
    // What the page was rendered with, handed to the browser to start from.
    const data =
      /<script type="application\/json" id="prerendered-queries">([\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
    const baked = (
      JSON.parse(data!) as {
        queries: {
          queryKey: unknown[];
          state: { data: { id: string; model: string }[] };
        }[];
      }
    ).queries.find((query) => query.queryKey.join() === "fleet,public")!.state
      .data;
    expect(baked.length).toBeGreaterThan(0);
    const text = textOf(rootOf(html));
    for (const vehicle of baked) expect(text).toContain(vehicle.model);
    // Real vehicles (other specs may have added some since the build).
    const { data: rows, error } = await backend.service
      .from("fleets")
      .select("id")
      .in(
        "id",
        baked.map((vehicle) => vehicle.id),
      );
    if (error) throw error;
    expect(rows).toHaveLength(baked.length);
  });

  test("the home page tells search engines who runs it: a Lagos business and its taxi service", async ({
    page,
  }) => {
    const html = await (await served(page, "/")).text();
    const json =
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
    const graph = (
      JSON.parse(json!) as { "@graph": Record<string, unknown>[] }
    )["@graph"];
    const business = graph.find((node) => node["@type"] === "LocalBusiness")!;
    expect(business).toMatchObject({
      name: site.name,
      telephone: site.phone,
      address: { addressRegion: "Lagos", addressCountry: "NG" },
      areaServed: { "@type": "City", name: "Lagos" },
      openingHours: "Mo-Su 00:00-23:59",
    });
    expect(graph.find((node) => node["@type"] === "TaxiService")).toMatchObject(
      { provider: { "@id": business["@id"] } },
    );
  });

  test("no page carries anyone's personal data or a session", async ({
    page,
    backend,
  }) => {
    const personal = await personalData(backend);
    expect(personal.length).toBeGreaterThan(10);
    for (const expected of pages) {
      const html = await (
        await served(page, paths[expected.route].path)
      ).text();
      const text = textOf(html);
      expect(html).not.toMatch(/access_token|refresh_token/);
      // The only addresses on a public page: the operator's own, and a field's example.
      for (const [address] of html.matchAll(/[\w.+-]+@[\w-]+\.[\w.]+/g))
        expect(address).toMatch(
          new RegExp(
            `^(${site.email.replace(/\./g, "\\.")}|[\\w.]+@example\\.com)$`,
          ),
        );
      for (const value of personal) expect(text).not.toContain(value);
    }
  });

  test("personal addresses get the empty shell, kept out of search results; unknown ones the 404 page", async ({
    page,
  }) => {
    for (const path of [
      "/ride/EKL-0000/aaaaaaaaaaaaaaaaaaaa",
      "/my-rides",
      "/account",
      "/owner-portal",
      "/admin/dashboard",
    ]) {
      const response = await served(page, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["x-robots-tag"]).toBe("noindex");
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(meta(html, "robots")).toBe("noindex");
    }
    const missing = await served(page, "/no-such-page");
    expect(missing.status()).toBe(404);
    const html = await missing.text();
    expect(textOf(/<h1\b[\s\S]*?<\/h1>/.exec(html)?.[0] ?? "")).toBe(
      "Page Not Found",
    );
    expect(meta(html, "robots")).toBe("noindex");
  });

  test("sitemap.xml lists every indexable page and nothing else; robots.txt points to it", async ({
    page,
  }) => {
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, url]) => new URL(url!).pathname,
    );
    const indexable = pages
      .filter((expected) => prerenderedPages[expected.route]!.index !== false)
      .map((expected) => paths[expected.route].path);
    expect(listed.sort()).toEqual([...indexable].sort());
    const robots = await (await page.request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/admin\/$/m);
    expect(robots).toMatch(/^Disallow: \/ride\/$/m);
    expect(robots).toMatch(/^Disallow: \/owner-portal$/m);
  });

  test("a pre-rendered page fetches no code before it paints; hashed assets are cached for a year", async ({
    page,
  }) => {
    const html = await (await served(page, "/")).text();
    expect(html).toMatch(/^<html data-prerendered/m);
    expect(html).not.toMatch(/<script [^>]*src=|<link rel="modulepreload"/);
    const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(
      html,
    )?.[1];
    // The shell of the personal pages starts its code at once: it has nothing to show without it.
    const shell = await (await served(page, "/my-rides")).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(
      shell,
    )?.[1];
    for (const asset of [stylesheet!, entry!]) {
      const response = await page.request.get(asset);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe(
        "public, max-age=31536000, immutable",
      );
    }
  });
});
