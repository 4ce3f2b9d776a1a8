import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  loadConfig,
  startRuntime,
  type Runtime,
} from "../../../supabase/local/index.ts";
import { freePort } from "../free-port.ts";
import {
  FIXTURE,
  LOCAL_KEY,
  paystackClient,
  submit,
} from "./standin-runtime.ts";

/** How the runtime places the stand-in: its port, and the key it shares with the functions. */
describe("paystack stand-in: port", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "paystack-port-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("prefers 54325, unless config.toml gives that port to another service", async () => {
    await writeFile(join(dir, "config.toml"), "[api]\nport = 54321\n");
    expect((await loadConfig(dir)).paystack.port).toBe(54325);
    await writeFile(
      join(dir, "config.toml"),
      "[inbucket]\nport = 54324\nsmtp_port = 54325\npop3_port = 54326\n",
    );
    expect((await loadConfig(dir)).paystack.port).toBe(54327);
  });
});

describe("paystack stand-in: a project's own PAYSTACK_SECRET_KEY", () => {
  const OWN_KEY = "sk_test_project_own_key_111111111111111111";
  let workdir: string;
  let runtime: Runtime;
  let port: number;

  beforeAll(async () => {
    workdir = await mkdtemp(join(tmpdir(), "paystack-secret-"));
    await cp(FIXTURE, workdir, { recursive: true });
    await writeFile(
      join(workdir, "supabase", "functions", ".env"),
      `PAYSTACK_SECRET_KEY=${OWN_KEY}\n`,
    );
    port = await freePort();
    runtime = await startRuntime({
      workdir,
      port: 0,
      mailPort: 0,
      paystackPort: port,
      dataDir: null,
      databaseUrl: null,
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await runtime?.stop();
    await rm(workdir, { recursive: true, force: true });
  });

  it("listens on the port it was given", () => {
    expect(runtime.paystackUrl).toBe(`http://127.0.0.1:${port}`);
  });

  it("takes that key and refuses the local default", async () => {
    expect(
      (await paystackClient(runtime, OWN_KEY)("GET", "/bank")).status,
    ).toBe(200);
    expect(
      (await paystackClient(runtime, LOCAL_KEY)("GET", "/bank")).status,
    ).toBe(401);
  });

  it("gives the functions that key, and signs webhooks with it", async () => {
    const api = paystackClient(runtime, OWN_KEY);
    const init = await api("POST", "/transaction/initialize", {
      email: "ada@example.com",
      amount: 500_000,
    });
    const url = (init.body.data as { authorization_url: string })
      .authorization_url;
    await submit(`${url}/transfer`);
    const recorder = `${runtime.apiUrl}/functions/v1/paystack-webhook/seen`;
    let body: { seen: { valid: boolean }[]; env: Record<string, string> } = {
      seen: [],
      env: {},
    };
    await expect
      .poll(
        async () => {
          body = (await (await fetch(recorder)).json()) as typeof body;
          return body.seen.length;
        },
        { timeout: 15_000, interval: 50 },
      )
      .toBe(1);
    expect(body.env.PAYSTACK_SECRET_KEY).toBe(OWN_KEY);
    expect(body.seen[0]!.valid).toBe(true);
  });
});
