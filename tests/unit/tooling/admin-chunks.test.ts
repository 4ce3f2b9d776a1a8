import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

import {
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
} from "../../../src/config/local-backend.ts";

interface Chunk {
  fileName: string;
  facade: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

const root = fileURLToPath(new URL("../../..", import.meta.url));
const run = promisify(execFile);
// The lint config's name for back-office features (plain JavaScript, so imported by URL).
const { adminFeaturePrefix } = (await import(
  pathToFileURL(join(root, "eslint.config.js")).href
)) as { adminFeaturePrefix: string };
const ADMIN_ROUTES = readdirSync(join(root, "src/app/routes/admin")).map(
  (file) => `src/app/routes/admin/${file}`,
);
const SHELL = [
  "src/app/guards/admin-guard.tsx",
  "src/app/layouts/admin-layout.tsx",
];

/** Back-office source: what eslint keeps off public routes, checked here in the built chunks. */
function isAdminModule(id: string): boolean {
  return (
    id.startsWith("src/app/routes/admin/") ||
    id.startsWith("src/app/layouts/admin-") ||
    id === "src/app/guards/admin-guard.tsx" ||
    id.startsWith("src/components/data-table/") ||
    id.startsWith(`src/features/${adminFeaturePrefix}`)
  );
}

/**
 * A production build in a process of its own (Vitest's NODE_ENV=test would make a development
 * build), written nowhere: the chunk graph is all this test reads.
 */
async function buildChunks(): Promise<Chunk[]> {
  const outDir = await mkdtemp(join(tmpdir(), "ekoluxe-admin-chunks-"));
  const script = `
    import { build } from "vite";
    const result = await build({ root: ${JSON.stringify(root)}, logLevel: "error",
      build: { outDir: ${JSON.stringify(outDir)}, write: false } });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const chunks = outputs.filter((o) => o.type === "chunk").map((c) => ({
      fileName: c.fileName, facade: c.facadeModuleId ?? null, isEntry: c.isEntry,
      imports: c.imports, dynamicImports: c.dynamicImports, modules: c.moduleIds }));
    process.stdout.write(JSON.stringify(chunks));`;
  try {
    const { stdout } = await run(
      process.execPath,
      ["--input-type=module", "-e", script],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          NODE_ENV: "production",
          VITE_SUPABASE_URL: LOCAL_SUPABASE_URL,
          VITE_SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
        },
      },
    );
    const source = (id: string | null) =>
      id && !id.startsWith("\0") ? relative(root, id.split("?")[0]!) : id;
    return (JSON.parse(stdout) as Chunk[]).map((chunk) => ({
      ...chunk,
      facade: source(chunk.facade),
      modules: chunk.modules.map((id) => source(id)!),
    }));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Every chunk a visitor of the public site can download: the entry and what it imports, statically
 * or lazily, without stepping through the door into the back office (the admin guard's chunk).
 */
function publicChunks(chunks: Chunk[]): Chunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file) || SHELL.includes(chunk.facade ?? "")) return;
    if (ADMIN_ROUTES.includes(chunk.facade ?? "")) return;
    seen.add(file);
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((c) => visit(c.fileName));
  return [...seen].map((file) => byFile.get(file)!);
}

let chunks: Chunk[];

beforeAll(async () => {
  chunks = await buildChunks();
}, 180_000);

describe("the production build keeps the back office apart", () => {
  it("ships no admin module in any chunk the public site can load", () => {
    const reachable = publicChunks(chunks);
    // The walk covers the public pages themselves, not only the entry.
    const facades = reachable.map((chunk) => chunk.facade);
    expect(facades).toContain("src/app/routes/public/home.tsx");
    expect(facades).toContain("src/app/routes/auth.tsx");
    expect(facades).toContain("src/app/layouts/owner-layout.tsx");

    // Module ids are read as source paths: the shell's own files are found in the build.
    expect(chunks.flatMap((chunk) => chunk.modules)).toContain(
      "src/app/layouts/admin-nav-links.tsx",
    );
    const leaks = reachable.flatMap((chunk) =>
      chunk.modules
        .filter(isAdminModule)
        .map((id) => `${id} in ${chunk.fileName}`),
    );
    expect(leaks).toEqual([]);
  });

  it("names every feature only the back office loads admin-<domain>", () => {
    const featureOf = (id: string) => /^src\/features\/([^/]+)\//.exec(id)?.[1];
    const built = new Set(
      chunks.flatMap((chunk) => chunk.modules.map(featureOf)).filter(Boolean),
    );
    const publicFeatures = new Set(
      publicChunks(chunks).flatMap((chunk) =>
        chunk.modules.map(featureOf).filter(Boolean),
      ),
    );
    const backOfficeOnly = [...built].filter((f) => !publicFeatures.has(f));
    expect(backOfficeOnly.length).toBeGreaterThanOrEqual(9);
    expect(
      backOfficeOnly.filter((f) => !f!.startsWith(adminFeaturePrefix)),
    ).toEqual([]);
  });

  it("gives the admin guard, the admin shell and every admin screen a chunk of its own", () => {
    for (const module of [...SHELL, ...ADMIN_ROUTES]) {
      const own = chunks.filter((chunk) => chunk.facade === module);
      expect(own, module).toHaveLength(1);
      // No other screen (or the shell) rides along in it.
      const others = [...SHELL, ...ADMIN_ROUTES].filter((m) => m !== module);
      expect(own[0]!.modules.filter((id) => others.includes(id))).toEqual([]);
    }
    expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(9);
  });
});
