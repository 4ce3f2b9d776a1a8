import type { Page } from "@playwright/test";

import { expect, isNarrow, test, uniqueEmail } from "../fixtures.ts";

/** The header's actions; on phones they sit in the menu, opened first. */
async function headerActions(page: Page) {
  if (isNarrow(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    return page.locator("#mobile-menu");
  }
  return page.getByRole("banner");
}

function toast(page: Page, title: string | RegExp) {
  return page.getByRole("status").filter({ hasText: title }).first();
}

test("sign up confirms the address by e-mail and signs the new customer in; logout signs them out", async ({
  page,
  backend,
  mail,
}) => {
  const email = uniqueEmail("signup");
  await page.goto("/auth");
  await expect(page).toHaveTitle(/Login|Sign|Account|Auth/i);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const panel = page.getByRole("tabpanel", { name: "Sign Up" });
  await panel.getByLabel("Full Name").fill("Chioma Nwosu");
  await panel.getByLabel("Email", { exact: true }).fill(email);
  await panel
    .getByLabel("Password", { exact: true })
    .fill("correct-horse-battery");
  await panel.getByRole("button", { name: "Sign Up", exact: true }).click();

  await expect(toast(page, "Check your email")).toContainText(
    `We sent a confirmation link to ${email}.`,
  );
  const { url } = await mail.authLink(email);
  expect(new URL(url).searchParams.get("type")).toBe("signup");
  await page.goto(url);
  await expect(toast(page, "Email confirmed")).toBeVisible();
  await expect(page).toHaveURL("/");
  const { data } = await backend.service.auth.admin.listUsers({
    perPage: 1000,
  });
  expect(data.users.some((user) => user.email === email)).toBe(true);

  const actions = await headerActions(page);
  await expect(actions.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await actions.getByRole("button", { name: "Logout" }).click();
  await expect(toast(page, "Logged Out")).toBeVisible();
  await expect(page).toHaveURL("/");
  const after = await headerActions(page);
  await expect(after.getByRole("link", { name: "Book a Ride" })).toBeVisible();
  await expect(after.getByRole("button", { name: "Logout" })).toHaveCount(0);
});

test("login with the wrong password is refused and keeps the e-mail", async ({
  page,
}) => {
  await page.goto("/auth");
  const panel = page.getByRole("tabpanel", { name: "Login" });
  await panel.getByLabel("Email or username").fill("customer@ekoluxe.ng");
  await panel.getByLabel("Password", { exact: true }).fill("not-the-password");
  await panel.getByRole("button", { name: "Login", exact: true }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /Failed/ })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await expect(panel.getByLabel("Email or username")).toHaveValue(
    "customer@ekoluxe.ng",
  );
});

test("an admin logs in and the nav offers Admin and Logout", async ({
  page,
}) => {
  await page.goto("/auth");
  const panel = page.getByRole("tabpanel", { name: "Login" });
  await panel.getByLabel("Email or username").fill("admin@ekoluxe.ng");
  await panel.getByLabel("Password", { exact: true }).fill("ekoluxe-demo");
  await panel.getByRole("button", { name: "Login", exact: true }).click();
  await expect(toast(page, "Login Successful")).toBeVisible();
  await page.goto("/services");
  const actions = await headerActions(page);
  await expect(actions.getByRole("link", { name: "Admin" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Logout" })).toBeVisible();
});
