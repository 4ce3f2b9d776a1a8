import { defineConfig, devices } from "@playwright/test";

import {
  E2E_API_PORT,
  E2E_APP_PORT,
  E2E_MAIL_PORT,
  E2E_PAYSTACK_PORT,
} from "./e2e/ports.ts";
import { LOCAL_SUPABASE_ANON_KEY } from "./src/config/local-backend.ts";

/** Debian's Chromium, cut off from everything but this machine. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

const appUrl = `http://127.0.0.1:${E2E_APP_PORT}`;
const apiUrl = `http://127.0.0.1:${E2E_API_PORT}`;
// A production build of its own, pointed at the e2e runtime; node_modules keeps it out of git and lint.
const outDir = `node_modules/.cache/e2e-dist-${E2E_APP_PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  // One folder per stack, so concurrent shards (scripts/e2e-shards.ts) never share one.
  outputDir: `test-results/${E2E_APP_PORT}`,
  reporter: process.env.CI
    ? [["list"]]
    : [
        ["list"],
        [
          "html",
          { open: "never", outputFolder: `playwright-report/${E2E_APP_PORT}` },
        ],
      ],
  use: {
    baseURL: appUrl,
    trace: "on-first-retry",
    reducedMotion: "reduce",
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: "mobile-360",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: [
    {
      // A fresh in-memory database with migrations and seed applied on every run.
      command: `node supabase/local/cli.ts --memory --quiet --port ${E2E_API_PORT} --mail-port ${E2E_MAIL_PORT} --paystack-port ${E2E_PAYSTACK_PORT}`,
      // Links in the e-mails it sends (the ride page) point at the app this run serves.
      env: {
        SITE_URL: appUrl,
        // Changing a password asks for the current one, as the hosted project is set up to.
        GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD: "true",
      },
      url: `${apiUrl}/auth/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `vite build --logLevel warn --outDir ${outDir} --emptyOutDir && vite preview --host 127.0.0.1 --port ${E2E_APP_PORT} --strictPort --outDir ${outDir}`,
      // A build names its backend explicitly (scripts/backend-env.ts): the e2e runtime and its anon key.
      env: {
        VITE_SUPABASE_URL: apiUrl,
        VITE_SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
      },
      url: appUrl,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
