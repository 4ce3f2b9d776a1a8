import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";

import { chromiumArgs } from "../playwright.config.ts";
import { seedLargeBookings } from "../scripts/seed-large.ts";
import { authStorageKey } from "../src/features/auth/session.ts";
import {
  siblingDatabase,
  startRuntime,
  suffixedName,
} from "../supabase/local/index.ts";
import { previewProductionBuild } from "./build-env.ts";
import { signInDemoAdmin } from "./lighthouse-session.ts";
import { percentile, type Sample } from "./stats.ts";

/**
 * "dashboard live update": the time from a booking's INSERT to its row in the admin dashboard's
 * Recent Bookings, in headless Chromium on the production build, signed in as the demo admin,
 * against a seeded runtime holding 100 000 more bookings. The clock starts when the insert is
 * sent (service role, REST), so each sample bounds commit-to-screen from above; it stops at the
 * first animation frame after the reference appears in the list. Both ends read the same wall
 * clock (Date.now() in Node and in the page). With `databaseUrl`, on a PostgreSQL database of its
 * own next to that one.
 */

const LIST = 'ul[aria-label="Recent bookings"]';
const CODE = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

declare global {
  interface Window {
    /** Resolves with Date.now() at the first frame where the list shows `text`. */
    shown(text: string): Promise<number>;
  }
}

function randomReference(): string {
  const pick = () => CODE[Math.floor(Math.random() * CODE.length)];
  return `EKO-${Array.from({ length: 6 }, pick).join("")}`;
}

/** Installs `window.shown` in every document of the page. */
async function watchList(page: Page) {
  await page.addInitScript((selector) => {
    window.shown = (text) =>
      new Promise((resolve) => {
        const visible = () =>
          document.querySelector(selector)?.textContent?.includes(text);
        const done = () => requestAnimationFrame(() => resolve(Date.now()));
        if (visible()) return done();
        const observer = new MutationObserver(() => {
          if (!visible()) return;
          observer.disconnect();
          done();
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
  }, LIST);
}

export async function benchDashboardLive({
  databaseUrl,
  samples = 20,
  warmup = 3,
  bookings = 100_000,
}: {
  databaseUrl?: string;
  samples?: number;
  warmup?: number;
  bookings?: number;
} = {}): Promise<Sample> {
  const url = databaseUrl
    ? await siblingDatabase(databaseUrl, suffixedName(databaseUrl, "_live"))
    : undefined;
  const runtime = await startRuntime({
    port: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl: url,
    reset: Boolean(url),
    log: () => undefined,
  });
  const outDir = await mkdtemp(join(tmpdir(), "ekoluxe-dashboard-live-"));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  try {
    await seedLargeBookings(runtime.context.db, { bookings });
    const server = await previewProductionBuild(
      { url: runtime.apiUrl, anonKey: runtime.anonKey },
      outDir,
    );
    const { port } = server;
    try {
      const page = await browser.newPage({
        viewport: { width: 1280, height: 800 },
      });
      const session = await signInDemoAdmin(runtime.apiUrl, runtime.anonKey);
      await page.addInitScript(
        ([key, value]) => window.localStorage.setItem(key, value),
        [authStorageKey(runtime.apiUrl), session] as const,
      );
      await watchList(page);
      await page.goto(`http://127.0.0.1:${port}/admin/dashboard`);
      await page.locator(LIST).waitFor({ timeout: 30_000 });
      await page.locator('[data-live="live"]').waitFor({ timeout: 30_000 });

      const service = createClient(runtime.apiUrl, runtime.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const latencies: number[] = [];
      for (let i = 0; i < warmup + samples; i++) {
        const reference = randomReference();
        const shown = page.evaluate(
          (text) =>
            Promise.race([
              window.shown(text),
              new Promise<number>((_, reject) =>
                setTimeout(() => reject(new Error("not shown in 5 s")), 5000),
              ),
            ]),
          reference,
        );
        const sentAt = Date.now();
        const { error } = await service.from("bookings").insert({
          reference,
          customer_name: `Live Bench ${i}`,
          customer_phone: "+2348031234567",
          customer_email: `live-bench-${i}@example.com`,
          pickup_location: "Murtala Muhammed Airport (LOS)",
          dropoff_location: "Eko Hotel & Suites",
          booking_time: new Date(Date.now() + 86_400_000).toISOString(),
          fare_kobo: 2_500_000,
        });
        if (error) throw new Error(`insert failed: ${error.message}`);
        const latency = (await shown) - sentAt;
        if (i >= warmup) latencies.push(latency);
        // Apart, as bookings arrive: each sample is one live update, not a burst.
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      latencies.sort((a, b) => a - b);
      return {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        perSecond: Number.NaN,
      };
    } finally {
      await server.close();
    }
  } finally {
    await browser.close();
    await runtime.stop();
    await rm(outDir, { recursive: true, force: true });
  }
}

if (
  process.argv[1] &&
  resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  const sample = await benchDashboardLive({
    databaseUrl: process.env.BENCH_DATABASE_URL,
  });
  console.log(
    `dashboard live update: p50 ${sample.p50} ms, p95 ${sample.p95} ms (budget 1000)`,
  );
}
