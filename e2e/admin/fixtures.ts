import type { Page } from "@playwright/test";
import { createClient, type Session } from "@supabase/supabase-js";

import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import { apiUrl, test as base, expect } from "../fixtures.ts";

export { expect };

/** The local seed's accounts (README, "Demo accounts"). */
export const DEMO_PASSWORD = "ekoluxe-demo";
export const DEMO_ACCOUNTS = {
  admin: "admin@ekoluxe.ng",
  owner: "owner@ekoluxe.ng",
  customer: "customer@ekoluxe.ng",
  driver: "driver@ekoluxe.ng",
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/** The back office's sections as the spec names them, in its order, with their routes. */
export const ADMIN_SECTIONS = [
  { label: "Dashboard", href: "/admin/dashboard" },
  { label: "Bookings", href: "/admin/booking" },
  { label: "Fleet", href: "/admin/fleet" },
  { label: "Drivers", href: "/admin/drivers" },
  { label: "Tracking", href: "/admin/tracking" },
  { label: "Maintenance", href: "/admin/maintenance" },
  { label: "Reports", href: "/admin/reports" },
  { label: "Users", href: "/admin/users" },
  { label: "Settings", href: "/admin/settings" },
] as const;

// supabase-js keeps the session under `sb-<first label of the API host>-auth-token`.
const STORAGE_KEY = `sb-${new URL(apiUrl).hostname.split(".")[0]}-auth-token`;

async function signIn(role: DemoRole): Promise<Session> {
  const client = createClient(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword({
    email: DEMO_ACCOUNTS[role],
    password: DEMO_PASSWORD,
  });
  if (error) throw error;
  return data.session;
}

/** Opens the app already signed in as a demo account (its session placed where supabase-js reads it). */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key))
        window.localStorage.setItem(key, value);
    },
    [STORAGE_KEY, JSON.stringify(session)] as const,
  );
}

/**
 * `adminPage`: a page signed in as the demo administrator. Signing in once per worker through the
 * API (not the form) keeps the specs fast and inside Auth's sign-in rate limit.
 */
export const test = base.extend<
  { adminPage: Page },
  { sessions: (role: DemoRole) => Promise<Session> }
>({
  sessions: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const cache = new Map<DemoRole, Promise<Session>>();
      await use((role) => {
        if (!cache.has(role)) cache.set(role, signIn(role));
        return cache.get(role)!;
      });
    },
    { scope: "worker" },
  ],
  adminPage: async ({ page, sessions }, use) => {
    await useSession(page, await sessions("admin"));
    await use(page);
  },
});
