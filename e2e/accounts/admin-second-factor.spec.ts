import * as OTPAuth from "otpauth";

import { expect, test } from "../fixtures.ts";
import {
  createAccount,
  expectNoSidewaysScroll,
  screenshots,
  toast,
} from "./helpers.ts";

function codeFor(secret: string): string {
  return new OTPAuth.TOTP({ secret, digits: 6, period: 30 }).generate();
}

test("with two-factor required of administrators, an admin without an authenticator adds one before any admin screen", async ({
  page,
  backend,
}, info) => {
  const setRequirement = async (on: boolean) => {
    const { error } = await backend.service
      .from("operator_settings")
      .update({ require_admin_second_factor: on })
      .eq("id", true);
    if (error) throw error;
  };
  const admin = await createAccount(backend, "admin");
  await setRequirement(true);
  try {
    await page.goto("/auth?redirectTo=%2Fadmin%2Fmaintenance");
    const login = page.getByRole("tabpanel", { name: "Login" });
    await login.getByLabel("Email or username").fill(admin.email);
    await login.getByLabel("Password", { exact: true }).fill(admin.password);
    await login.getByRole("button", { name: "Login", exact: true }).click();

    await expect(page).toHaveURL("/admin/maintenance");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Set up two-factor authentication",
      }),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(
      0,
    );
    await expectNoSidewaysScroll(page);
    await screenshots(page, info, "admin-enrol-required");

    await page.getByLabel("Authenticator name").fill("E2E phone");
    await page.getByRole("button", { name: "Continue" }).click();
    const secret = (await page.locator("code").innerText()).replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshots(page, info, "admin-enrol-required-code");
    await page.getByLabel("6-digit code").fill(codeFor(secret));
    await page.getByRole("button", { name: "Verify and turn on" }).click();

    await expect(toast(page, "Two-factor authentication on")).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: "Maintenance" }),
    ).toBeVisible();
    await expect(page).toHaveURL("/admin/maintenance");
  } finally {
    await setRequirement(false);
  }
});
