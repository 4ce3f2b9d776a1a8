import { fileURLToPath } from "node:url";
import { createClient } from "@supabase/supabase-js";

import { startRuntime } from "../supabase/local/index.ts";
import { benchAggregates } from "./aggregates.ts";
import { measureHomeBundle, printBundle } from "./bundle-size.ts";
import { benchDashboardLive } from "./dashboard-live.ts";
import { benchDatabase } from "./database.ts";
import { benchFunctions } from "./functions.ts";
import { benchLighthouse, printLighthouse } from "./lighthouse.ts";
import { benchOwnerTotals } from "./owner-totals.ts";
import { benchPayments } from "./payments.ts";
import { benchPeriodClose } from "./period-close.ts";
import {
  benchRealtimeLatency,
  REALTIME_LATENCY_BUDGET_MS,
} from "./realtime-latency.ts";
import { benchSchemaReload } from "./schema-reload.ts";
import { measure, type Sample } from "./stats.ts";
import { benchTrackingFanout } from "./tracking-fanout.ts";

/** Local runtime benchmark on embedded PGlite: latency and throughput through supabase-js. */
const runtime = await startRuntime({
  workdir: fileURLToPath(new URL("./fixture", import.meta.url)),
  port: 0,
  mailPort: 0,
  dataDir: null,
  databaseUrl: process.env.BENCH_DATABASE_URL,
  reset: Boolean(process.env.BENCH_DATABASE_URL),
  log: () => undefined,
});
const options = { auth: { persistSession: false, autoRefreshToken: false } };
const anon = createClient(runtime.apiUrl, runtime.anonKey, options);
const service = createClient(runtime.apiUrl, runtime.serviceRoleKey, options);

const { data: rides, error } = await anon
  .from("bench_rides")
  .select("id, customer_id")
  .limit(1000);
if (error || !rides?.length) throw error ?? new Error("bench seed missing");
const pick = (i: number) => rides[i % rides.length]!;

const rows: { name: string; sample: Sample; budget: number }[] = [];
rows.push({
  name: "select by primary key",
  budget: 10,
  sample: await measure(async (i) => {
    const r = await anon
      .from("bench_rides")
      .select("id, pickup, fare_kobo, created_at")
      .eq("id", pick(i).id)
      .single();
    if (r.error) throw r.error;
  }),
});
rows.push({
  name: "50-row list + 1 embed",
  budget: 10,
  sample: await measure(async (i) => {
    const r = await anon
      .from("bench_rides")
      .select(
        "id, pickup, fare_kobo, created_at, customer:bench_customers(name)",
      )
      .order("created_at", { ascending: false })
      .range((i % 20) * 50, (i % 20) * 50 + 49);
    if (r.error || r.data.length !== 50)
      throw r.error ?? new Error("short page");
  }),
});
rows.push({
  name: "insert through an RPC",
  budget: 10,
  sample: await measure(async (i) => {
    const r = await anon.rpc("bench_book_ride", {
      customer: pick(i).customer_id,
      pickup: `Bench ${i}`,
      fare_kobo: 300000,
    });
    if (r.error) throw r.error;
  }),
});
rows.push(...(await benchAggregates(runtime, anon)));
const realtime = await benchRealtimeLatency(runtime, "bench_events", 200);
rows.push({
  name: "INSERT commit → realtime callback",
  budget: REALTIME_LATENCY_BUDGET_MS,
  sample: { ...realtime, perSecond: Number.NaN },
});

await service.removeAllChannels();
await runtime.stop();

// The edge functions' Deno workers: cold start and warm calls, on a runtime of their own.
rows.push(...(await benchFunctions()));
// Money through the functions: checkout and the Paystack webhook, with the local stand-in.
rows.push(...(await benchPayments(process.env.BENCH_DATABASE_URL)));
// The schema cache over the product's schema, on a runtime of its own.
rows.push(...(await benchSchemaReload(process.env.BENCH_DATABASE_URL)));
// The product schema at 100 000 bookings, on a runtime of its own.
rows.push(...(await benchDatabase(process.env.BENCH_DATABASE_URL)));
// The period close at 100 000 bookings and the reports screen's reads.
rows.push(...(await benchPeriodClose(process.env.BENCH_DATABASE_URL)));
// The owner portal's reads at 100 000 bookings (owner totals, reports, chart, vehicles).
rows.push(...(await benchOwnerTotals(process.env.BENCH_DATABASE_URL)));
// The admin dashboard in Chromium: a new booking's row in Recent Bookings, 20 inserts.
rows.push({
  name: "dashboard live update: INSERT → row in Recent Bookings (Chromium)",
  budget: 1000,
  sample: await benchDashboardLive({
    databaseUrl: process.env.BENCH_DATABASE_URL,
  }),
});
// Tracking: 300 vehicles reporting every 2 s, fan-out latency and the page's frames in Chromium.
rows.push(
  ...(await benchTrackingFanout({
    databaseUrl: process.env.BENCH_DATABASE_URL,
  })),
);

const engine = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite";
const fmt = (n: number) =>
  Number.isNaN(n) ? "—" : n.toFixed(n >= 100 ? 0 : 2);
console.log(
  `\nLocal runtime benchmark (${engine}, supabase-js over HTTP on 127.0.0.1)\n`,
);
console.log(
  "| operation | p50 ms | p95 ms | req/s (8 concurrent) | p95 budget | |",
);
console.log("|---|---:|---:|---:|---:|---|");
let failed = 0;
for (const { name, sample, budget } of rows) {
  const ok = sample.p95 < budget;
  if (!ok) failed++;
  console.log(
    `| ${name} | ${fmt(sample.p50)} | ${fmt(sample.p95)} | ${fmt(sample.perSecond)} | < ${budget} | ${ok ? "ok" : "OVER"} |`,
  );
}
// The web app on a mid-range phone: bundle budgets, then Lighthouse (mobile) on the production build.
failed += printBundle(await measureHomeBundle());
failed += printLighthouse(await benchLighthouse());
process.exit(failed ? 1 : 0);
