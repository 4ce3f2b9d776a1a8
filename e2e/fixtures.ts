import { test as base, expect, type Page } from "@playwright/test";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

import { LOCAL_SUPABASE_ANON_KEY } from "../src/config/local-backend.ts";
import type { Database } from "../src/lib/database.types.ts";
import { SECRET_KEY } from "../supabase/local/index.ts";
import { E2E_API_PORT, E2E_MAIL_PORT } from "./ports.ts";

export const apiUrl = `http://127.0.0.1:${E2E_API_PORT}`;
export const mailUrl = `http://127.0.0.1:${E2E_MAIL_PORT}`;

/** Every address a spec invents ends in this domain, so reset() can find what the specs wrote. */
export const E2E_EMAIL_DOMAIN = "e2e.test";

let counter = 0;
export function uniqueEmail(prefix = "rider"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@${E2E_EMAIL_DOMAIN}`;
}

let visitors = 0;
/**
 * An API client with the anon key, as a visitor of its own: it presents a documentation address
 * (203.0.113.0/24) as its client address, so what a spec books through the API is not counted
 * against the per-address booking limit of the browser the same run drives from 127.0.0.1.
 */
export function visitorClient(): SupabaseClient<Database> {
  visitors += 1;
  return createClient<Database>(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      headers: { "cf-connecting-ip": `203.0.113.${1 + (visitors % 254)}` },
    },
  });
}

export interface MailMessage {
  id: string;
  to: string[] | string;
  subject: string;
  text?: string;
  html?: string;
}

export interface MailLink {
  /** The message the link came from. */
  message: MailMessage;
  /** The first link of the message that opens `/auth/confirm` (its button). */
  url: string;
}

export interface Mail {
  /** Messages in the runtime's mail sink, newest first, optionally to one address. */
  list(to?: string): Promise<MailMessage[]>;
  clear(): Promise<void>;
  /**
   * Waits for an auth e-mail to `to` (newest first, skipping messages already seen) and returns its
   * link to `/auth/confirm`, as a person would click it.
   */
  authLink(
    to: string,
    options?: { skip?: readonly string[] },
  ): Promise<MailLink>;
}

/** Every `href` of a message's HTML, entities decoded, in order. */
export function linksOf(message: MailMessage): string[] {
  return [...(message.html ?? "").matchAll(/href="([^"]+)"/g)].map(([, href]) =>
    href!
      .replace(/&amp;/g, "&")
      .replace(/&#x2F;/gi, "/")
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

export interface Backend {
  /** Service-role client: bypasses row-level security, for seeding and checking what the UI wrote. */
  service: SupabaseClient<Database>;
  /** Deletes the rows and users the specs created, leaving the seed as it was. */
  reset(): Promise<void>;
}

function createBackend(): Backend {
  const service = createClient<Database>(apiUrl, SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const pattern = `%@${E2E_EMAIL_DOMAIN}`;
  return {
    service,
    async reset() {
      const bookings = await service
        .from("bookings")
        .delete()
        .like("customer_email", pattern);
      if (bookings.error) throw bookings.error;
      const submissions = await service
        .from("contact_submissions")
        .delete()
        .like("email", pattern);
      if (submissions.error) throw submissions.error;
      const { data, error } = await service.auth.admin.listUsers({
        perPage: 1000,
      });
      if (error) throw error;
      for (const user of data.users) {
        if (!user.email?.endsWith(`@${E2E_EMAIL_DOMAIN}`)) continue;
        const removed = await service.auth.admin.deleteUser(user.id);
        if (removed.error) throw removed.error;
      }
    },
  };
}

const mail: Mail = {
  async list(to) {
    const query = to ? `?to=${encodeURIComponent(to)}` : "";
    const response = await fetch(`${mailUrl}/api/messages${query}`);
    if (!response.ok) throw new Error(`mail sink: ${response.status}`);
    return (await response.json()) as MailMessage[];
  },
  async clear() {
    const response = await fetch(`${mailUrl}/api/messages`, {
      method: "DELETE",
    });
    if (!response.ok) throw new Error(`mail sink: ${response.status}`);
  },
  async authLink(to, { skip = [] } = {}) {
    let found: MailLink | undefined;
    await expect
      .poll(
        async () => {
          const fresh = (await mail.list(to)).filter(
            (message) => !skip.includes(message.id),
          );
          for (const message of fresh) {
            const url = linksOf(message).find((href) =>
              new URL(href, "http://x").pathname.endsWith("/auth/confirm"),
            );
            if (url) {
              found = { message, url };
              return true;
            }
          }
          return fresh.length
            ? `no /auth/confirm link in: ${fresh.map((m) => linksOf(m).join(" ")).join(" | ")}`
            : "no message yet";
        },
        { message: `an auth e-mail to ${to}`, timeout: 10_000 },
      )
      .toBe(true);
    return found!;
  },
};

/**
 * A pre-rendered page (`<html data-prerendered>`) is on screen before its code has run; the app
 * marks `<html data-live>` once React has adopted the page. A person may act sooner and lose a
 * click, as on any page still loading, but a spec acts in the first milliseconds: its navigations
 * wait for the page to be live, as a person's next move would.
 */
async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.documentElement.hasAttribute("data-prerendered") ||
      document.documentElement.hasAttribute("data-live"),
  );
}

function waitingForLive(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilLive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilLive(page);
    return response;
  };
  return page;
}

export const test = base.extend<{ mail: Mail }, { backend: Backend }>({
  page: async ({ page }, use) => {
    await use(waitingForLive(page));
  },
  context: async ({ context }, use) => {
    const newPage = context.newPage.bind(context);
    context.newPage = async () => waitingForLive(await newPage());
    await use(context);
  },
  backend: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const backend = createBackend();
      await backend.reset();
      await use(backend);
    },
    { scope: "worker" },
  ],
  // eslint-disable-next-line no-empty-pattern -- as above
  mail: async ({}, use) => {
    await use(mail);
  },
});

export { expect };

/** Scrolls to the bottom and back in steps, so below-the-fold sections render before a scan. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
}

/** True in the 360 px project, where the nav collapses into the menu button. */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}
