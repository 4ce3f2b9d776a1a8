import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type Flags } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

import { prerenderTargets } from "../scripts/prerender/site-files.ts";
import { paths } from "../src/config/paths.ts";
import { startRuntime, type Runtime } from "../supabase/local/index.ts";
import { previewProductionBuild } from "./build-env.ts";
import {
  prepareSignedInRun,
  signInDemoAdmin,
  signInDemoOwner,
} from "./lighthouse-session.ts";

/** The budget a page is held to (issue: public pages, the ride page, the owner portal, the back office). */
export interface Goal {
  performance: number;
  /** Largest Contentful Paint, when the page has a budget for it. */
  lcpMs?: number;
  tbtMs: number;
}

export interface LighthouseRow {
  path: string;
  goal: Goal;
  /** Public pages are measured as a phone (Lighthouse's defaults), the back office as a desktop. */
  preset: "mobile" | "desktop";
  /** How the row is named in the table when the path alone would not say (a ride link, a session). */
  label?: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

// The ride page's pattern stands for a real booking's manage link, picked from the bench runtime.
const RIDE_PAGE = paths.ride.path;
// Every pre-rendered public page (not the 404 page) and the ride page.
const PUBLIC_PAGES = prerenderTargets()
  .map((target) => target.path)
  .filter((path) => path !== "/404");
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? [...PUBLIC_PAGES, RIDE_PAGE].join(",")
)
  .split(",")
  .filter(Boolean);
// Signed in as the demo owner, with the mobile preset (owners read their payouts on a phone).
const OWNER_PAGES = (process.env.LIGHTHOUSE_OWNER_PAGES ?? "/owner-portal")
  .split(",")
  .filter(Boolean);
// Signed in as the demo administrator, with the desktop preset.
const ADMIN_PAGES = (
  process.env.LIGHTHOUSE_ADMIN_PAGES ?? "/admin/dashboard,/admin/booking"
)
  .split(",")
  .filter(Boolean);
// Scores move between runs on a busy machine; each page is measured this often and the median kept.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ACCESSIBILITY_GOAL = 100;
const CLS_GOAL = 0.02;
/** The landing page paints its largest element sooner than every other page. */
const HOME_GOAL: Goal = { performance: 95, lcpMs: 1500, tbtMs: 150 };
const PUBLIC_GOAL: Goal = { performance: 95, lcpMs: 1800, tbtMs: 150 };
const OWNER_GOAL: Goal = { performance: 90, lcpMs: 2500, tbtMs: 150 };
const ADMIN_GOAL: Goal = { performance: 90, tbtMs: 150 };
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

interface Audit {
  row: LighthouseRow;
  /** The full JSON report. */
  report: string;
}

