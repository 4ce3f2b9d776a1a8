import { useId, useState } from "react";

import {
  formatMonth,
  lastCompleteMonth,
  quarterOf,
  recentMonths,
  recentQuarters,
} from "@/lib/months";
import { cn } from "@/lib/utils";

import {
  customPeriod,
  customRangeProblem,
  monthPeriod,
  quarterPeriod,
  yearToDatePeriod,
  type Period,
  type PeriodKind,
} from "./period";

const KINDS: { kind: PeriodKind; label: string }[] = [
  { kind: "month", label: "Month" },
  { kind: "quarter", label: "Quarter" },
  { kind: "ytd", label: "Year to date" },
  { kind: "custom", label: "Custom" },
];

const selectClass =
  "h-11 w-full rounded-lg border border-input bg-background px-3 text-base text-foreground shadow-soft outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 md:text-sm";

/**
 * Month, quarter, year to date or a custom span of months. A kind button switches to that kind's
 * most recent complete period; the list beside it picks another. Native selects: keyboard, screen
 * reader and phone pickers for free.
 */
export function PeriodPicker({
  period,
  onChange,
}: {
  period: Period;
  onChange: (period: Period) => void;
}) {
  const id = useId();
  const months = recentMonths(new Date(), 120);
  const [problem, setProblem] = useState<string | null>(null);

  function choose(kind: PeriodKind) {
    setProblem(null);
    const last = lastCompleteMonth();
    if (kind === "month") onChange(monthPeriod(last));
    if (kind === "quarter") onChange(quarterPeriod(quarterOf(last)));
    if (kind === "ytd") onChange(yearToDatePeriod());
    if (kind === "custom")
      onChange(customPeriod(period.from.slice(0, 7), period.to.slice(0, 7)));
  }

  function custom(from: string, to: string) {
    const why = customRangeProblem(from, to);
    setProblem(why);
    if (!why) onChange(customPeriod(from, to));
  }

  return (
    <div className="grid gap-3">
      <div
        role="group"
        aria-label="Period"
        className="inline-flex w-full flex-wrap gap-1 rounded-xl border border-border bg-background/60 p-1 sm:w-auto"
      >
        {KINDS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            aria-pressed={period.kind === kind}
            onClick={() => choose(kind)}
            className={cn(
              "min-h-9 flex-1 cursor-pointer rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-none",
              period.kind === kind &&
                "bg-primary text-primary-foreground hover:text-primary-foreground",
            )}
          >
            {label}
          </button>
        ))}
      </div>

      {period.kind === "month" ? (
        <div className="grid gap-1.5 sm:max-w-56">
          <label htmlFor={`${id}-month`} className="text-sm font-medium">
            Month
          </label>
          <select
            id={`${id}-month`}
            className={selectClass}
            value={period.from.slice(0, 7)}
            onChange={(e) => onChange(monthPeriod(e.target.value))}
          >
            {withCurrent(months.slice(0, 24), period.from.slice(0, 7)).map(
              (m) => (
                <option key={m} value={m}>
                  {formatMonth(m)}
                </option>
              ),
            )}
          </select>
        </div>
      ) : null}

      {period.kind === "quarter" ? (
        <div className="grid gap-1.5 sm:max-w-56">
          <label htmlFor={`${id}-quarter`} className="text-sm font-medium">
            Quarter
          </label>
          <select
            id={`${id}-quarter`}
            className={selectClass}
            value={period.slug}
            onChange={(e) => onChange(quarterPeriod(e.target.value))}
          >
            {withCurrent(recentQuarters(), period.slug).map((q) => (
              <option key={q} value={q}>
                {quarterPeriod(q).label}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {period.kind === "custom" ? (
        <div className="grid gap-1.5">
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <div className="grid gap-1.5 sm:w-48">
              <label htmlFor={`${id}-from`} className="text-sm font-medium">
                From
              </label>
              <select
                id={`${id}-from`}
                className={selectClass}
                value={period.from.slice(0, 7)}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(e) => custom(e.target.value, period.to.slice(0, 7))}
              >
                {withCurrent(months, period.from.slice(0, 7)).map((m) => (
                  <option key={m} value={m}>
                    {formatMonth(m, "short")}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5 sm:w-48">
              <label htmlFor={`${id}-to`} className="text-sm font-medium">
                To
              </label>
              <select
                id={`${id}-to`}
                className={selectClass}
                value={period.to.slice(0, 7)}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(e) =>
                  custom(period.from.slice(0, 7), e.target.value)
                }
              >
                {withCurrent(months, period.to.slice(0, 7)).map((m) => (
                  <option key={m} value={m}>
                    {formatMonth(m, "short")}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {problem ? (
            <p
              id={`${id}-problem`}
              role="alert"
              className="text-sm text-destructive"
            >
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The list, with the chosen value added (sorted in place) when the URL chose one outside it. */
function withCurrent(values: string[], current: string): string[] {
  return values.includes(current)
    ? values
    : [...values, current].sort().reverse();
}
