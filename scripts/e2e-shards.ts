import { spawn } from "node:child_process";
import { createRequire } from "node:module";

/**
 * `npm run test:e2e:shards`: the e2e suite as concurrent Playwright shards, each on a stack of its
 * own (its build, its in-memory backend, its mail sink, its Paystack stand-in: `E2E_PORT_OFFSET`
 * moves every port of playwright.config.ts), so no shard sees another's data. A single run spends
 * most of its time waiting on the browser and the network, so two shards finish in well under the
 * time of one on a two-core machine. `E2E_SHARDS` sets how many (default 2); arguments pass
 * through to `playwright test`.
 */
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const cli = createRequire(import.meta.url).resolve("@playwright/test/cli");

const runs = Array.from({ length: shards }, (_, index) => {
  const label = `[e2e ${index + 1}/${shards}]`;
  const child = spawn(
    process.execPath,
    [cli, "test", `--shard=${index + 1}/${shards}`, ...process.argv.slice(2)],
    {
      env: { ...process.env, E2E_PORT_OFFSET: String(index * 10) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream.on("data", (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) console.log(`${label} ${line}`);
    });
    stream.on("end", () => pending && console.log(`${label} ${pending}`));
  }
  return new Promise<number>((resolve) =>
    child.on("close", (code) => resolve(code ?? 1)),
  );
});

const codes = await Promise.all(runs);
const failed = codes.filter((code) => code !== 0).length;
console.log(
  failed
    ? `${failed} of ${shards} e2e shard(s) failed.`
    : `All ${shards} e2e shards passed.`,
);
process.exit(failed ? 1 : 0);
