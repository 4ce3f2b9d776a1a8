import type { Page } from "@playwright/test";

import { prerenderTargets } from "../../scripts/prerender/site-files.ts";
import { paths } from "../../src/config/paths.ts";
import { expect, test, useSession, type DemoRole } from "../admin/fixtures.ts";
import { isNarrow } from "../fixtures.ts";

/** Everything the page reports as going wrong while React adopts its HTML. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type()))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Resolves once React has taken over #root (hydrateRoot marks the container). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return (
      root !== null &&
      Object.keys(root).some((key) => key.startsWith("__reactContainer$"))
    );
  });
  await page.waitForLoadState("networkidle");
}

/** Marks the document, so a later check can tell an in-app navigation from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { sameDocument?: boolean }).sameDocument,
  );

const pages = prerenderTargets().filter((target) => target.path !== "/404");

test.describe("a pre-rendered page comes alive without a mismatch", () => {
  for (const target of pages) {
    test(`${target.path}: hydrates without a warning, then navigates inside the app`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const response = await page.goto(target.path);
      expect(response?.status()).toBe(200);
      // The server's heading is on screen before React runs, and stays the same node after.
      const heading = page.getByRole("heading", { level: 1 });
      const before = await heading.evaluate((node) => {
        (node as unknown as { fromServer: boolean }).fromServer = true;
        return node.textContent;
      });
      await hydrated(page);
      await expect(heading).toHaveText(before!);
      expect(
        await heading.evaluate(
          (node) => (node as unknown as { fromServer?: boolean }).fromServer,
        ),
      ).toBe(true);

      // The page is live: the header's links route inside the app, without a page load.
      await markDocument(page);
      if (isNarrow(page))
        await page.getByRole("button", { name: "Open menu" }).click();
      const nav = page.getByRole("navigation", {
        name: isNarrow(page) ? "Mobile" : "Main",
      });
      const destination = target.path === "/services" ? "Business" : "Services";
      await nav.getByRole("link", { name: destination, exact: true }).click();
      await expect(page).toHaveURL(
        destination === "Services" ? /\/services$/ : /\/business$/,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        destination === "Services" ? "Our Services" : "EkoLuxe for Business",
      );
      expect(await sameDocument(page)).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  test("the 404 page hydrates too, and its link goes home inside the app", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await markDocument(page);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await sameDocument(page)).toBe(true);
    // The browser reports the document's own 404 status; nothing else may go wrong.
    expect(
      problems.filter((problem) => !/status of 404/.test(problem)),
    ).toEqual([]);
  });

  for (const role of ["customer", "admin"] as const satisfies DemoRole[])
    test(`signed in as the ${role}, the public HTML turns into the signed-in header after hydration`, async ({
      page,
      sessions,
    }) => {
      await useSession(page, await sessions(role));
      const problems = watchConsole(page);
      await page.goto("/about");
      await hydrated(page);
      if (isNarrow(page))
        await page.getByRole("button", { name: "Open menu" }).click();
      await expect(
        page.getByRole("button", { name: "Logout" }).first(),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
      expect(problems).toEqual([]);
    });

  test("a shared ride link renders in the empty shell", async ({
    page,
    backend,
  }) => {
    const link = await backend.service
      .from("ride_links")
      .select("manage_token, bookings!inner(reference, status)")
      .eq("bookings.status", "confirmed")
      .limit(1)
      .single();
    if (link.error) throw link.error;
    const problems = watchConsole(page);
    const response = await page.goto(
      paths.ride.href(link.data.bookings.reference, link.data.manage_token),
    );
    expect(await response?.text()).toContain('<div id="root"></div>');
    await expect(
      page.getByText(link.data.bookings.reference).first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
      "This ride link is not valid",
    );
    expect(problems).toEqual([]);
  });
});
