import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

import { formatNaira } from "@/lib/money";

import { formatMonth } from "../period";
import type { OwnerMonth } from "../types";

const compact = new Intl.NumberFormat("en-NG", {
  notation: "compact",
  maximumFractionDigits: 1,
});

/**
 * Net payout by month, as bars (a month the owner owed shows below the line). Loaded lazily with
 * recharts, so neither is in any page's first download. The figure is described in words; the
 * table beside it holds the same numbers.
 */
export default function PayoutChart({
  points,
  chosen,
}: {
  points: OwnerMonth[];
  /** The chosen period's first and last days: its months are drawn solid, the others faded. */
  chosen: { from: string; to: string };
}) {
  const first = `${chosen.from.slice(0, 7)}-01`;
  const data = points.map((p) => ({
    month: formatMonth(p.period, "short"),
    payout: p.payout_kobo / 100,
    kobo: p.payout_kobo,
    inPeriod: p.period >= first && p.period <= chosen.to,
  }));
  const best = points.reduce<OwnerMonth | null>(
    (top, p) => (top === null || p.payout_kobo > top.payout_kobo ? p : top),
    null,
  );
  const summary =
    points.length === 0
      ? "No payouts in this period."
      : `Net payout by month, ${formatMonth(points[0]!.period)} to ${formatMonth(points.at(-1)!.period)}${best && best.payout_kobo > 0 ? `; highest ${formatNaira(best.payout_kobo)} in ${formatMonth(best.period)}` : ""}.`;
  return (
    <figure
      aria-label="Net payout by month"
      className="rounded-2xl border border-border/80 bg-card p-4 shadow-soft"
    >
      <figcaption className="mb-3 text-sm text-muted-foreground">
        {summary}
      </figcaption>
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
          >
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis
              dataKey="month"
              tickLine={false}
              axisLine={false}
              tick={{ fill: "var(--color-muted-foreground)", fontSize: 12 }}
              interval="preserveStartEnd"
            />
            <YAxis
              tickLine={false}
              axisLine={false}
              width={48}
              tick={{ fill: "var(--color-muted-foreground)", fontSize: 12 }}
              tickFormatter={(v: number) => compact.format(v)}
            />
            <Tooltip
              cursor={{ fill: "var(--color-secondary)", opacity: 0.4 }}
              contentStyle={{
                background: "var(--color-card)",
                border: "1px solid var(--color-border)",
                borderRadius: 12,
                color: "var(--color-foreground)",
              }}
              // The bar's own colour (gold, faded outside the period) is too faint for text.
              itemStyle={{ color: "var(--color-foreground)" }}
              labelStyle={{ color: "var(--color-muted-foreground)" }}
              formatter={(_value, _name, item) => [
                formatNaira((item.payload as { kobo: number }).kobo),
                "Net payout",
              ]}
            />
            <Bar dataKey="payout" radius={[6, 6, 0, 0]} maxBarSize={40}>
              {data.map((d) => (
                <Cell
                  key={d.month}
                  fill={
                    d.kobo < 0 ? "var(--color-danger)" : "var(--color-primary)"
                  }
                  fillOpacity={d.inPeriod ? 1 : 0.35}
                />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
