import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  siblingDatabase,
  startRuntime,
  suffixedName,
  type Runtime,
} from "../../../supabase/local/index.ts";
import { freePort } from "../free-port.ts";

const fixture = fileURLToPath(new URL("../fixture/supabase", import.meta.url));
const cli = fileURLToPath(
  new URL("../../../supabase/local/cli.ts", import.meta.url),
);

const SECRETS = [
  "# As `supabase secrets set --env-file` takes them.",
  'FIXTURE_SECRET="from the functions\' .env"',
  "SUPABASE_URL=http://reserved.invalid",
  "SITE_URL=http://secret-site.invalid",
].join("\n");

/** A project of its own: the fixture's config and functions, and a secrets file. */
async function projectWithSecrets(): Promise<string> {
  const workdir = await mkdtemp(join(tmpdir(), "functions-lifecycle-"));
  await cp(join(fixture, "config.toml"), join(workdir, "supabase/config.toml"));
  await cp(join(fixture, "functions"), join(workdir, "supabase/functions"), {
    recursive: true,
  });
  await writeFile(join(workdir, "supabase/functions/.env"), SECRETS);
  return workdir;
}

async function post(apiUrl: string, anonKey: string, path: string) {
  const res = await fetch(`${apiUrl}/functions/v1/${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${anonKey}` },
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
  };
}

/** Whether the process still runs (a zombie waiting for its parent to reap it does not). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`)
    ? readFileSync(`/proc/${pid}/stat`, "utf8")
    : "";
  return !/^\d+ \(.*\) Z/.test(stat);
}

describe("functions: worker processes over a runtime's life", () => {
  let workdir: string;
  let databaseUrl: string | undefined;
  let runtime: Runtime | undefined;
  const log: string[] = [];
  let anonKey = "";
  const call = (path: string) => post(runtime!.apiUrl, anonKey, path);

  beforeAll(async () => {
    workdir = await projectWithSecrets();
    const base = process.env.DATABASE_URL;
    databaseUrl = base
      ? await siblingDatabase(base, suffixedName(base, "_fn_lifecycle"))
      : undefined;
    runtime = await startRuntime({
      workdir,
      port: 0,
      mailPort: 0,
      dataDir: null,
      databaseUrl,
      reset: Boolean(databaseUrl),
      log: (line) => log.push(line),
    });
    anonKey = runtime.anonKey;
  });

  afterAll(async () => {
    await runtime?.stop();
    await rm(workdir, { recursive: true, force: true });
  });

  it("gives functions the secrets of supabase/functions/.env, the platform's names kept", async () => {
    const { body } = await call("env");
    expect(body).toMatchObject({
      FIXTURE_SECRET: "from the functions' .env",
      SUPABASE_URL: runtime!.apiUrl,
      SITE_URL: process.env.SITE_URL || "http://127.0.0.1:5173",
    });
    expect(body.SUPABASE_DB_URL).toBe(databaseUrl);
    expect(log).toContain(
      "functions: SUPABASE_URL in supabase/functions/.env is ignored",
    );
  });

  it("logs a boot failure with Deno's own error and project-relative paths", async () => {
    expect((await call("boot-throws")).status).toBe(503);
    const entry = log.find((line) => line.includes("boot-throws failed"));
    expect(entry).toMatch(
      /^functions: boot-throws failed to boot \(exit code 1\):\n {2}error: Uncaught (\(in promise\) )?Error: boot-throws refuses to start\n/,
    );
    expect(entry).toContain("at supabase/functions/boot-throws/index.ts:");
    expect(entry).not.toContain("file://");
  });

  it("logs what a function prints, and the exit of one that crashed", async () => {
    expect((await call("counter/crash")).status).toBe(500);
    expect(log).toContainEqual(
      expect.stringMatching(
        /^functions: counter: error: Uncaught .*counter was asked to crash/,
      ),
    );
    expect(log).toContainEqual(
      expect.stringMatching(
        /^functions: counter exited \(exit code 1\); the next call starts it again$/,
      ),
    );
  });

  it("ends every function's process when the runtime stops", async () => {
    const { pid } = (await call("counter")).body as { pid: number };
    expect(alive(pid)).toBe(true);
    await runtime!.stop();
    runtime = undefined;
    expect(alive(pid)).toBe(false);
  });

  it("ends a function's process when the runtime's process is killed outright", async () => {
    const port = await freePort();
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const child = spawn(
      process.execPath,
      [
        cli,
        "--workdir",
        workdir,
        "--memory",
        "--quiet",
        "--port",
        String(port),
        "--mail-port",
        "0",
      ],
      { env, stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = once(child, "exit");
    try {
      // The banner is printed once the runtime answers.
      for await (const line of createInterface({ input: child.stdout! }))
        if (line.includes("Local backend ready")) break;
      const { body } = await post(
        `http://127.0.0.1:${port}`,
        anonKey,
        "counter",
      );
      const pid = body.pid as number;
      expect(alive(pid)).toBe(true);
      child.kill("SIGKILL");
      await exited;
      // The orphaned process sees its stdin end, and exits on its own.
      while (alive(pid)) await new Promise((done) => setImmediate(done));
      expect(alive(pid)).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });
});
