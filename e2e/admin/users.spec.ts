import type { Page, TestInfo } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";

import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import { blockingViolations } from "../axe.ts";
import { apiUrl, uniqueEmail } from "../fixtures.ts";
import { projectWidth, saveScreenshot } from "../screenshots.ts";
import { expect, test } from "./fixtures.ts";

const PASSWORD = "member-e2e-password";

function screenshot(page: Page, info: TestInfo, name: string) {
  return saveScreenshot(page, info, `users-${name}`, {
    widths: [projectWidth(info)],
    fullPage: true,
  });
}

async function canSignIn(email: string): Promise<boolean> {
  const client = createClient(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({
    email,
    password: PASSWORD,
  });
  return error === null;
}

const toast = (page: Page, title: string) =>
  page.getByText(title, { exact: true });

test("/admin/users: finds a new account, edits it, deactivates and activates it, sends a reset link and deletes it", async ({
  adminPage: page,
  backend,
  mail,
}, info) => {
  const email = uniqueEmail("member");
  const { data: created, error } = await backend.service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: "Tobi Member" },
  });
  expect(error).toBeNull();
  const id = created.user!.id;
  const name = `Tobi Adebayo ${info.project.name}`;

  await page.goto("/admin/users");
  await expect(
    page.getByRole("heading", { name: "Users", level: 1 }),
  ).toBeVisible();
  await page
    .getByRole("searchbox", { name: "Search users by e-mail or name" })
    .fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Tobi Member");
  await expect(row).toContainText("Customer");
  await expect(row).toContainText("Active");
  await expect(page.getByRole("row")).toHaveCount(2);
  await screenshot(page, info, "list");

  const actions = () =>
    row.getByRole("button", { name: `Actions for ${email}` }).click();
  await actions();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Role").click();
  await page.getByRole("option", { name: "Owner" }).click();
  expect(await blockingViolations(page, { afterAnimations: true })).toEqual([]);
  await screenshot(page, info, "edit");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "User Updated")).toBeVisible();
  await expect(row).toContainText(name);
  await expect(row).toContainText("Owner");
  const edited = await backend.service.auth.admin.getUserById(id);
  expect(edited.data.user?.app_metadata.role).toBe("owner");
  expect(edited.data.user?.user_metadata.full_name).toBe(name);
  const profile = await backend.service
    .from("profiles")
    .select("full_name")
    .eq("id", id)
    .single();
  expect(profile.data?.full_name).toBe(name);

  await actions();
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  await expect(toast(page, "User Status Updated")).toBeVisible();
  await expect(
    page.getByText(`${email} has been deactivated.`, { exact: true }),
  ).toBeVisible();
  await expect(row).toContainText("Deactivated");
  expect(await canSignIn(email)).toBe(false);

  await actions();
  await page.getByRole("menuitem", { name: "Activate" }).click();
  await expect(
    page.getByText(`${email} has been activated.`, { exact: true }),
  ).toBeVisible();
  await expect(row).toContainText("Active");
  expect(await canSignIn(email)).toBe(true);

  await actions();
  await page.getByRole("menuitem", { name: "Reset password" }).click();
  await expect(toast(page, "Password Reset")).toBeVisible();
  await expect
    .poll(async () => (await mail.list(email)).map((m) => m.subject))
    .toContainEqual(expect.stringMatching(/reset/i));

  await actions();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete user?" });
  await expect(confirm).toBeVisible();
  expect(await blockingViolations(page, { afterAnimations: true })).toEqual([]);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "User Deleted")).toBeVisible();
  await expect(page.getByText("No users match this search.")).toBeVisible();
  const gone = await backend.service.auth.admin.getUserById(id);
  expect(gone.error?.status).toBe(404);
});

test("/admin/users: the signed-in admin's own row cannot be deactivated or deleted, and passes axe", async ({
  adminPage: page,
}, info) => {
  await page.goto("/admin/users?q=admin%40ekoluxe.ng");
  const row = page.getByRole("row").filter({ hasText: "admin@ekoluxe.ng" });
  await expect(row).toContainText("You");
  expect(await blockingViolations(page, { afterAnimations: true })).toEqual([]);
  await row
    .getByRole("button", { name: "Actions for admin@ekoluxe.ng" })
    .click();
  await expect(page.getByText(/This is your account/)).toBeVisible();
  await expect(
    page.getByRole("menuitem", { name: "Deactivate" }),
  ).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await screenshot(page, info, "own-row");
});
