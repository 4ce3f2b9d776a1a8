import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * The admin reports screen's reads (src/features/admin-reports/api/queries.ts) for one choice of months:
 * the totals cards, the per-vehicle rows, the chart's twelve months and the month's period row,
 * issued together as the screen issues them. Kept as a copy because the screen's module resolves
 * `@/` imports that plain Node cannot.
 */

export interface MonthRange {
  from: string;
  to: string;
}

const firstDay = (month: string) => `${month}-01`;

export function addMonths(month: string, count: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + count, 1)).toISOString().slice(0, 7);
}

/** The month before this Lagos month, as YYYY-MM. */
export function lastCompleteMonth(): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Lagos",
  }).format(new Date());
  return addMonths(today.slice(0, 7), -1);
}

export async function fetchReportsPage(
  client: SupabaseClient,
  range: MonthRange,
): Promise<{ rows: unknown[] }> {
  const args = { p_from: firstDay(range.from), p_to: firstDay(range.to) };
  const check = <T extends { error: unknown }>(r: T) => {
    if (r.error) throw r.error;
    return r;
  };
  const [, rows] = await Promise.all([
    client.rpc("report_summary", args).single().then(check),
    client.rpc("report_rows", args).then(check),
    client
      .rpc("report_monthly", {
        p_from: firstDay(addMonths(range.to, -11)),
        p_to: args.p_to,
      })
      .then(check),
    client
      .from("report_periods")
      .select("period,status,closed_at,paid_at,commission_rate_bps")
      .eq("period", args.p_to)
      .maybeSingle()
      .then(check),
  ]);
  return { rows: (rows.data as unknown[]) ?? [] };
}

/** One read of the screen, as the bench measures it alone. */
export interface ReportsRead {
  name: string;
  call(client: SupabaseClient, i: number): Promise<unknown>;
}

/** A different month each call, among the twelve before `last`. */
export const monthOf = (last: string, i: number) => addMonths(last, -(i % 12));

/**
 * Each read of the screen on its own (the totals and rows for one month, the chart's twelve
 * months, the rows of a whole year), then the four together as the screen issues them.
 */
export function reportsReads(): ReportsRead[] {
  const last = lastCompleteMonth();
  const month = (i: number) => `${monthOf(last, i)}-01`;
  const check = async (
    request: PromiseLike<{ data: unknown; error: unknown }>,
  ) => {
    const { data, error } = await request;
    if (error) throw error;
    if (Array.isArray(data) && data.length === 0)
      throw new Error("no report rows");
    return data;
  };
  return [
    {
      name: "report_summary() one month",
      call: (client, i) =>
        check(
          client
            .rpc("report_summary", { p_from: month(i), p_to: month(i) })
            .single(),
        ),
    },
    {
      name: "report_rows() one month",
      call: (client, i) =>
        check(client.rpc("report_rows", { p_from: month(i), p_to: month(i) })),
    },
    {
      name: "report_rows() twelve months",
      call: (client) =>
        check(
          client.rpc("report_rows", {
            p_from: `${addMonths(last, -11)}-01`,
            p_to: `${last}-01`,
          }),
        ),
    },
    {
      name: "report_monthly() twelve months",
      call: (client, i) =>
        check(
          client.rpc("report_monthly", {
            p_from: `${addMonths(monthOf(last, i), -11)}-01`,
            p_to: month(i),
          }),
        ),
    },
    {
      name: "the page's four reads together, one month",
      call: (client, i) =>
        fetchReportsPage(client, {
          from: monthOf(last, i),
          to: monthOf(last, i),
        }),
    },
  ];
}
