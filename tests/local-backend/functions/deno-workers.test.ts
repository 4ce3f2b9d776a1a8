import { describe, expect, it } from "vitest";

import { userClient } from "../storage/storage-support.ts";
import { runtime } from "../support.ts";

const DENO_READS = new Set([
  "HOME",
  "USERPROFILE",
  "SYSTEMROOT",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "DENO_CERT",
  "DENO_TLS_CA_STORE",
  "NODE_EXTRA_CA_CERTS",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "DENO_DIR",
  "NPM_CONFIG_REGISTRY",
  "NO_COLOR",
  "PATH",
  "SITE_URL",
]);

const fnUrl = (path: string) => `${runtime().apiUrl}/functions/v1/${path}`;

/** A call as a signed-in user, answered with the function's JSON. */
async function call(path: string) {
  const { token } = await userClient();
  const res = await fetch(fnUrl(path), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
  };
}

describe("functions: each one in a Deno process of its own", () => {
  it("runs the function in Deno, not in the runtime's Node", async () => {
    const { body } = await call("counter");
    // Node answers "Node.js/<version>" here.
    expect(body.userAgent).toMatch(/^Deno\/2\./);
  });

  it("reuses the function's process for later calls (its module state lives on)", async () => {
    const first = await call("counter");
    const second = await call("counter");
    expect(second.body.pid).toBe(first.body.pid);
    expect(second.body.calls).toBe((first.body.calls as number) + 1);
  });

  it("answers a call whose process dies with 500 WORKER_ERROR, then starts it again", async () => {
    const before = await call("counter");
    const crash = await call("counter/crash");
    expect(crash).toEqual({
      status: 500,
      body: {
        code: "WORKER_ERROR",
        message: "Function exited due to an error (please check logs)",
      },
    });
    const after = await call("counter");
    expect(after.status).toBe(200);
    expect(after.body.pid).not.toBe(before.body.pid);
    expect(after.body.calls).toBe(1);
  });

  it("injects the platform's environment, and nothing of the runtime's own", async () => {
    const {
      apiUrl,
      mailUrl,
      anonKey,
      serviceRoleKey,
      publishableKey,
      secretKey,
      databaseUrl,
    } = runtime();
    const { body: env } = await call("env");
    expect(env).toMatchObject({
      SUPABASE_URL: apiUrl,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: publishableKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: secretKey }),
      LOCAL_MAIL_URL: mailUrl,
      SITE_URL: process.env.SITE_URL || "http://127.0.0.1:5173",
    });
    // The database's own URL on PostgreSQL; embedded PGlite has no connection string to give.
    expect(env.SUPABASE_DB_URL).toBe(databaseUrl);
    // The runtime's own variables stay out, DATABASE_URL included; Deno keeps what it reads
    // itself (where ~/.npmrc is, proxies, certificates) and sets PATH to its own shims.
    const leaked = Object.keys(process.env).filter(
      (name) => !DENO_READS.has(name) && name in env,
    );
    expect(leaked).toEqual([]);
  });

  it("refuses the environment to callers without a JWT (verify_jwt)", async () => {
    const res = await fetch(fnUrl("env"), { method: "POST" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      msg: "Error: Missing authorization header",
    });
  });

  it("grants what hosted functions have: network, environment, reading its own folder and _shared", async () => {
    const { body } = await call("sandbox");
    expect(body).toEqual({
      readOwnFolder: "allowed",
      readShared: "allowed",
      readOtherFunction: "NotCapable",
      readProject: "NotCapable",
      write: "NotCapable",
      run: "NotCapable",
      ffi: "NotCapable",
      sys: "NotCapable",
      env: "allowed",
      net: "granted",
    });
  });

  it("answers a function that throws while loading with 503 BOOT_ERROR, on every call", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { status, body } = await call("boot-throws");
      expect(status).toBe(503);
      expect(body).toEqual({
        code: "BOOT_ERROR",
        message: "Worker failed to boot (please check logs)",
      });
    }
  });
});
