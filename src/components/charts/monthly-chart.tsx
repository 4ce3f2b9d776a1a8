import type { ComponentProps, ReactNode } from "react";
import {
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

import { cn } from "@/lib/utils";

const compact = new Intl.NumberFormat("en-NG", {
  notation: "compact",
  maximumFractionDigits: 1,
});

const tick = { fill: "var(--color-muted-foreground)", fontSize: 12 };

const tooltipBox = {
  background: "var(--color-card)",
  border: "1px solid var(--color-border)",
  borderRadius: 12,
};

interface MonthlyChartProps {
  /** The figure's accessible name. */
  label: string;
  /** The chart in words, shown as its caption: screen readers get the figures from it. */
  summary: string;
  /** One entry per month, `month` holding the axis label ("Oct 2026"). */
  data: ReadonlyArray<{ month: string }>;
  /** What the bars' values count; the axis reads compact naira either way. */
  unit: "kobo" | "naira";
  /** The plot's height class (the figure adds its caption above it). */
  plotClassName: string;
  /** A caption in medium weight, where it heads a page of figures. */
  strongCaption?: boolean;
  /** Which month labels the axis keeps when they do not all fit (recharts' default otherwise). */
  xInterval?: ComponentProps<typeof XAxis>["interval"];
  /** How a bar reads on hover; its box is the card's, whatever else changes. */
  tooltip: ComponentProps<typeof Tooltip>;
  legend?: boolean;
  /** The series: recharts <Bar> elements. */
  children: ReactNode;
}

/**
 * Amounts by month as bars, in the card style of the revenue screens: the back office's reports
 * and the owner portal draw their figures with it. recharts comes with this module, so a screen
 * that imports it lazily keeps the library out of its first download.
 */
export function MonthlyChart({
  label,
  summary,
  data,
  unit,
  plotClassName,
  strongCaption = false,
  xInterval,
  tooltip,
  legend = false,
  children,
}: MonthlyChartProps) {
  const toNaira = unit === "kobo" ? 100 : 1;
  return (
    <figure
      aria-label={label}
      className="rounded-2xl border border-border/80 bg-card p-4 shadow-soft"
    >
      <figcaption
        className={cn(
          "mb-3 text-sm",
          strongCaption && "font-medium",
          "text-muted-foreground",
        )}
      >
        {summary}
      </figcaption>
      <div className={plotClassName}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data as { month: string }[]}
            margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
          >
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis
              dataKey="month"
              tickLine={false}
              axisLine={false}
              tick={tick}
              {...(xInterval === undefined ? {} : { interval: xInterval })}
            />
            <YAxis
              width={48}
              tickLine={false}
              axisLine={false}
              tickFormatter={(value: number) => compact.format(value / toNaira)}
              tick={tick}
            />
            <Tooltip
              {...tooltip}
              contentStyle={{ ...tooltipBox, ...tooltip.contentStyle }}
            />
            {legend ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
            {children}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
