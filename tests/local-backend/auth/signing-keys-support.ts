import { randomUUID } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { exportJWK, generateKeyPair, type JWK } from "jose";

import { startRuntime, type Runtime } from "../../../supabase/local/index.ts";
import { UNLIMITED_AUTH } from "../runtime-setup.ts";
import { runtime } from "../support.ts";

/** A private JWK as `supabase gen signing-key` writes it (`sign` may be left out of key_ops). */
export async function cliSigningKey(
  alg: "ES256" | "RS256",
  keyOps: string[] = ["sign", "verify"],
): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    ...jwk,
    kid: randomUUID(),
    use: "sig",
    key_ops: keyOps,
    alg,
    ext: true,
  };
}

/** A copy of the fixture project whose config.toml has `[auth] signing_keys_path`. */
export async function projectWithKeys(keys: unknown): Promise<{
  workdir: string;
  remove(): Promise<void>;
}> {
  const workdir = await mkdtemp(join(tmpdir(), "signing-keys-"));
  const fixture = fileURLToPath(
    new URL("../fixture/supabase", import.meta.url),
  );
  const supabaseDir = join(workdir, "supabase");
  await cp(fixture, supabaseDir, { recursive: true });
  const configPath = join(supabaseDir, "config.toml");
  const config = await readFile(configPath, "utf8");
  await writeFile(
    configPath,
    config.replace(
      /^\[auth\]$/m,
      '[auth]\nsigning_keys_path = "./keys/signing_keys.json"',
    ),
  );
  await mkdir(join(supabaseDir, "keys"));
  await writeFile(
    join(supabaseDir, "keys", "signing_keys.json"),
    JSON.stringify(keys, null, 2),
  );
  return {
    workdir,
    remove: () => rm(workdir, { recursive: true, force: true }),
  };
}

/** A runtime of the fixture project signing with `keys`, on the run's database. */
export async function startWithKeys(
  keys: unknown,
): Promise<{ started: Runtime; stop(): Promise<void> }> {
  const project = await projectWithKeys(keys);
  try {
    const started = await startRuntime({
      workdir: project.workdir,
      port: 0,
      mailPort: 0,
      dataDir: null,
      databaseUrl: runtime().databaseUrl,
      log: () => undefined,
      authRateLimits: UNLIMITED_AUTH,
    });
    return {
      started,
      stop: async () => {
        await started.stop();
        await project.remove();
      },
    };
  } catch (error) {
    await project.remove();
    throw error;
  }
}
