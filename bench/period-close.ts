import { prepareDatabaseBench, type BenchRow } from "./database.ts";
import { addMonths, lastCompleteMonth, reportsReads } from "./reports-page.ts";
import { measure, percentile, type Sample } from "./stats.ts";

/**
 * The period close and the reports screen at 100 000 bookings (the database bench's data set):
 * close_period through the API for twelve months not yet paid, then three re-runs
 * (budget 2 s a call, the issue's limit on PGlite), then the reports screen's reads one by one
 * (the database rows' budget) and together as the page issues them.
 */
export async function benchPeriodClose(
  databaseUrl?: string,
): Promise<BenchRow[]> {
  const budget = databaseUrl ? 10 : 20;
  const bench = await prepareDatabaseBench({
    databaseUrl,
    suffix: "_bench_reports",
  });
  try {
    // The client's keep-alive socket idled through the seeding and may be gone: one throwaway call.
    await bench.admin.rpc("is_admin");
    const last = lastCompleteMonth();
    // The seed has closed the last six months and paid all but the newest: that one, then eleven
    // months before them.
    const months = [
      last,
      ...Array.from({ length: 11 }, (_, i) => addMonths(last, -6 - i)),
    ];
    const close = async (month: string) => {
      const started = performance.now();
      const { error } = await bench.admin.rpc("close_period", {
        p_period: `${month}-01`,
      });
      if (error) throw error;
      return performance.now() - started;
    };
    const firstCloses: number[] = [];
    for (const month of months) firstCloses.push(await close(month));
    const reruns: number[] = [];
    for (const month of months.slice(0, 3)) reruns.push(await close(month));
    const { rows } = await bench.db.query<{ trips: number }>(
      `select coalesce(sum(trips), 0)::int as trips from public.revenue_reports
       where period = $1`,
      [`${last}-01`],
    );
    if (!rows[0]?.trips) throw new Error("close_period summed no trips");
    const sample = (times: number[]): Sample => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        perSecond: Number.NaN,
      };
    };
    const result: BenchRow[] = [
      {
        name: `close_period() as admin, one month of 100k bookings (${rows[0].trips} trips), 12 months`,
        budget: 2000,
        sample: sample(firstCloses),
      },
      {
        name: "close_period() re-run of an open month",
        budget: 2000,
        sample: sample(reruns),
      },
    ];
    for (const read of reportsReads()) {
      const together = read.name.startsWith("the page");
      result.push({
        name: `reports screen: ${read.name}`,
        // The four reads queue on the one PGlite connection: the page gets four reads' budget.
        budget: together ? 4 * budget : budget,
        sample: await measure((i) => read.call(bench.admin, i), {
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

/** `node bench/period-close.ts`: only these rows, for work on the close and the report reads. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchPeriodClose(process.env.BENCH_DATABASE_URL);
  for (const { name, sample, budget } of rows)
    console.log(
      `| ${name} | ${sample.p50.toFixed(1)} | ${sample.p95.toFixed(1)} | < ${budget} | ${sample.p95 < budget ? "ok" : "OVER"} |`,
    );
  process.exit(0);
}
