import type { SupabaseClient } from "@supabase/supabase-js";

import { prepareDatabaseBench, type BenchRow } from "./database.ts";
import { addMonths, lastCompleteMonth } from "./reports-page.ts";
import { measure } from "./stats.ts";

/**
 * The owner portal's reads at 100 000 bookings (the database bench's data set: an owner with three
 * vehicles, 18 months of revenue reports, and the vehicles' share of the 100 000 bookings), through
 * supabase-js as the signed-in owner: the totals cards, the report table, the payout chart, the
 * vehicles (trips and utilisation counted from bookings, next service), each alone over a
 * different month each call, then the four together as /owner-portal issues them. Budget: the
 * database rows' 20 ms a read on PGlite (10 ms on PostgreSQL), four reads' worth for the page.
 */

interface Range {
  p_from: string;
  p_to: string;
}

function lastDay(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** A different complete month each call, among the twelve before this one. */
function monthRange(i: number): Range {
  const month = addMonths(lastCompleteMonth(), -(i % 12));
  return { p_from: `${month}-01`, p_to: lastDay(month) };
}

function yearToDate(): Range {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Lagos",
  }).format(new Date());
  return { p_from: `${today.slice(0, 4)}-01-01`, p_to: today };
}

/** The chart's range for a month: the twelve months up to it (as the dashboard asks). */
function chartRange(range: Range): Range {
  return {
    p_from: `${addMonths(range.p_to.slice(0, 7), -11)}-01`,
    p_to: range.p_to,
  };
}

async function call(client: SupabaseClient, fn: string, args: Range) {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw error;
  return data as unknown;
}

async function nonEmpty(client: SupabaseClient, fn: string, args: Range) {
  const data = await call(client, fn, args);
  if (Array.isArray(data) && data.length === 0)
    throw new Error(`${fn} returned no rows`);
  return data;
}

const reads: {
  name: string;
  run(owner: SupabaseClient, i: number): Promise<unknown>;
}[] = [
  {
    // What any call costs here (API, JWT, role check): the floor under every row below.
    name: "baseline: is_owner() round trip",
    run: async (owner) => {
      const { error } = await owner.rpc("is_owner");
      if (error) throw error;
    },
  },
  {
    name: "owner_report_totals(one month)",
    run: (owner, i) => call(owner, "owner_report_totals", monthRange(i)),
  },
  {
    name: "owner_report_totals(year to date)",
    run: (owner) => call(owner, "owner_report_totals", yearToDate()),
  },
  {
    name: "owner_reports(one month)",
    run: (owner, i) => nonEmpty(owner, "owner_reports", monthRange(i)),
  },
  {
    name: "owner_monthly(twelve months)",
    run: (owner, i) =>
      nonEmpty(owner, "owner_monthly", chartRange(monthRange(i))),
  },
  {
    name: "owner_vehicles(one month): trips, utilisation, next service",
    run: (owner, i) => nonEmpty(owner, "owner_vehicles", monthRange(i)),
  },
  {
    name: "owner_vehicles(year to date)",
    run: (owner) => nonEmpty(owner, "owner_vehicles", yearToDate()),
  },
  {
    name: "the page: the four reads together, one month",
    run: (owner, i) => {
      const range = monthRange(i);
      return Promise.all([
        call(owner, "owner_report_totals", range),
        nonEmpty(owner, "owner_reports", range),
        nonEmpty(owner, "owner_monthly", chartRange(range)),
        nonEmpty(owner, "owner_vehicles", range),
      ]);
    },
  },
];

export async function benchOwnerTotals(
  databaseUrl?: string,
): Promise<BenchRow[]> {
  const budget = databaseUrl ? 10 : 20;
  const bench = await prepareDatabaseBench({
    databaseUrl,
    suffix: "_bench_owner",
  });
  try {
    // The client's keep-alive socket idled through the seeding and may be gone: one throwaway call.
    await bench.owner.rpc("is_owner");
    const { rows } = await bench.db.query<{ trips: number }>(
      `select count(*)::int as trips from public.bookings b
       join public.fleets f on f.id = b.vehicle_id
       where b.status = 'completed' and f.owner_id is not null
         and f.id in (select id from public.fleets order by registration_number limit 3)`,
    );
    const result: BenchRow[] = [];
    for (const read of reads) {
      const together = read.name.startsWith("the page");
      result.push({
        name: `owner portal: ${read.name}${read.name.includes("vehicles(one") ? ` (${rows[0]?.trips ?? 0} completed trips on the owner's vehicles)` : ""}`,
        // The four reads queue on the one PGlite connection: the page gets four reads' budget.
        budget: together ? 4 * budget : budget,
        sample: await measure((i) => read.run(bench.owner, i), {
          count: 200,
          warmup: 20,
        }),
      });
    }
    return result;
  } finally {
    await bench.stop();
  }
}

/** `node bench/owner-totals.ts`: only these rows, for work on the owner portal's reads. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchOwnerTotals(process.env.BENCH_DATABASE_URL);
  for (const { name, sample, budget } of rows)
    console.log(
      `| ${name} | ${sample.p50.toFixed(1)} | ${sample.p95.toFixed(1)} | < ${budget} | ${sample.p95 < budget ? "ok" : "OVER"} |`,
    );
  process.exit(0);
}
