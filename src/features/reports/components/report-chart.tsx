import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

import { formatNaira } from "@/lib/money";

import { formatMonth } from "../period";
import type { MonthlyPoint } from "../types";

const compact = new Intl.NumberFormat("en-NG", {
  notation: "compact",
  maximumFractionDigits: 1,
});

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
    month: formatMonth(p.period.slice(0, 7), "short"),
  }));
  const last = points.at(-1);
  const summary = last
    ? `Revenue, expenses and payout by month, ${formatMonth(points[0]!.period.slice(0, 7))} to ${formatMonth(last.period.slice(0, 7))}.`
    : "No reports in these months yet.";
  return (
    <figure
      aria-label="Revenue, expenses and payout by month"
      className="rounded-2xl border border-border/80 bg-card p-4 shadow-soft"
    >
      <figcaption className="mb-3 text-sm font-medium text-muted-foreground">
        {summary}
      </figcaption>
      <div className="h-64">
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
            />
            <YAxis
              width={48}
              tickLine={false}
              axisLine={false}
              tickFormatter={(kobo: number) => compact.format(kobo / 100)}
              tick={{ fill: "var(--color-muted-foreground)", fontSize: 12 }}
            />
            <Tooltip
              formatter={(kobo) => formatNaira(Number(kobo))}
              cursor={{ fill: "var(--color-border)", opacity: 0.3 }}
              contentStyle={{
                background: "var(--color-card)",
                border: "1px solid var(--color-border)",
                borderRadius: 12,
              }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {SERIES.map((s) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                fill={s.color}
                radius={[3, 3, 0, 0]}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
