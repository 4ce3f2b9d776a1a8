import { Bar, Cell } from "recharts";

import { formatNaira, koboToNaira } from "@/lib/money";
import { formatMonth } from "@/lib/months";
import { MonthlyChart } from "@/components/charts/monthly-chart";

import type { OwnerMonth } from "../types";

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
    payout: koboToNaira(p.payout_kobo),
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
    <MonthlyChart
      label="Net payout by month"
      summary={summary}
      data={data}
      unit="naira"
      plotClassName="h-56"
      xInterval="preserveStartEnd"
      tooltip={{
        cursor: { fill: "var(--color-secondary)", opacity: 0.4 },
        contentStyle: { color: "var(--color-foreground)" },
        // The bar's own colour (gold, faded outside the period) is too faint for text.
        itemStyle: { color: "var(--color-foreground)" },
        labelStyle: { color: "var(--color-muted-foreground)" },
        formatter: (_value, _name, item) => [
          formatNaira((item.payload as { kobo: number }).kobo),
          "Net payout",
        ],
      }}
    >
      <Bar dataKey="payout" radius={[6, 6, 0, 0]} maxBarSize={40}>
        {data.map((d) => (
          <Cell
            key={d.month}
            fill={d.kobo < 0 ? "var(--color-danger)" : "var(--color-primary)"}
            fillOpacity={d.inPeriod ? 1 : 0.35}
          />
        ))}
      </Bar>
    </MonthlyChart>
  );
}
