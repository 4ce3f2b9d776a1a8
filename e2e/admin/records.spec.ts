import { createClient } from "@supabase/supabase-js";

import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import { apiUrl, uniqueEmail } from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Cash and records as the operator sees them, at 390 px (phone project) and 1280 px: closing a
 * month with nothing in it is refused in words and leaves nothing payable; a role change made on
 * the Users screen is one action log entry that names the account by its e-mail.
 */

test.beforeEach(async ({ page }, info) => {
  if (info.project.name !== "desktop")
    await page.setViewportSize({ width: 390, height: 844 });
});

/** The month `back` months before this Lagos month, as YYYY-MM. */
function lagosMonth(back: number): string {
  const [y, m] = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 7);
}

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

test("closing an empty month is refused in words, and it stays Open with nothing to pay", async ({
  adminPage: page,
}, info) => {
  // Older than the seed's history and the reports spec's months; one per project.
  const month = lagosMonth(info.project.name === "desktop" ? 10 : 11);
  await page.goto(`/admin/reports?from=${month}`);
  const status = page.getByRole("group", { name: /status$/ });
  await expect(status).toContainText("Open");
  await status.getByRole("button", { name: "Close period" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: "Close period" })
    .click();

  await expect(
    page.getByText("Error closing period", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(
      `${monthName(month)} has no completed trips or maintenance logs: there is nothing to close.`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByText("Period Closed", { exact: true })).toHaveCount(0);
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: "Cancel" })
    .click();
  await expect(status).toContainText("Open");
  await expect(
    status.getByRole("button", { name: "Mark as paid" }),
  ).toHaveCount(0);
  await saveScreenshot(page, info, "records-empty-month");
});

test("a role change is one action log entry, naming the account by e-mail", async ({
  adminPage: page,
  sessions,
  backend,
}, info) => {
  const email = uniqueEmail("role");
  const { data: created, error } = await backend.service.auth.admin.createUser({
    email,
    password: "e2e-role-change-1",
    email_confirm: true,
    user_metadata: { full_name: "Kemi Role" },
  });
  expect(error).toBeNull();
  const session = await sessions("admin");
  const admin = createClient(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${session.access_token}` } },
  });
  try {
    // What the Users screen's Edit dialog sends.
    const changed = await admin.functions.invoke("admin-users", {
      body: {
        action: "update",
        id: created.user!.id,
        full_name: "Kemi Role",
        role: "owner",
      },
    });
    expect(changed.error).toBeNull();

    await page.goto("/admin/settings?section=action-log&table=auth.users");
    const entries = page
      .getByText(email, { exact: true })
      .filter({ visible: true });
    await expect(entries).toHaveCount(1);
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: email })
        .filter({ visible: true }),
    ).toContainText("Role changed");
    await saveScreenshot(page, info, "records-role-change");
  } finally {
    await backend.service.auth.admin.deleteUser(created.user!.id);
  }
});
