import { afterAll, beforeAll, describe, expect, test } from "vitest";

import {
  LARGE_BOOKINGS,
  prepareDatabaseBench,
  type DatabaseBench,
} from "../../../bench/database.ts";
import {
  captureStatements,
  splitRequest,
  type Statement,
} from "../../../bench/statement-capture.ts";
import type { Queryable } from "../../../supabase/local/index.ts";

/**
 * The back office's heaviest reads stay on indexes at 100 000 bookings. Each request is captured
 * as the runtime sends it to Postgres, then replayed in a transaction with the same role, claims
 * and settings: EXPLAIN shows the statement's plan, and `pg_stat_xact_user_tables` counts the scans
 * it really ran, including those inside plpgsql functions, which EXPLAIN of the call cannot show.
 */

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

let bench: DatabaseBench;
let capture: (call: () => Promise<unknown>) => Promise<Statement[]>;

beforeAll(async () => {
  bench = await prepareDatabaseBench({
    databaseUrl: process.env.DATABASE_URL,
    suffix: "_plans",
  });
  ({ capture } = captureStatements(bench.db));
}, 180_000);

afterAll(async () => {
  await bench?.stop();
});

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/**
 * Replays a captured request: its plan, and the bookings scans it ran. The read is the request's
 * last statement other than a planner estimate (`count=estimated|planned` adds an EXPLAIN).
 */
async function replay(statements: Statement[]) {
  const { context, read } = splitRequest(statements);
  return bench.db.transaction(async (tx) => {
    for (const s of context) await tx.query(s.sql, s.params);
    const explained = await tx.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      `explain (format json) ${read.sql}`,
      read.params,
    );
    const plan = nodes(explained.rows[0]!["QUERY PLAN"][0].Plan);
    // Scan counters not yet flushed include earlier transactions': compare before and after.
    const before = await bookingScans(tx);
    await tx.query(read.sql, read.params);
    const after = await bookingScans(tx);
    return {
      plan,
      tree: explained.rows[0]!["QUERY PLAN"][0].Plan,
      scans: {
        seq_scan: after.seq_scan - before.seq_scan,
        seq_tup_read: after.seq_tup_read - before.seq_tup_read,
        idx_scan: after.idx_scan - before.idx_scan,
      },
    };
  });
}

async function bookingScans(tx: Queryable) {
  const { rows } = await tx.query<{
    seq_scan: number;
    seq_tup_read: number;
    idx_scan: number;
  }>(
    `select coalesce(seq_scan, 0)::int as seq_scan,
            coalesce(seq_tup_read, 0)::int as seq_tup_read,
            coalesce(idx_scan, 0)::int as idx_scan
     from pg_stat_xact_user_tables where relid = 'public.bookings'::regclass`,
  );
  return rows[0] ?? { seq_scan: 0, seq_tup_read: 0, idx_scan: 0 };
}

/** Scans of bookings with no Limit above them: the ones that could read every booking. */
function unboundedBookingScans(
  node: PlanNode,
  type: RegExp,
  limited = false,
): PlanNode[] {
  const here = limited || node["Node Type"] === "Limit";
  const own =
    node["Relation Name"] === "bookings" &&
    type.test(node["Node Type"]) &&
    !here
      ? [node]
      : [];
  return [
    ...own,
    ...(node.Plans ?? []).flatMap((child) =>
      unboundedBookingScans(child, type, here),
    ),
  ];
}

const onBookings = (plan: PlanNode[], type: RegExp) =>
  plan.filter(
    (n) => n["Relation Name"] === "bookings" && type.test(n["Node Type"]),
  );

describe(`at ${LARGE_BOOKINGS.toLocaleString("en")} bookings`, () => {
  test("the admin bookings page reads its rows by index and never reads the whole table", async () => {
    const { plan, tree, scans } = await replay(
      await capture(() => bench.adminBookingsPage(3)),
    );
    // The page itself comes off the newest-first index. Its total counts at most max_rows + 1
    // rows (`limit 1001`): whether the planner reads those from an index or from the first pages
    // of the table is a near tie that moves with ANALYZE's random sample, and either way the
    // count stops after 1001 rows. Nothing may read the table without such a limit.
    expect(unboundedBookingScans(tree, /Seq Scan/)).toEqual([]);
    expect(onBookings(plan, /Index/).map((n) => n["Index Name"])).toContain(
      "bookings_created_at_idx",
    );
    expect(
      scans.seq_tup_read,
      "bookings read sequentially",
    ).toBeLessThanOrEqual(1001);
  });

  // Its `status = …` filters must not sit behind the bookings RLS policy: enum equality is not
  // leakproof, so there the pending count could not use the status index.
  test("dashboard_stats() reads bookings through indexes only", async () => {
    const { plan, scans } = await replay(
      await capture(() => bench.dashboardStats()),
    );
    expect(onBookings(plan, /Seq Scan/)).toEqual([]);
    expect(scans.seq_scan, "sequential scans of bookings").toBe(0);
    expect(scans.idx_scan).toBeGreaterThan(0);
  });

  test("owner_report_totals() as an owner never scans bookings sequentially", async () => {
    const { plan, scans } = await replay(
      await capture(() => bench.ownerReportTotals()),
    );
    expect(onBookings(plan, /Seq Scan/)).toEqual([]);
    expect(scans.seq_scan).toBe(0);
  });

  // Each candidate's clash check reads only its driver's and vehicle's open bookings.
  test("dispatch_candidates() reads bookings through indexes only", async () => {
    const { rows } = await bench.db.query<{ id: string }>(
      "select id from public.bookings where status = 'pending' order by booking_time desc limit 1",
    );
    const { scans } = await replay(
      await capture(async () =>
        bench.admin.rpc("dispatch_candidates", { p_booking_id: rows[0]!.id }),
      ),
    );
    expect(scans.seq_scan, "sequential scans of bookings").toBe(0);
    expect(scans.idx_scan).toBeGreaterThan(0);
  });
});
