import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { build, preview } from "vite";

import { startRuntime } from "../supabase/local/server.ts";
import { withBackendEnv } from "./build-env.ts";

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const root = fileURLToPath(new URL("..", import.meta.url));
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? "/,/book-a-ride,/our-fleet"
).split(",");
// Scores move between runs on a busy machine; each page is measured this often and the median kept.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const GOALS = { performance: 95, accessibility: 100, lcpMs: 2000, cls: 0.02 };
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

async function audit(url: string, path: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const row: LighthouseRow = {
    path,
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
 * Lighthouse with its mobile defaults (emulated mid-range phone, simulated slow 4G) on the
 * production build, served by `vite preview`, against a fresh seeded local backend.
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
    await withBackendEnv(
      { url: runtime.apiUrl, anonKey: runtime.anonKey },
      () =>
        build({
          root,
          logLevel: "error",
          build: { outDir, emptyOutDir: true },
        }),
    );
    const server = await preview({
      root,
      logLevel: "error",
      build: { outDir },
      preview: { host: "127.0.0.1", port: 0, strictPort: false, open: false },
    });
    const { port } = server.httpServer.address() as AddressInfo;
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const rows: LighthouseRow[] = [];
      for (const path of PAGES) {
        const runs: Audit[] = [];
        for (let run = 0; run < RUNS; run++)
          runs.push(
            await audit(`http://127.0.0.1:${port}${path}`, path, chrome.port),
          );
        const kept = median(runs);
        rows.push(kept.row);
        const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
        if (reportDir) {
          await mkdir(reportDir, { recursive: true });
          const name =
            path === "/" ? "home" : path.slice(1).replace(/\//g, "-");
          await writeFile(join(reportDir, `${name}.json`), kept.report);
        }
      }
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
  return (
    row.performance >= GOALS.performance &&
    row.accessibility >= GOALS.accessibility &&
    row.lcpMs <= GOALS.lcpMs &&
    row.cls <= GOALS.cls
  );
}

/** Prints the table; returns how many pages miss a goal. */
export function printLighthouse(rows: LighthouseRow[]): number {
  console.log(
    "\nLighthouse, mobile defaults, production build (goals: performance ≥ 95, accessibility 100, LCP ≤ 2.0 s, CLS ≤ 0.02)\n",
  );
  console.log(
    "| page | performance | accessibility | best practices | LCP s | CLS | TBT ms | |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---|");
  for (const row of rows)
    console.log(
      `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${(row.lcpMs / 1000).toFixed(2)} | ${row.cls.toFixed(3)} | ${row.tbtMs.toFixed(0)} | ${meetsGoals(row) ? "ok" : "BELOW GOAL"} |`,
    );
  return rows.filter((row) => !meetsGoals(row)).length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const misses = printLighthouse(await benchLighthouse());
  process.exit(misses ? 1 : 0);
}
