import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { LocalConfig } from "../../../supabase/local/index.ts";
import { uniqueEmail } from "../support.ts";
import { signedIn } from "./account-support.ts";
import { startAuthHarness, type AuthHarness } from "./harness.ts";
import { linkIn } from "./helpers.ts";

/**
 * GoTrue's GetReferrer / IsRedirectURLValid (internal/utilities/request.go): the fixture's
 * site_url is http://127.0.0.1:5173, with http://127.0.0.1:4173 and http://localhost:5173 allowed.
 */
let harness: AuthHarness;
let defaults: LocalConfig["auth"];
let email: string;

beforeAll(async () => {
  harness = await startAuthHarness();
  defaults = structuredClone(harness.ctx.config.auth);
  ({ email } = await signedIn(harness));
});
afterAll(() => harness?.stop());
beforeEach(() => {
  harness.ctx.config.auth = structuredClone(defaults);
});

/** The redirect GoTrue puts in a recovery link for `requested` (and a Referer header). */
async function redirectFor(
  requested: string | undefined,
  referer?: string,
): Promise<string | null> {
  const query = requested
    ? `?redirect_to=${encodeURIComponent(requested)}`
    : "";
  const response = await fetch(`${harness.apiUrl}/auth/v1/recover${query}`, {
    method: "POST",
    headers: {
      apikey: harness.anonKey,
      "content-type": "application/json",
      ...(referer ? { referer } : {}),
    },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  const link = new URL(linkIn((await harness.mailTo(email))[0]));
  return link.searchParams.get("redirect_to");
}

const SITE = "http://127.0.0.1:5173";

describe("redirects", () => {
  it.each([
    ["the site, any path", `${SITE}/auth/confirm?next=%2Faccount`],
    [
      "the site's loopback host on another port",
      "http://127.0.0.1:4451/auth/confirm",
    ],
    ["any loopback address, whatever the scheme", "https://127.0.0.2:9000/x"],
    ["IPv6 loopback", "http://[::1]:3000/x"],
    ["an allowed URL exactly", "http://localhost:5173"],
    ["an allowed URL, fragment aside", "http://localhost:5173#section"],
  ])("allows %s", async (_, url) => {
    expect(await redirectFor(url)).toBe(url);
  });

  it.each([
    ["another port of a named host not in the list", "http://localhost:9999/x"],
    [
      "a path under an exact (glob-free) entry",
      "http://localhost:5173/auth/confirm",
    ],
    ["a foreign site", "https://evil.example.com/steal"],
    ["an IP written as one decimal number", "http://2130706433/x"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "/auth/confirm"],
    ["a host with odd characters", "http://ev!l.example.com/"],
  ])("refuses %s, falling back to the site URL", async (_, url) => {
    expect(await redirectFor(url)).toBe(SITE);
  });

  it("matches additional_redirect_urls as GoTrue's globs, with . and / as separators", async () => {
    harness.ctx.config.auth.additionalRedirectUrls = [
      "https://*.ekoluxe.ng/**",
      "https://ekoluxe.ng/auth/*",
      "ekoluxe://callback",
    ];
    for (const allowed of [
      "https://app.ekoluxe.ng/auth/confirm?x=1",
      "https://ekoluxe.ng/auth/confirm",
      "ekoluxe://callback",
    ])
      expect(await redirectFor(allowed)).toBe(allowed);
    for (const refused of [
      "https://a.b.ekoluxe.ng/",
      "https://ekoluxe.ng/auth/confirm/again",
      "https://ekoluxe.ng/auth/confirm.html",
      "https://evil.example.com/?u=https://app.ekoluxe.ng/",
    ])
      expect(await redirectFor(refused)).toBe(SITE);
  });

  it("holds a named site to its scheme and port", async () => {
    harness.ctx.config.auth.siteUrl = "https://ekoluxe.ng";
    expect(await redirectFor("https://ekoluxe.ng/auth/confirm")).toBe(
      "https://ekoluxe.ng/auth/confirm",
    );
    expect(await redirectFor("http://ekoluxe.ng/auth/confirm")).toBe(
      "https://ekoluxe.ng",
    );
    expect(await redirectFor("https://ekoluxe.ng:8443/auth/confirm")).toBe(
      "https://ekoluxe.ng",
    );
  });

  it("falls back to an allowed Referer before the site URL, as GetReferrer does", async () => {
    const page = "http://127.0.0.1:4451/auth/forgot-password";
    expect(await redirectFor("https://evil.example.com/", page)).toBe(page);
    expect(await redirectFor(undefined, page)).toBe(page);
    expect(
      await redirectFor(
        "https://evil.example.com/",
        "https://evil.example.com/",
      ),
    ).toBe(SITE);
  });

  it("sends a verified link to the site URL when its redirect is not allowed", async () => {
    await harness.client().auth.resetPasswordForEmail(email);
    const link = new URL(linkIn((await harness.mailTo(email))[0]));
    link.searchParams.set("redirect_to", "https://evil.example.com/");
    const response = await fetch(link, { redirect: "manual" });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/`);
    expect(new URLSearchParams(location.hash.slice(1)).get("type")).toBe(
      "recovery",
    );
  });
});

describe("the site URL", () => {
  it("comes from SITE_URL in the runtime's environment, over [auth] site_url", async () => {
    process.env.SITE_URL = "http://127.0.0.1:4451";
    let other: AuthHarness | undefined;
    try {
      other = await startAuthHarness();
    } finally {
      delete process.env.SITE_URL;
    }
    try {
      expect(other.ctx.config.auth.siteUrl).toBe("http://127.0.0.1:4451");
      const account = uniqueEmail("site");
      await other.admin().auth.admin.inviteUserByEmail(account, {
        redirectTo: "https://evil.example.com/",
      });
      const link = new URL(linkIn((await other.mailTo(account))[0]));
      expect(link.searchParams.get("redirect_to")).toBe(
        "http://127.0.0.1:4451",
      );
    } finally {
      await other.stop();
    }
  });
});
