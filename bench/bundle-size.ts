import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";

import { LOCAL_SUPABASE_ANON_KEY } from "../src/config/local-backend.ts";
import { withBackendEnv } from "./build-env.ts";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleRow {
  name: string;
  kb: number;
  budget: number;
  files: string[];
}

const root = fileURLToPath(new URL("..", import.meta.url));
const HOME_ROUTE = "src/app/routes/public/home.tsx";
// Any backend will do for measuring; a hosted-style URL and a key of a real anon key's length.
const MEASURED_BACKEND = {
  url: "https://bundle-size.supabase.co",
  anonKey: LOCAL_SUPABASE_ANON_KEY,
};

/** The entry, the home route chunk and every chunk either imports statically: what `/` needs to render. */
function initialChunks(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is missing from the build manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]!);
}

async function gzipKb(dir: string, files: string[]): Promise<number> {
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(await readFile(join(dir, file)), { level: 9 }).length;
  return bytes / 1024;
}

/** Production build in a temporary folder; gzip sizes of the home route's initial JS and CSS. */
export async function measureHomeBundle(): Promise<BundleRow[]> {
  const outDir = await mkdtemp(join(tmpdir(), "ekoluxe-bundle-"));
  // The made-up project cannot be reached for the pre-rendered pages' public data; the bundle is
  // the same either way.
  const prerenderData = process.env.PRERENDER_DATA;
  process.env.PRERENDER_DATA = "off";
  try {
    await withBackendEnv(MEASURED_BACKEND, () =>
      build({
        root,
        logLevel: "error",
        build: { outDir, emptyOutDir: true, manifest: true },
      }),
    );
    const manifest = JSON.parse(
      await readFile(join(outDir, ".vite/manifest.json"), "utf8"),
    ) as Manifest;
    const chunks = initialChunks(manifest, ["index.html", HOME_ROUTE]);
    const js = chunks.map((chunk) => chunk.file);
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    return [
      {
        name: "home route initial JS",
        kb: await gzipKb(outDir, js),
        budget: 100,
        files: js,
      },
      {
        name: "home route CSS",
        kb: await gzipKb(outDir, css),
        budget: 20,
        files: css,
      },
    ];
  } finally {
    if (prerenderData === undefined) delete process.env.PRERENDER_DATA;
    else process.env.PRERENDER_DATA = prerenderData;
    await rm(outDir, { recursive: true, force: true });
  }
}

/** Prints the table; returns how many budgets are exceeded. */
export function printBundle(rows: BundleRow[]): number {
  console.log("\nHome route bundle (gzip, production build)\n");
  console.log(
    "| bundle | KB gzip | budget KB | files | |\n|---|---:|---:|---:|---|",
  );
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.kb.toFixed(1)} | ≤ ${row.budget} | ${row.files.length} | ${row.kb <= row.budget ? "ok" : "OVER"} |`,
    );
  return rows.filter((row) => row.kb > row.budget).length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureHomeBundle();
  const over = printBundle(rows);
  for (const row of rows) console.log(`\n${row.name}: ${row.files.join(" ")}`);
  process.exit(over ? 1 : 0);
}
