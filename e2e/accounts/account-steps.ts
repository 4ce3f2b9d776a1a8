import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page, TestInfo } from "@playwright/test";

import { expect, uniqueEmail, type Backend } from "../fixtures.ts";
import { E2E_APP_PORT } from "../ports.ts";

export const appUrl = `http://127.0.0.1:${E2E_APP_PORT}`;
export const confirmUrl = `${appUrl}/auth/confirm`;

const shotsDir = path.join(tmpdir(), "ekoluxe-account-shots");

/** Full-page screenshots at 390 and 1280 px, into a temporary folder, for a person to look at. */
export async function screenshots(page: Page, info: TestInfo, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({
      path: path.join(shotsDir, `${name}-${info.project.name}-${width}.png`),
      fullPage: true,
    });
  }
  if (before) await page.setViewportSize(before);
}

/** Nothing wider than the viewport: the page works on a 390 px phone without sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    )
    .toBe(true);
  if (before) await page.setViewportSize(before);
}

export const toast = (page: Page, title: string) =>
  page.getByRole("status").filter({ hasText: title }).first();

/** A fresh browser for the person the e-mail went to, at the project's viewport. */
export async function personsBrowser(browser: Browser, info: TestInfo) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } =
    info.project.use;
  const context = await browser.newContext({
    baseURL: appUrl,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    reducedMotion: "reduce",
  });
  return context.newPage();
}

export async function choosePassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Save password" }).click();
}

/** The e-mail address of the session supabase-js keeps in this page's storage, if any. */
export function signedInAs(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) =>
      k.endsWith("-auth-token"),
    );
    const raw = key ? localStorage.getItem(key) : null;
    const parsed = raw
      ? (JSON.parse(raw) as { user?: { email?: string } })
      : null;
    return parsed?.user?.email ?? null;
  });
}

/** An account of the given role with a known password, made with the service role. */
export async function createAccount(
  backend: Backend,
  role: "customer" | "owner" | "admin",
  password = "first-secret-1",
) {
  const email = uniqueEmail(role);
  const { data, error } = await backend.service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: role === "customer" ? {} : { role },
    user_metadata: { full_name: `E2E ${role}` },
  });
  if (error) throw error;
  return { id: data.user.id, email, password };
}
