import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { startRuntime } from "../supabase/local/index.ts";
import type { BenchRow } from "./database.ts";
import { measure, percentile } from "./stats.ts";

const functionsDir = fileURLToPath(
  new URL("../supabase/functions", import.meta.url),
);
const FUNCTIONS = [
  "account",
  "admin-users",
  "send-email",
  "payments",
  "payouts",
  "paystack-webhook",
];
const COPIES = 5;

/**
 * The edge functions on the local runtime's Deno workers. Cold start: a function's first call,
 * from spawning its Deno process to its answer (the CORS preflight it answers itself), once per
 * copy of each product function, after the runtime has cached their imports. Warm call: later
 * calls to the same process through the relay, with the anon JWT verified (verify_jwt), answered
 * by the function before any I/O of its own (a GET, refused with 405).
 */
export async function benchFunctions(): Promise<BenchRow[]> {
  const workdir = await mkdtemp(join(tmpdir(), "bench-functions-"));
  const names = FUNCTIONS.flatMap((fn) =>
    Array.from({ length: COPIES }, (_, i) => ({ fn, name: `${fn}-${i}` })),
  );
  await mkdir(join(workdir, "supabase"));
  await writeFile(
    join(workdir, "supabase/config.toml"),
    'project_id = "functions-bench"\n\n[db.seed]\nenabled = false\n',
  );
  await cp(
    join(functionsDir, "_shared"),
    join(workdir, "supabase/functions/_shared"),
    { recursive: true },
  );
  for (const { fn, name } of names)
    await cp(
      join(functionsDir, fn),
      join(workdir, "supabase/functions", name),
      {
        recursive: true,
      },
    );

  let cached: () => void = () => undefined;
  const importsCached = new Promise<void>((done) => (cached = done));
  const runtime = await startRuntime({
    workdir,
    port: 0,
    mailPort: 0,
    dataDir: null,
    log: (line) => {
      if (line.startsWith("functions: imports of ")) cached();
    },
  });
  try {
    await importsCached;
    const url = (name: string) => `${runtime.apiUrl}/functions/v1/${name}`;
    const rows: BenchRow[] = [];
    for (const fn of FUNCTIONS) {
      const starts: number[] = [];
      for (const { name } of names.filter((n) => n.fn === fn)) {
        const started = performance.now();
        const res = await fetch(url(name), { method: "OPTIONS" });
        await res.text();
        if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
        starts.push(performance.now() - started);
      }
      starts.sort((a, b) => a - b);
      rows.push({
        name: `edge function cold start: ${fn} (spawn → first answer, ${COPIES} starts)`,
        budget: 300,
        sample: {
          p50: percentile(starts, 50),
          p95: percentile(starts, 95),
          perSecond: Number.NaN,
        },
      });
    }
    const headers = {
      apikey: runtime.anonKey,
      Authorization: `Bearer ${runtime.anonKey}`,
    };
    rows.push({
      name: "edge function warm call: account (relay + verify_jwt + worker)",
      budget: 20,
      sample: await measure(async () => {
        const res = await fetch(url("account-0"), { headers });
        await res.text();
        if (res.status !== 405) throw new Error(`account-0: ${res.status}`);
      }),
    });
    return rows;
  } finally {
    await runtime.stop();
    await rm(workdir, { recursive: true, force: true });
  }
}

/** `node bench/functions.ts`: only these rows. */
if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = 0;
  for (const { name, sample, budget } of await benchFunctions()) {
    const ok = sample.p95 < budget;
    if (!ok) failed++;
    console.log(
      `| ${name} | ${sample.p50.toFixed(1)} | ${sample.p95.toFixed(1)} | ${Number.isNaN(sample.perSecond) ? "—" : sample.perSecond.toFixed(0)} | < ${budget} | ${ok ? "ok" : "OVER"} |`,
    );
  }
  process.exit(failed ? 1 : 0);
}
