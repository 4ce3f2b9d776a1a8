import { Bar } from "recharts";

import { formatNaira } from "@/lib/money";
import { formatMonth } from "@/lib/months";
import { MonthlyChart } from "@/components/charts/monthly-chart";

import type { MonthlyPoint } from "../types";

const SERIES = [
  { key: "revenue_kobo", name: "Revenue", color: "var(--color-primary)" },
  { key: "expenses_kobo", name: "Expenses", color: "var(--color-danger)" },
  { key: "payout_kobo", name: "Payout", color: "var(--color-success)" },
] as const;

/**
 * Revenue, expenses and payout by month (the twelve months up to the chosen one), as bars. The
 * figure is described in words for screen readers; the table below it holds the same numbers.
 */
export function ReportChart({ points }: { points: MonthlyPoint[] }) {
  const data = points.map((p) => ({
    ...p,
    month: formatMonth(p.period, "short"),
  }));
  const last = points.at(-1);
  const summary = last
    ? `Revenue, expenses and payout by month, ${formatMonth(points[0]!.period)} to ${formatMonth(last.period)}.`
    : "No reports in these months yet.";
  return (
    <MonthlyChart
      label="Revenue, expenses and payout by month"
      summary={summary}
      data={data}
      unit="kobo"
      plotClassName="h-64"
      strongCaption
      legend
      tooltip={{
        formatter: (kobo) => formatNaira(Number(kobo)),
        cursor: { fill: "var(--color-border)", opacity: 0.3 },
      }}
    >
      {SERIES.map((s) => (
        <Bar
          key={s.key}
          dataKey={s.key}
          name={s.name}
          fill={s.color}
          radius={[3, 3, 0, 0]}
        />
      ))}
    </MonthlyChart>
  );
}
