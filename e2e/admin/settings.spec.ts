import type { Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";

import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import { blockingViolations } from "../axe.ts";
import { apiUrl, isNarrow, uniqueEmail } from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";
import { expect, test } from "./fixtures.ts";

const FIRST_PASSWORD = "first-secret-1";
const NEW_PASSWORD = "second-secret-2";

function toast(page: Page, title: string) {
  return page.getByRole("status").filter({ hasText: title }).first();
}

function codeFor(secret: string): string {
  return new OTPAuth.TOTP({ secret, digits: 6, period: 30 }).generate();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  const panel = page.getByRole("tabpanel", { name: "Login" });
  await panel.getByLabel("Email or username").fill(email);
  await panel.getByLabel("Password", { exact: true }).fill(password);
  await panel.getByRole("button", { name: "Login", exact: true }).click();
}

async function logOut(page: Page) {
  if (isNarrow(page)) {
    await page.getByRole("button", { name: "Open admin menu" }).click();
    await page
      .getByRole("dialog", { name: "Admin menu" })
      .getByRole("button", { name: "Logout" })
      .click();
  } else {
    await page
      .getByRole("banner")
      .getByRole("button", { name: "Logout" })
      .click();
  }
  await expect(page).toHaveURL("/");
}

test("an admin changes the password, turns on 2FA, and the next login asks for the code", async ({
  page,
  backend,
}, testInfo) => {
  test.setTimeout(90_000);
  // A throwaway admin: the demo admin stays without a factor for the other specs.
  const email = uniqueEmail("settings-admin");
  const created = await backend.service.auth.admin.createUser({
    email,
    password: FIRST_PASSWORD,
    email_confirm: true,
    app_metadata: { role: "admin" },
  });
  expect(created.error).toBeNull();

  await logIn(page, email, FIRST_PASSWORD);
  await expect(page).toHaveURL("/admin/dashboard");
  await page.goto("/admin/settings");
  await expect(
    page.getByRole("heading", { level: 1, name: "Settings" }),
  ).toBeVisible();

  // The spec's first rule, then a password that works.
  await page.getByLabel("New password", { exact: true }).fill("abc");
  await page.getByLabel("Confirm new password").fill("abd");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Password Change Failed")).toContainText(
    "New passwords do not match or are empty.",
  );
  // A wrong current password changes nothing and keeps what was typed.
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Password Change Failed")).toContainText(
    "Your current password is not right. Nothing was changed.",
  );
  await expect(page.getByLabel("New password", { exact: true })).toHaveValue(
    NEW_PASSWORD,
  );
  await page.getByLabel("Current password").fill(FIRST_PASSWORD);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Password Updated!")).toBeVisible();

  // Two-factor authentication, with a code computed from the secret shown on screen.
  await page.getByRole("tab", { name: "2FA" }).click();
  await expect(page).toHaveURL("/admin/settings?section=two-factor");
  await page.getByRole("button", { name: "Set up 2FA" }).click();
  const dialog = page.getByRole("dialog", {
    name: "Set up two-factor authentication",
  });
  await dialog.getByLabel("Authenticator name").fill("E2E phone");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await dialog.locator("code").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const right = codeFor(secret);
  const wrong = `${right.slice(0, 5)}${(Number(right[5]) + 1) % 10}`;
  await dialog.getByLabel("6-digit code").fill(wrong);
  await dialog.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(dialog.getByText("That code is not valid.")).toBeVisible();
  await expect(blockingViolations(page)).resolves.toEqual([]);
  await saveScreenshot(page, testInfo, "enrol", { fullPage: true });
  await dialog.getByLabel("6-digit code").fill(codeFor(secret));
  await dialog.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(toast(page, "Two-factor authentication on")).toBeVisible();
  const list = page.getByRole("list", { name: "Authenticators" });
  await expect(list).toContainText("E2E phone");
  await expect(list).toContainText("Verified");
  await expect(blockingViolations(page)).resolves.toEqual([]);

  // The next login, with the new password, stops at the code.
  await logOut(page);
  await logIn(page, email, NEW_PASSWORD);
  await expect(
    page.getByRole("heading", { name: "Two-factor authentication" }),
  ).toBeVisible();
  await expect(page).toHaveURL("/auth");
  await page.getByLabel("Authentication code").fill(codeFor(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/admin/dashboard");
  await expect(
    page.getByRole("heading", { level: 1, name: "Dashboard" }),
  ).toBeVisible();

  // The database refuses a password-only (aal1) session of this admin.
  const client = createClient(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signedIn = await client.auth.signInWithPassword({
    email,
    password: NEW_PASSWORD,
  });
  expect(signedIn.error).toBeNull();
  const write = await client.from("fleets").insert({
    model: "Refused Saloon",
    registration_number: "ZZZ-999ZZ",
    seating_capacity: 4,
    owner: "Nobody",
  });
  expect(write.error?.code).toBe("42501");
  const isAdmin = await client.rpc("is_admin");
  expect(isAdmin.data).toBe(false);
});
