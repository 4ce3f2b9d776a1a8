import {
  bookingsPageCases,
  fetchBookingsList,
  type BookingsListQuery,
} from "./bookings-page.ts";
import { prepareDatabaseBench } from "./database.ts";
import { captureStatements, splitRequest } from "./statement-capture.ts";

/**
 * `node bench/bookings-page-plans.ts`: the plans behind the "bookings page" bench rows. Each
 * case's request is captured as the runtime sends it to Postgres and replayed, with the same
 * role and claims, under EXPLAIN (ANALYZE, BUFFERS). BENCH_DATABASE_URL switches to PostgreSQL.
 */

const bench = await prepareDatabaseBench({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  suffix: "_bench_plans",
});
const { capture, replay } = captureStatements(bench.db);

async function explain(search: BookingsListQuery): Promise<string> {
  const { context, read } = splitRequest(
    await capture(() => fetchBookingsList(bench.admin, search)),
  );
  return replay(async (tx) => {
    for (const s of context) await tx.query(s.sql, s.params);
    const { rows } = await tx.query<{ "QUERY PLAN": string }>(
      `explain (analyze, buffers, costs off) ${read.sql}`,
      read.params,
    );
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

try {
  const only = process.argv[2];
  for (const c of await bookingsPageCases(bench.db)) {
    if (only && !c.name.includes(only)) continue;
    for (let i = 0; i < 3; i++) await explain(c.search(i));
    console.log(`\n## ${c.name} (${bench.db.kind})\n`);
    console.log(await explain(c.search(7)));
  }
} finally {
  await bench.stop();
}
