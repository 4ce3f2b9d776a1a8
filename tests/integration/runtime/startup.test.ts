import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { runtime } from "../support.ts";

const cli = fileURLToPath(
  new URL("../../../supabase/local/cli.ts", import.meta.url),
);
const fixture = fileURLToPath(new URL("../fixture", import.meta.url));
const STARTS = 6;

/** A port nobody listens on right now, so the poller can knock before the runtime is up. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        done(typeof address === "object" && address ? address.port : 0),
      );
    });
  });
}

interface Answer {
  status: number;
  retryAfter: string | null;
  contentType: string | null;
  body: string;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts the backend as `npm run dev` does, in its own process, knocking on /auth/v1/health every
 * couple of milliseconds from the first moment; stops it once it has answered normally.
 */
async function startWhilePolling(dataDir: string, apikey: string) {
  const port = await freePort();
  const env = { ...process.env };
  // Always an embedded database: --reset must never touch the suite's PostgreSQL.
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [
      cli,
      ...["--workdir", fixture, "--data-dir", dataDir, "--reset", "--quiet"],
      ...["--port", String(port), "--mail-port", "0"],
    ],
    { env, stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) =>
    child.once("exit", (code) => done(code)),
  );
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));

  const answers: Answer[] = [];
  const deadline = Date.now() + 60_000;
  while (!exitedEarly && Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/auth/v1/health`, {
        headers: { apikey },
      });
      answers.push({
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        contentType: response.headers.get("content-type"),
        body: await response.text(),
      });
      if (response.status === 200) break;
    } catch {
      // Nothing listens yet (connection refused): not an answer.
    }
    await pause(2);
  }
  const failedOnItsOwn = exitedEarly;
  child.kill("SIGTERM");
  const code = await exited;
  return { answers, failedOnItsOwn, code, stderr };
}

describe("runtime start-up", () => {
  it(
    "never fails and answers only 503 or a normal answer while requests arrive during start-up",
    { timeout: 300_000 },
    async () => {
      const { anonKey } = runtime();
      // Every start resets the data folder, keeping the migrated snapshot of the first one.
      const dataDir = await mkdtemp(join(tmpdir(), "runtime-startup-"));
      const answers: Answer[] = [];
      try {
        for (let start = 0; start < STARTS; start += 1) {
          const run = await startWhilePolling(dataDir, anonKey);
          expect(run.stderr).toBe("");
          expect(run.failedOnItsOwn).toBe(false);
          expect(run.code).toBe(0);
          expect(run.answers.at(-1)?.status).toBe(200);
          answers.push(...run.answers);
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }

      const early = answers.filter((answer) => answer.status === 503);
      const normal = answers.filter((answer) => answer.status === 200);
      expect(early.length + normal.length).toBe(answers.length);
      // The requests really did arrive before the routes existed.
      expect(early.length).toBeGreaterThan(0);
      for (const answer of early) {
        expect(answer.retryAfter).toBe("1");
        expect(answer.contentType).toContain("application/json");
        expect(JSON.parse(answer.body)).toMatchObject({
          code: 503,
          error_code: "service_starting",
        });
      }
      for (const answer of normal)
        expect(JSON.parse(answer.body)).toMatchObject({ name: "GoTrue" });
    },
  );
});