/** The run whose LCP is the median of the page's runs. */
function median(runs: Audit[]): Audit {
  const sorted = [...runs].sort((a, b) => a.row.lcpMs - b.row.lcpMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface AuditOptions {
  preset: LighthouseRow["preset"];
  goal: Goal;
  flags?: Flags;
  config?: Config;
}

async function audit(
  url: string,
  path: string,
  port: number,
  { preset, goal, flags, config }: AuditOptions,
): Promise<Audit> {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      ...flags,
    },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  // A page that sent the browser elsewhere (an admin screen bouncing to /auth) measured the wrong page.
  const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (landed !== path)
    throw new Error(`Lighthouse on ${path} ended up at ${landed}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const row: LighthouseRow = {
    path,
    goal,
    preset,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    lcpMs: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbtMs: value("total-blocking-time"),
  };
  return { row, report: result.report as string };
}

/**
 * The manage link of a seeded ride on its trip (the page at its heaviest: driver, vehicle and the
 * map), else of the latest confirmed one, with a label that keeps the token out of the table.
 */
async function ridePage(
  runtime: Runtime,
): Promise<{ path: string; label: string }> {
  const service = createClient(runtime.apiUrl, runtime.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  for (const status of ["in-progress", "confirmed"]) {
    const booking = await service
      .from("bookings")
      .select("id, reference")
      .eq("status", status)
      .not("vehicle_id", "is", null)
      .order("booking_time", { ascending: false })
      .limit(1)
      .maybeSingle();
    if (booking.error) throw booking.error;
    if (!booking.data) continue;
    const link = await service
      .from("ride_links")
      .select("manage_token")
      .eq("booking_id", booking.data.id)
      .single();
    if (link.error) throw link.error;
    return {
      path: paths.ride.href(booking.data.reference, link.data.manage_token),
      label: `/ride/${booking.data.reference}/… (${status}, manage link)`,
    };
  }
  throw new Error("the seed has no assigned ride for the ride page audit");
}

/**
 * Lighthouse with its mobile defaults (emulated mid-range phone, simulated slow 4G) on the public
 * pages (a seeded ride's live page among them) and on the owner portal signed in as the demo owner,
 * and with the desktop preset on the back office signed in as the demo admin; on the production
 * build, served by `vite preview`, against a fresh seeded local backend.
 */
export async function benchLighthouse(): Promise<LighthouseRow[]> {
  const runtime = await startRuntime({
    port: 0,
    mailPort: 0,
    dataDir: null,
    log: () => undefined,
  });
  const outDir = await mkdtemp(join(tmpdir(), "ekoluxe-lighthouse-"));
  try {
    const server = await previewProductionBuild(
      { url: runtime.apiUrl, anonKey: runtime.anonKey },
      outDir,
    );
    const { port } = server;
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: CHROME_FLAGS,
    });
    const origin = `http://127.0.0.1:${port}`;
    /** The median of RUNS audits of one page, its report kept when asked to. */
    async function measure(
      path: string,
      options: AuditOptions,
      beforeRun?: () => Promise<void>,
    ): Promise<LighthouseRow> {
      const runs: Audit[] = [];
      for (let run = 0; run < RUNS; run++) {
        await beforeRun?.();
        runs.push(await audit(`${origin}${path}`, path, chrome.port, options));
      }
      const kept = median(runs);
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        await mkdir(reportDir, { recursive: true });
        const name = path === "/" ? "home" : path.slice(1).replace(/\//g, "-");
        await writeFile(join(reportDir, `${name}.json`), kept.report);
      }
      return kept.row;
    }
    try {
      const rows: LighthouseRow[] = [];
      for (const page of PAGES) {
        const goal = page === "/" ? HOME_GOAL : PUBLIC_GOAL;
        if (page !== RIDE_PAGE) {
          rows.push(await measure(page, { preset: "mobile", goal }));
          continue;
        }
        const ride = await ridePage(runtime);
        rows.push({
          ...(await measure(ride.path, { preset: "mobile", goal })),
          label: ride.label,
        });
      }
      if (OWNER_PAGES.length > 0) {
        const owner = await signInDemoOwner(runtime.apiUrl, runtime.anonKey);
        const ownerSignedIn = () =>
          prepareSignedInRun(chrome.port, origin, runtime.apiUrl, owner);
        const mobile: AuditOptions = {
          preset: "mobile",
          goal: OWNER_GOAL,
          flags: { disableStorageReset: true },
        };
        for (const path of OWNER_PAGES)
          rows.push({
            ...(await measure(path, mobile, ownerSignedIn)),
            label: `${path} (signed in as the demo owner)`,
          });
      }
      if (ADMIN_PAGES.length === 0) return rows;
      const session = await signInDemoAdmin(runtime.apiUrl, runtime.anonKey);
      const signedIn = () =>
        prepareSignedInRun(chrome.port, origin, runtime.apiUrl, session);
      const desktop: AuditOptions = {
        preset: "desktop",
        goal: ADMIN_GOAL,
        config: desktopConfig,
        flags: { disableStorageReset: true },
      };
      for (const path of ADMIN_PAGES)
        rows.push(await measure(path, desktop, signedIn));
      return rows;
    } finally {
      chrome.kill();
      await server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
    await runtime.stop();
  }
}

export function meetsGoals(row: LighthouseRow): boolean {
  const { goal } = row;
  return (
    row.performance >= goal.performance &&
    row.accessibility >= ACCESSIBILITY_GOAL &&
    row.tbtMs <= goal.tbtMs &&
    (goal.lcpMs === undefined || row.lcpMs <= goal.lcpMs) &&
    (row.preset === "desktop" || row.cls <= CLS_GOAL)
  );
}

const TITLES: Record<LighthouseRow["preset"], string> = {
  mobile:
    "Lighthouse, mobile defaults, production build (goals: performance ≥ 95 and LCP ≤ 1.8 s on public pages, LCP ≤ 1.5 s on /; the signed-in owner portal ≥ 90 and LCP ≤ 2.5 s; TBT ≤ 150 ms, accessibility 100, CLS ≤ 0.02 everywhere)",
  desktop:
    "Lighthouse, desktop preset, signed in as the demo admin, production build (goals: performance ≥ 90, TBT ≤ 150 ms, accessibility 100)",
};

/** Prints one table per preset; returns how many pages miss a goal. */
export function printLighthouse(rows: LighthouseRow[]): number {
  for (const preset of ["mobile", "desktop"] as const) {
    const measured = rows.filter((row) => row.preset === preset);
    if (measured.length) printTable(TITLES[preset], measured);
  }
  return rows.filter((row) => !meetsGoals(row)).length;
}

function printTable(title: string, rows: LighthouseRow[]): void {
  console.log(`\n${title}\n`);
  console.log(
    "| page | performance | accessibility | best practices | LCP s | CLS | TBT ms | |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---|");
  for (const row of rows)
    console.log(
      `| ${row.label ?? row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${(row.lcpMs / 1000).toFixed(2)} | ${row.cls.toFixed(3)} | ${row.tbtMs.toFixed(0)} | ${meetsGoals(row) ? "ok" : "BELOW GOAL"} |`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const misses = printLighthouse(await benchLighthouse());
  process.exit(misses ? 1 : 0);
}
