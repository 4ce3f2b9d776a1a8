import type { UseQueryResult } from "@tanstack/react-query";

import { formatIsoDate, formatLagosDateTime, lagosDate } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { QueryBody } from "@/components/query-body";

/** One trip or log a revenue report was summed from (a row of report_sources()). */
export interface TraceItem {
  kind: string;
  occurred_at: string;
  label: string;
  detail: string | null;
  amount_kobo: number;
}

const SECTIONS = [
  { kind: "trip", title: "Completed trips" },
  { kind: "fuel", title: "Fuel" },
  { kind: "maintenance", title: "Maintenance" },
] as const;

type TraceKind = (typeof SECTIONS)[number]["kind"];

interface ReportTraceProps {
  sources: UseQueryResult<readonly TraceItem[]>;
  /** The report's own figure per section; without one, the section's items are added up. */
  totals?: Partial<Record<TraceKind, number | null>>;
}

/**
 * How a revenue report was reached: its completed trips, fuel and maintenance logs, each with
 * the amount and a section total. The back office and the owner portal show the same trace.
 */
export function ReportTrace({ sources, totals }: ReportTraceProps) {
  return (
    <QueryBody query={sources} errorTitle="Error fetching reports">
      {(items) => <TraceSections items={items} totals={totals} />}
    </QueryBody>
  );
}

function TraceSections({
  items,
  totals,
}: {
  items: readonly TraceItem[];
  totals: ReportTraceProps["totals"];
}) {
  if (items.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        This report was entered by hand before months were closed: it has no
        trips or logs behind it.
      </p>
    );
  return (
    <div className="grid gap-6">
      {SECTIONS.map((section) => {
        const shown = items.filter((s) => s.kind === section.kind);
        const total =
          totals?.[section.kind] ??
          shown.reduce((sum, item) => sum + item.amount_kobo, 0);
        return (
          <TraceSection
            key={section.kind}
            title={section.title}
            total={total}
            items={shown}
          />
        );
      })}
    </div>
  );
}

function TraceSection({
  title,
  total,
  items,
}: {
  title: string;
  total: number;
  items: readonly TraceItem[];
}) {
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="flex justify-between text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span>
          {title} ({items.length})
        </span>
        <span className="tabular-nums">{formatNaira(total)}</span>
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">None this month.</p>
      ) : (
        <ul className="divide-y divide-border/60 rounded-xl border border-border/60">
          {items.map((item, i) => (
            <li
              key={`${item.label}-${i}`}
              className="flex items-start justify-between gap-3 px-3 py-2 text-sm"
            >
              <div className="min-w-0">
                <div className="font-medium">{item.label}</div>
                {item.detail ? (
                  <div className="truncate text-xs text-muted-foreground">
                    {item.detail}
                  </div>
                ) : null}
                <div className="text-xs text-muted-foreground">
                  {item.kind === "trip"
                    ? formatLagosDateTime(item.occurred_at)
                    : formatIsoDate(lagosDate(new Date(item.occurred_at)))}
                </div>
              </div>
              <span className="shrink-0 tabular-nums">
                {formatNaira(item.amount_kobo)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
