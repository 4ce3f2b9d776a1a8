import { fileURLToPath } from "node:url";

import {
  siblingDatabase,
  startRuntime,
  suffixedName,
} from "../supabase/local/index.ts";
import type { BenchRow } from "./database.ts";
import { percentile } from "./stats.ts";

/**
 * The local backend re-reading the product's schema (tables, keys, functions, the relationships
 * views inherit), as after every migration or `notify pgrst`: requests wait for it, so it bounds
 * how long the API stalls after a schema change.
 */
export async function benchSchemaReload(
  databaseUrl?: string,
  reloads = 30,
): Promise<BenchRow[]> {
  const url = databaseUrl
    ? await siblingDatabase(
        databaseUrl,
        suffixedName(databaseUrl, "_bench_schema"),
      )
    : undefined;
  const runtime = await startRuntime({
    workdir: fileURLToPath(new URL("..", import.meta.url)),
    port: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl: url,
    reset: Boolean(url),
    log: () => undefined,
  });
  try {
    await runtime.context.schemaChanged();
    const times: number[] = [];
    for (let i = 0; i < reloads; i++) {
      const start = performance.now();
      await runtime.context.schemaChanged();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return [
      {
        name: "schema cache reload (product schema)",
        budget: 100,
        sample: {
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          perSecond: Number.NaN,
        },
      },
    ];
  } finally {
    await runtime.stop();
  }
}
