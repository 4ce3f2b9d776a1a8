import type { Page } from "@playwright/test";

import { expect, test } from "../fixtures.ts";

function h1(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name });
}

test("services lists five service cards", async ({ page }) => {
  await page.goto("/services");
  await expect(page).toHaveTitle(/Services/);
  await expect(h1(page, "Our Services")).toBeVisible();
  const cards = page.getByRole("region", { name: "Our services" });
  await expect(cards.locator(":scope > ul > li")).toHaveCount(5);
  // The cards are the page's sections: each heading sits right under the h1.
  await expect(cards.getByRole("heading", { level: 2 })).toHaveCount(5);
});

test("business shows its benefits and leads to contact sales", async ({
  page,
}) => {
  await page.goto("/business");
  await expect(h1(page, "EkoLuxe for Business")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Benefits for Your Business" }),
  ).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: "Contact Sales" })
    .click();
  await expect(page).toHaveURL("/contact-sales");
});

test("drive with us shows its benefits and leads to the application", async ({
  page,
}) => {
  await page.goto("/drivers");
  await expect(h1(page, "Drive with EkoLuxe")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Benefits for Drivers" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Apply to Drive" }).click();
  await expect(page).toHaveURL("/drivers/apply");
});

test("about tells the story and the values", async ({ page }) => {
  await page.goto("/about");
  await expect(page).toHaveTitle(/About Us/);
  await expect(h1(page, "About EkoLuxe")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Values" })).toBeVisible();
});

test("careers openings expand and Apply Now says the feature is coming", async ({
  page,
}) => {
  await page.goto("/careers");
  await expect(h1(page, "Careers")).toBeVisible();
  const openings = page
    .getByRole("region", { name: "Open Positions" })
    .getByRole("button", { expanded: false });
  await expect(openings).toHaveCount(3);

  const first = openings.filter({ hasText: "Fleet Operations Manager" });
  await first.click();
  const trigger = page.getByRole("button", {
    name: /Fleet Operations Manager/,
  });
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: "Apply Now" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Feature Coming Soon" }).first(),
  ).toBeVisible();
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
});

test("the FAQ answers six questions", async ({ page }) => {
  await page.goto("/faq");
  await expect(h1(page, "Frequently Asked Questions")).toBeVisible();
  const questions = page
    .getByRole("region", { name: "Questions and answers" })
    .locator("button[aria-expanded]");
  await expect(questions).toHaveCount(6);
  await questions.first().click();
  await expect(questions.first()).toHaveAttribute("aria-expanded", "true");
});
