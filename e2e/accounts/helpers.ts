import type { Browser, Page, TestInfo } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";

import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import { useSession } from "../admin/fixtures.ts";
import { apiUrl, expect, uniqueEmail, type Backend } from "../fixtures.ts";
import { E2E_APP_PORT } from "../ports.ts";
import { saveScreenshot } from "../screenshots.ts";

/** The app this run serves: e-mail links must point here. */
export const appUrl = `http://127.0.0.1:${E2E_APP_PORT}`;
export const confirmUrl = `${appUrl}/auth/confirm`;

/**
 * With E2E_SCREENSHOTS=1, the current screen at 390 and 1280 px into the test's own output
 * folder: the whole page, or only the viewport (dialogs).
 */
export function screenshots(
  page: Page,
  info: TestInfo,
  name: string,
  { fullPage = true } = {},
) {
  return saveScreenshot(page, info, name, { widths: [390, 1280], fullPage });
}

/** At 390 px nothing is wider than the screen: no sideways scrolling on a phone. */
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

/** The toast whose text includes this title. */
export const toast = (page: Page, title: string) =>
  page.getByRole("status").filter({ hasText: title }).first();

/** A fresh browser for the person an e-mail went to, at the project's viewport. */
export async function inviteesPage(browser: Browser, info: TestInfo) {
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

/** The /auth/confirm page's last step (invitation or recovery): a password, typed twice, saved. */
export async function choosePassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Save password" }).click();
}

/** The e-mail address of the session supabase-js keeps in this page's storage, if any. */
export function sessionEmail(page: Page): Promise<string | null> {
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

function anonClient() {
  return createClient(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** Signs in through the API and opens the app with that session, as the admin fixture does. */
export async function signInAs(page: Page, email: string, password: string) {
  const { data, error } = await anonClient().auth.signInWithPassword({
    email,
    password,
  });
  if (error) throw error;
  await useSession(page, data.session);
}

/** Whether the auth server accepts this e-mail and password. */
export async function canSignIn(email: string, password: string) {
  const { error } = await anonClient().auth.signInWithPassword({
    email,
    password,
  });
  return error === null;
}

export interface Account {
  id: string;
  email: string;
  password: string;
  name: string;
}

/** A new, confirmed account of the given role, the spec's own (never a seeded demo account). */
export async function createAccount(
  backend: Backend,
  role: "customer" | "owner" | "admin",
  { name = `E2E ${role}`, password = "first-secret-1" } = {},
): Promise<Account> {
  const email = uniqueEmail(role);
  const { data, error } = await backend.service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: role === "customer" ? {} : { role },
    user_metadata: { full_name: name },
  });
  if (error) throw error;
  return { id: data.user.id, email, password, name };
}

/** The auth user with this e-mail, through the service role. */
export async function userByEmail(backend: Backend, email: string) {
  const { data, error } = await backend.service.auth.admin.listUsers({
    perPage: 1000,
  });
  if (error) throw error;
  return data.users.find((user) => user.email === email) ?? null;
}

/** A ride the customer took yesterday, completed and paid in cash. */
export async function completedRide(backend: Backend, customer: Account) {
  const day = 86_400_000;
  const { data, error } = await backend.service
    .from("bookings")
    .insert({
      user_id: customer.id,
      customer_name: customer.name,
      customer_phone: "+2348035550142",
      customer_email: customer.email,
      pickup_location: "Ikeja City Mall",
      dropoff_location: "Lekki Phase 1",
      booking_time: new Date(Date.now() - day).toISOString(),
      created_at: new Date(Date.now() - 2 * day).toISOString(),
      fare_kobo: 1_850_000,
      status: "completed",
      notes: "Gate 2, blue door",
    })
    .select("id, reference")
    .single();
  if (error) throw error;
  const paid = await backend.service.from("payments").insert({
    booking_id: data.id,
    amount_kobo: 1_850_000,
    received_by: "E2E cashier",
    received_at: new Date(Date.now() - day + 3_600_000).toISOString(),
  });
  if (paid.error) throw paid.error;
  return data;
}

/** A Lagos plate no seeded vehicle has. */
export function uniquePlate(): string {
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  const n = Date.now();
  const pick = (i: number) =>
    letters[Math.floor(n / 1000 ** i) % letters.length];
  return `Z${pick(3)}${pick(4)}-${String(n % 1000).padStart(3, "0")}${pick(1)}${pick(2)}`;
}
