import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { loadConfig } from "../../../supabase/local/index.ts";

let dir: string | undefined;
afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

async function configOf(toml: string) {
  const folder = await mkdtemp(join(tmpdir(), "config-"));
  dir = folder;
  await writeFile(join(folder, "config.toml"), toml);
  return loadConfig(folder);
}

describe("config.toml as the current Supabase CLI writes it", () => {
  it("reads the mail viewer's port from [local_smtp], and from the older [inbucket]", async () => {
    expect((await configOf("[local_smtp]\nport = 55324\n")).inbucket.port).toBe(
      55324,
    );
    expect((await configOf("[inbucket]\nport = 56324\n")).inbucket.port).toBe(
      56324,
    );
  });

  it("turns e-mail sign-ups off with [auth.email] enabled = false, as with enable_signup", async () => {
    expect(
      (await configOf("[auth.email]\nenabled = false\n")).auth.enableSignup,
    ).toBe(false);
    expect(
      (await configOf("[auth.email]\nenable_signup = false\n")).auth
        .enableSignup,
    ).toBe(false);
    expect((await configOf("[auth.email]\n")).auth.enableSignup).toBe(true);
  });

  it("ships a project config in the current format (the CLI refuses [inbucket])", async () => {
    const text = await readFile("supabase/config.toml", "utf8");
    expect(text).not.toMatch(/^\[inbucket\]/m);
    expect(text).toMatch(/^\[local_smtp\]/m);
    const config = await loadConfig("supabase");
    expect(config.inbucket.port).toBe(54324);
    expect(config.auth.enableSignup).toBe(true);
  });
});
