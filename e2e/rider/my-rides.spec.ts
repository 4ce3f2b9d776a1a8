import type { Page } from "@playwright/test";

import { expect, test, useSession } from "../admin/fixtures.ts";
import { blockingViolations } from "../axe.ts";
import { isNarrow } from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";

/** The header's actions; on phones they sit in the menu, opened first. */
async function headerActions(page: Page) {
  if (isNarrow(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    return page.locator("#mobile-menu");
  }
  return page.getByRole("banner");
}

test("signed out, My rides asks for a login and comes back after it", async ({
  page,
}) => {
  await page.goto("/my-rides?tab=past");
  await expect(page).toHaveURL(
    `/auth?${new URLSearchParams({ redirectTo: "/my-rides?tab=past" })}`,
  );
  const panel = page.getByRole("tabpanel", { name: "Login" });
  await panel.getByLabel("Email or username").fill("customer@ekoluxe.ng");
  await panel.getByLabel("Password", { exact: true }).fill("ekoluxe-demo");
  await panel.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL("/my-rides?tab=past");
  await expect(page.getByRole("tab", { name: "Past" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("list", { name: "Past rides" })).toBeVisible();
});

test("the demo customer reaches My rides from the header and pages through past rides", async ({
  page,
  sessions,
  backend,
}) => {
  await useSession(page, await sessions("customer"));
  await page.goto("/");
  const actions = await headerActions(page);
  await actions.getByRole("link", { name: "My rides" }).click();
  await expect(page).toHaveURL("/my-rides");
  await expect(page.getByRole("heading", { name: "My rides" })).toBeVisible();

  const upcoming = page.getByRole("list", { name: "Upcoming rides" });
  await expect(upcoming.getByRole("article").first()).toBeVisible();
  const first = upcoming.getByRole("article").first();
  const reference = (await first.getAttribute("aria-labelledby"))!.replace(
    /^ride-/,
    "",
  );
  const { data: token } = await backend.service
    .from("ride_links")
    .select("manage_token, bookings!inner(reference)")
    .eq("bookings.reference", reference)
    .single();
  await expect(
    first.getByRole("link", { name: `View ride ${reference}` }),
  ).toHaveAttribute("href", `/ride/${reference}/${token!.manage_token}`);

  await page.getByRole("tab", { name: "Past" }).click();
  await expect(page).toHaveURL("/my-rides?tab=past");
  const pager = page.getByRole("navigation", { name: "Past rides pages" });
  await expect(pager).toContainText(/Page 1 of \d+/);
  const firstPast = await page
    .getByRole("list", { name: "Past rides" })
    .getByRole("article")
    .first()
    .getAttribute("aria-labelledby");
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/my-rides?tab=past&page=2");
  await expect(pager).toContainText(/Page 2 of \d+/);
  await expect(page.locator(`[aria-labelledby="${firstPast}"]`)).toHaveCount(0);
});

test("an administrator with no rides sees the empty state with Book a Ride", async ({
  adminPage,
}, testInfo) => {
  await adminPage.goto("/my-rides");
  await expect(
    adminPage.getByRole("heading", { name: "No upcoming rides" }),
  ).toBeVisible();
  await expect(
    adminPage.getByRole("main").getByRole("link", { name: "Book a Ride" }),
  ).toHaveAttribute("href", "/book-a-ride");
  expect(await blockingViolations(adminPage)).toEqual([]);
  await saveScreenshot(
    adminPage,
    testInfo,
    `c2-my-rides-empty-${adminPage.viewportSize()?.width}`,
  );
});

test("My rides passes axe at 390 and 1280 px (both lists, the cancel and rate dialogs)", async ({
  page,
  sessions,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "sets both widths itself");
  test.setTimeout(60_000);
  await useSession(page, await sessions("customer"));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto("/my-rides");
    const upcoming = page.getByRole("list", { name: "Upcoming rides" });
    await expect(upcoming.getByRole("article").first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole("tablist").scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, `c2-my-rides-upcoming-${width}`);

    await upcoming
      .getByRole("button", { name: /^Cancel ride / })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Cancel ride" }).click();
    await expect(
      dialog.getByText("Please tell us why you are cancelling."),
    ).toBeVisible();
    expect(await blockingViolations(page, { afterAnimations: true })).toEqual(
      [],
    );
    await saveScreenshot(page, testInfo, `c2-cancel-dialog-${width}`);
    await dialog.getByText("Other", { exact: true }).click();
    await dialog.getByRole("button", { name: "Cancel ride" }).click();
    await expect(
      dialog.getByRole("textbox", { name: /Tell us more/ }),
    ).toHaveAttribute("aria-invalid", "true");
    expect(await blockingViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Keep my ride" }).click();

    await page.getByRole("tab", { name: "Past" }).click();
    const past = page.getByRole("list", { name: "Past rides" });
    await expect(past.getByRole("article").first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, `c2-my-rides-past-${width}`);
    await page
      .getByRole("navigation", { name: "Past rides pages" })
      .scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, `c2-my-rides-pager-${width}`);
    const rate = past.getByRole("button", { name: /^Rate ride / }).first();
    if (await rate.count()) {
      await rate.click();
      await expect(
        page.getByRole("group", { name: "How was your ride?" }),
      ).toBeVisible();
      expect(await blockingViolations(page, { afterAnimations: true })).toEqual(
        [],
      );
      await saveScreenshot(page, testInfo, `c2-rate-dialog-${width}`);
      await page.keyboard.press("Escape");
    }
  }
});
