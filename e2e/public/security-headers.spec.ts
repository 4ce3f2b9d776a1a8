import type { Page, Response } from "@playwright/test";

import { publicRoutes } from "../../scripts/route-preload-plugin.ts";
import {
  apiUrl,
  expect,
  isNarrow,
  scrollThrough,
  test,
  type Backend,
} from "../fixtures.ts";

/**
 * Everything the page reports as going wrong: CSP violations (from the event, which fires even
 * for a blocked call the code catches) and every console error (a font the browser cannot
 * decode, a failed request, an uncaught exception).
 */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`,
      );
    });
  });
  return problems;
}

/** Waits until the page is done: requests settled, lazy sections rendered, fonts decoded. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await scrollThrough(page);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
}

function expectSecurityHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  const csp = headers["content-security-policy"] ?? "";
  const api = new URL(apiUrl);
  expect(csp).toMatch(/(^|; )script-src 'self'( 'sha256-[\w+/=]+')+(;|$)/);
  expect(csp).toContain(`connect-src 'self' ${api.origin} ws://${api.host}`);
  expect(csp).toContain(`img-src 'self' data: ${apiUrl}/storage/v1/`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("geolocation=(self)");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["permissions-policy"]).toContain("microphone=()");
}

const fontFailures = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === "error")
      .map((face) => face.family),
  );

// Every page a visitor can land on, as the build's route table lists them, and the not-found page.
const paths = [...publicRoutes.map((route) => route.path), "/no-such-page"];

for (const path of paths) {
  test(`${path} is served with the security headers and runs under them without an error`, async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    const response = await page.goto(path);
    expectSecurityHeaders(response);
    await settle(page);
    // An unknown address is answered with the 404 page and its status, which the browser reports.
    const missing = response?.status() === 404;
    expect(
      problems.filter(
        (problem) => !(missing && /status of 404 \(Not Found\)/.test(problem)),
      ),
    ).toEqual([]);
    expect(await fontFailures(page)).toEqual([]);
  });
}

test("files are served as what they are, with the same headers", async ({
  page,
}) => {
  const response = await page.request.get("/favicon.svg");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toContain(
    "default-src 'self'",
  );
});

async function placeNames(backend: Backend): Promise<string[]> {
  const { data, error } = await backend.service
    .from("places")
    .select("name")
    .order("name")
    .limit(2);
  if (error) throw error;
  return data.map((row) => row.name);
}

test("the menu, the date popover and a select run under the policy, and the fare's naira sign draws", async ({
  page,
  backend,
}) => {
  const problems = await watchProblems(page);
  if (isNarrow(page)) {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  }

  const [pickup, dropoff] = await placeNames(backend);
  await page.goto(
    `/book-a-ride?${new URLSearchParams({ pickup: pickup!, dropoff: dropoff! })}`,
  );
  const form = page.getByRole("form", { name: "Book a ride" });
  await form.getByLabel("Pickup Date").click();
  const days = page.locator('[role="gridcell"] button:enabled');
  await expect(days.first()).toBeVisible();
  await days.last().click();
  await form.getByLabel("Service Type").click();
  await page.getByRole("option", { name: "Premium Ride" }).click();
  await expect(form.getByLabel("Service Type")).toHaveText("Premium Ride");
  await expect(page.getByTestId("fare-total")).toContainText("₦");
  await settle(page);
  expect(problems).toEqual([]);
  expect(await fontFailures(page)).toEqual([]);
});
