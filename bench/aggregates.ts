import type { SupabaseClient } from "@supabase/supabase-js";

import type { Runtime } from "../supabase/local/index.ts";
import type { BenchRow } from "./database.ts";
import { measure } from "./stats.ts";

/** Sets PostgREST's `db-aggregates-enabled` for the bench database only, then reloads the config. */
async function setAggregates(runtime: Runtime, enabled: boolean) {
  const change = enabled
    ? "set pgrst.db_aggregates_enabled = ''true''"
    : "reset pgrst.db_aggregates_enabled";
  await runtime.context.db.exec(
    `do $$ begin
       execute format('alter role authenticator in database %I ${change}', current_database());
     end $$;
     notify pgrst, 'reload config';`,
  );
}

/**
 * Revenue per customer summed by Postgres through the REST API's aggregates (as a report screen
 * would ask for it, never fetching the rides to add them up in the browser): the 20 000 bench
 * rides grouped by their 1 000 customers, one 50-customer page per call, in customer order.
 */
export async function benchAggregates(
  runtime: Runtime,
  client: SupabaseClient,
): Promise<BenchRow[]> {
  await setAggregates(runtime, true);
  const page = (i: number) =>
    client
      .from("bench_rides")
      .select("customer_id, revenue:fare_kobo.sum(), rides:count()")
      .order("customer_id")
      .range((i % 20) * 50, (i % 20) * 50 + 49);
  // The reload follows the NOTIFY: wait until aggregates are served.
  for (let attempt = 0; (await page(0)).error; attempt++) {
    if (attempt > 100) throw new Error("aggregates never became available");
    await new Promise((done) => setTimeout(done, 50));
  }
  try {
    const sample = await measure(async (i) => {
      const { data, error } = await page(i);
      if (error || data.length !== 50) throw error ?? new Error("short page");
    });
    return [
      {
        name: "grouped aggregate: revenue per customer, 50 of 1 000 (20 000 rides)",
        budget: 20,
        sample,
      },
    ];
  } finally {
    await setAggregates(runtime, false);
  }
}
