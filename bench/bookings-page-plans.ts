import type { Queryable } from "../supabase/local/db/database.ts";
import {
  bookingsPageCases,
  fetchBookingsList,
  type BookingsListQuery,
} from "./bookings-page.ts";
import { prepareDatabaseBench } from "./database.ts";

/**
 * `node bench/bookings-page-plans.ts`: the plans behind the "bookings page" bench rows. Each
 * case's request is captured as the runtime sends it to Postgres and replayed, with the same
 * role and claims, under EXPLAIN (ANALYZE, BUFFERS). BENCH_DATABASE_URL switches to PostgreSQL.
 */

interface Statement {
  sql: string;
  params?: unknown[];
}

const bench = await prepareDatabaseBench({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  suffix: "_bench_plans",
});
const captured: Statement[] = [];
let capturing = false;
const db = bench.db;
const transaction = db.transaction.bind(db);
db.transaction = (fn) =>
  transaction((tx) =>
    fn({
      exec: (sql) => tx.exec(sql),
      query: (sql, params) => {
        if (capturing) captured.push({ sql, params });
        return tx.query(sql, params);
      },
    } as Queryable),
  );

async function explain(search: BookingsListQuery): Promise<string> {
  captured.length = 0;
  capturing = true;
  try {
    await fetchBookingsList(bench.admin, search);
  } finally {
    capturing = false;
  }
  // The read is the last statement that is not the planner estimate an estimated count adds.
  const at = captured.findLastIndex((s) => !/^\s*explain\b/i.test(s.sql));
  const read = captured[at]!;
  return transaction(async (tx) => {
    for (const s of captured.slice(0, at)) await tx.query(s.sql, s.params);
    const { rows } = await tx.query<{ "QUERY PLAN": string }>(
      `explain (analyze, buffers, costs off) ${read.sql}`,
      read.params,
    );
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

try {
  const only = process.argv[2];
  for (const c of await bookingsPageCases(db)) {
    if (only && !c.name.includes(only)) continue;
    for (let i = 0; i < 3; i++) await explain(c.search(i));
    console.log(`\n## ${c.name} (${db.kind})\n`);
    console.log(await explain(c.search(7)));
  }
} finally {
  await bench.stop();
}
