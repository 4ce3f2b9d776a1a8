import type { Page } from "@playwright/test";

import { isNarrow, uniqueEmail, type Backend } from "../fixtures.ts";
import {
  ADMIN_SECTIONS,
  expect,
  test,
  useSession,
  type DemoRole,
} from "./fixtures.ts";

const REFUSED = "This area is not open to your account";
const PASSWORD = "shell-admin-password";

function toast(page: Page, title: string) {
  return page.getByRole("status").filter({ hasText: title }).first();
}

/** The admin links: the tab row on desktop, the side sheet (opened first) on phones. */
async function adminLinks(page: Page) {
  if (!isNarrow(page))
    return page.getByRole("banner").getByRole("navigation", { name: "Admin" });
  await page.getByRole("button", { name: "Open admin menu" }).click();
  return page.getByRole("dialog", { name: "Admin menu" });
}

/** The account actions (View Site, Logout): in the header on desktop, in the sheet on phones. */
async function accountActions(page: Page) {
  if (!isNarrow(page)) return page.getByRole("banner");
  await page.getByRole("button", { name: "Open admin menu" }).click();
  return page.getByRole("dialog", { name: "Admin menu" });
}

test("the nav reaches every screen and marks the current one", async ({
  adminPage: page,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL("/admin/dashboard");
  // Any navigation closes the phone menu, so it is opened once the first page has settled.
  await expect(
    page.getByRole("heading", { level: 1, name: "Dashboard" }),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  for (const item of ADMIN_SECTIONS) {
    const links = await adminLinks(page);
    await links.getByRole("link", { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(item.href);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(
      page.getByRole("heading", { level: 1, name: item.label }),
    ).toBeVisible();

    const marked = await adminLinks(page);
    await expect(
      marked.getByRole("link", { name: item.label, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(marked.locator('[aria-current="page"]')).toHaveCount(1);
    if (isNarrow(page)) {
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  }
});

test("the phone menu is a sheet that closes on navigation; desktop shows tabs", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/dashboard");
  const menuButton = page.getByRole("button", { name: "Open admin menu" });
  if (!isNarrow(page)) {
    await expect(menuButton).toBeHidden();
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link"),
    ).toHaveCount(ADMIN_SECTIONS.length);
    return;
  }
  await expect(
    page.getByRole("navigation", { name: "Admin" }).first(),
  ).toBeHidden();
  await menuButton.click();
  const sheet = page.getByRole("dialog", { name: "Admin menu" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("link")).toHaveCount(ADMIN_SECTIONS.length + 1);
  await sheet.getByRole("link", { name: "Tracking" }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL("/admin/tracking");
  await menuButton.click();
  await sheet.getByRole("button", { name: "Close admin menu" }).click();
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("View Site leads to the public home page", async ({ adminPage: page }) => {
  await page.goto("/admin/fleet");
  const actions = await accountActions(page);
  await actions.getByRole("link", { name: "View Site" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lagos");
  await expect(
    page.getByRole("button", { name: "Open admin menu" }),
  ).toHaveCount(0);
});

test.describe("with an administrator of its own", () => {
  // Logout revokes every session of its account: a throwaway admin keeps the demo one usable.
  async function createAdmin({ service }: Backend) {
    const email = uniqueEmail("shell-admin");
    const { error } = await service.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      app_metadata: { role: "admin" },
    });
    if (error) throw error;
    return email;
  }

  async function logIn(page: Page, email: string) {
    const panel = page.getByRole("tabpanel", { name: "Login" });
    await panel.getByLabel("Email or username").fill(email);
    await panel.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await panel.getByRole("button", { name: "Login", exact: true }).click();
  }

  test("a signed-out visitor is sent to /auth and brought back after login; Logout signs out", async ({
    page,
    backend,
  }) => {
    const email = await createAdmin(backend);
    await page.goto("/admin/fleet");
    await expect(page).toHaveURL("/auth?redirectTo=%2Fadmin%2Ffleet");
    await logIn(page, email);
    await expect(page).toHaveURL("/admin/fleet");
    await expect(
      page.getByRole("heading", { level: 1, name: "Fleet" }),
    ).toBeVisible();

    const actions = await accountActions(page);
    await actions.getByRole("button", { name: "Logout" }).click();
    await expect(toast(page, "Logged Out")).toContainText(
      "You have been successfully logged out.",
    );
    await expect(page).toHaveURL("/");
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/auth?redirectTo=%2Fadmin%2Fdashboard");
  });
});

for (const role of ["customer", "owner"] as const satisfies DemoRole[]) {
  test(`a signed-in ${role} is refused at /admin with a way on`, async ({
    page,
    sessions,
  }) => {
    await useSession(page, await sessions(role));
    await page.goto("/admin/booking");
    await expect(
      page.getByRole("heading", { level: 1, name: REFUSED }),
    ).toBeVisible();
    await expect(page).toHaveURL("/admin/booking");
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole("link", { name: "Back to the home page" }),
    ).toHaveAttribute("href", "/");
    await expect(
      page.getByRole("button", { name: "Sign out to switch account" }),
    ).toBeVisible();
    const portal = page.getByRole("link", { name: "Go to the Owner Portal" });
    await expect(portal).toHaveCount(role === "owner" ? 1 : 0);
  });
}
