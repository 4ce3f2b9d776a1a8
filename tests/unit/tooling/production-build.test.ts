import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { requireBackendEnv } from "../../../scripts/backend-env.ts";
import {
  inlineScriptHashes,
  parseHeadersFile,
} from "../../../scripts/security-headers.ts";
import {
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
} from "../../../src/config/local-backend.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const NAMES = ["VITE_SUPABASE_URL", "VITE_SUPABASE_ANON_KEY"] as const;
const run = promisify(execFile);
const hosted = {
  VITE_SUPABASE_URL: "https://abcdefgh.supabase.co/",
  VITE_SUPABASE_ANON_KEY: "hosted-anon-key",
};

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "ekoluxe-build-test-"));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/**
 * `vite build` in a process of its own (Vitest's NODE_ENV=test would make a development build),
 * with exactly `vars` and no env file (envDir is an empty folder). Resolves to the output folder.
 */
async function buildWith(
  vars: Partial<Record<(typeof NAMES)[number], string>>,
): Promise<string> {
  const outDir = join(scratch, `dist-${Object.keys(vars).length}`);
  const env: NodeJS.ProcessEnv = { ...process.env, ...vars };
  for (const name of NAMES) if (!(name in vars)) delete env[name];
  env.NODE_ENV = "production";
  // The made-up project cannot be reached for the pages' public data.
  env.PRERENDER_DATA = "off";
  const options = {
    root,
    envDir: scratch,
    logLevel: "error",
    build: { outDir },
  };
  const script = `import { build } from "vite"; await build(${JSON.stringify(options)});`;
  await run(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    env,
  });
  return outDir;
}

describe("the backend a production build talks to", () => {
  it("must be named: no URL, no key or a blank value stops the check", () => {
    expect(() => requireBackendEnv({})).toThrow(
      /^VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set: a production build must name the Supabase project/,
    );
    expect(() =>
      requireBackendEnv({ VITE_SUPABASE_URL: hosted.VITE_SUPABASE_URL }),
    ).toThrow(/^VITE_SUPABASE_ANON_KEY is not set/);
    expect(() =>
      requireBackendEnv({ ...hosted, VITE_SUPABASE_URL: "  " }),
    ).toThrow(/^VITE_SUPABASE_URL is not set/);
    expect(() =>
      requireBackendEnv({
        ...hosted,
        VITE_SUPABASE_URL: "abcdefgh.supabase.co",
      }),
    ).toThrow(/must be the http\(s\) URL/);
    expect(requireBackendEnv(hosted)).toEqual({
      url: "https://abcdefgh.supabase.co",
      anonKey: "hosted-anon-key",
    });
  });

  it("vite build refuses to run without it", async () => {
    await expect(buildWith({})).rejects.toMatchObject({
      stderr: expect.stringMatching(
        /VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set/,
      ),
    });
  }, 60_000);

  it("a build ships the named project, its security headers, and nothing of the local backend", async () => {
    const outDir = await buildWith(hosted);
    const assets = join(outDir, "assets");
    const scripts = await Promise.all(
      (await readdir(assets))
        .filter((file) => file.endsWith(".js"))
        .map((file) => readFile(join(assets, file), "utf8")),
    );
    const bundle = scripts.join("\n");
    expect(bundle).toContain("https://abcdefgh.supabase.co");
    expect(bundle).not.toContain(LOCAL_SUPABASE_ANON_KEY);
    expect(bundle).not.toContain(LOCAL_SUPABASE_URL);

    const html = await readFile(join(outDir, "index.html"), "utf8");
    const headers = parseHeadersFile(
      await readFile(join(outDir, "_headers"), "utf8"),
    ).find((rule) => rule.path === "/*")!.headers;
    const csp = headers["Content-Security-Policy"]!;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    expect(csp).toContain(`script-src 'self' ${hashes[0]};`);
    expect(csp).toContain(
      "connect-src 'self' https://abcdefgh.supabase.co wss://abcdefgh.supabase.co;",
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  }, 120_000);
});
