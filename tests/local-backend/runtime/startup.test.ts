import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startRuntime } from "../../../supabase/local/index.ts";
import { freePort } from "../free-port.ts";
import { runtime } from "../support.ts";

const cli = fileURLToPath(
  new URL("../../../supabase/local/cli.ts", import.meta.url),
);
const fixture = fileURLToPath(new URL("../fixture", import.meta.url));
const STARTS = 6;

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
      answers.push(await answerOf(response));
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

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    contentType: response.headers.get("content-type"),
    body: await response.text(),
  };
}

function expectEarlyOrNormal(answers: Answer[]) {
  for (const answer of answers) {
    if (answer.status === 200) {
      expect(JSON.parse(answer.body)).toMatchObject({ name: "GoTrue" });
      continue;
    }
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe("1");
    expect(answer.contentType).toContain("application/json");
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 503,
      error_code: "service_starting",
    });
  }
}

describe("runtime start-up", () => {
  // Every embedded start resets this folder but keeps the migrated snapshot of the first one.
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "runtime-startup-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("answers a request that arrives before the routes exist with a 503 to retry, then serves", async () => {
    const { anonKey, databaseUrl } = runtime();
    const early: Answer[] = [];
    const started = await startRuntime({
      workdir: fixture,
      port: 0,
      mailPort: 0,
      ...(databaseUrl
        ? { databaseUrl, dataDir: null }
        : { dataDir, reset: true }),
      log: () => undefined,
      onListening: async ({ apiUrl, mailUrl }) => {
        const headers = { apikey: anonKey };
        early.push(
          await answerOf(await fetch(`${apiUrl}/auth/v1/health`, { headers })),
          await answerOf(await fetch(`${apiUrl}/rest/v1/`, { headers })),
        );
        const mail = await fetch(`${mailUrl}/api/messages`);
        expect(mail.status).toBe(503);
      },
    });
    try {
      expect(early.map((answer) => answer.status)).toEqual([503, 503]);
      expectEarlyOrNormal(early);
      const ready = await fetch(`${started.apiUrl}/auth/v1/health`, {
        headers: { apikey: anonKey },
      });
      expectEarlyOrNormal([await answerOf(ready)]);
      expect(ready.status).toBe(200);
    } finally {
      await started.stop();
    }
  }, 180_000);

  it(
    "never exits while a client polls it every few milliseconds from the start",
    { timeout: 300_000 },
    async () => {
      const { anonKey } = runtime();
      for (let start = 0; start < STARTS; start += 1) {
        const run = await startWhilePolling(dataDir, anonKey);
        expect(run.stderr).toBe("");
        expect(run.failedOnItsOwn).toBe(false);
        expect(run.code).toBe(0);
        expect(run.answers.at(-1)?.status).toBe(200);
        expectEarlyOrNormal(run.answers);
      }
    },
  );
});
