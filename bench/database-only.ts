import { benchDatabase } from "./database.ts";

/**
 * `node bench/database-only.ts`: only the database rows of `npm run bench` (100 000 bookings),
 * for work on indexes and queries. BENCH_DATABASE_URL switches from PGlite to PostgreSQL.
 */
const databaseUrl = process.env.BENCH_DATABASE_URL;
const fmt = (n: number) => n.toFixed(n >= 100 ? 0 : 2);
console.log(`\n${databaseUrl ? "PostgreSQL" : "PGlite"}\n`);
console.log(
  "| operation | p50 ms | p95 ms | req/s (8 concurrent) | p95 budget | |",
);
console.log("|---|---:|---:|---:|---:|---|");
let failed = 0;
for (const { name, sample, budget } of await benchDatabase(databaseUrl)) {
  const ok = sample.p95 < budget;
  if (!ok) failed++;
  console.log(
    `| ${name} | ${fmt(sample.p50)} | ${fmt(sample.p95)} | ${fmt(sample.perSecond)} | < ${budget} | ${ok ? "ok" : "OVER"} |`,
  );
}
process.exit(failed ? 1 : 0);
