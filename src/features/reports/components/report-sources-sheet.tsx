import { useQuery } from "@tanstack/react-query";

import { formatIsoDate, formatLagosDateTime, lagosDate } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";

import { reportQueries } from "../api/queries";
import { formatMonth } from "../period";
import type { ReportRow, ReportSource } from "../types";

const SECTIONS = [
  { kind: "trip", title: "Completed trips", total: "revenue_kobo" },
  { kind: "fuel", title: "Fuel", total: "fuel_kobo" },
  { kind: "maintenance", title: "Maintenance", total: "maintenance_kobo" },
] as const;

/** The trace of one report: every trip and log its period close summed, with the amounts. */
export function ReportSourcesSheet({
  row,
  onOpenChange,
}: {
  row: ReportRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Sheet open={row !== null} onOpenChange={onOpenChange}>
      <SheetContent className="w-[min(100%,34rem)] overflow-y-auto p-6 sm:max-w-xl">
        <SheetHeader className="pr-8">
          <SheetTitle>
            {row
              ? `${row.model}, ${formatMonth(row.period.slice(0, 7))}`
              : "Report"}
          </SheetTitle>
          <SheetDescription>
            {row
              ? `${row.registration_number}: the trips and logs this report was summed from.`
              : null}
          </SheetDescription>
        </SheetHeader>
        {row ? <SourcesBody row={row} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function SourcesBody({ row }: { row: ReportRow }) {
  const sources = useQuery(reportQueries.sources(row.id));
  if (sources.isPending)
    return (
      <div className="grid gap-3" role="status" aria-label="Loading">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (sources.isError)
    return (
      <p role="alert" className="text-sm">
        Error fetching reports
      </p>
    );
  if (sources.data.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        This report was entered by hand before periods were closed: it has no
        trips or logs behind it.
      </p>
    );
  return (
    <div className="grid gap-6">
      {SECTIONS.map((section) => (
        <SourceSection
          key={section.kind}
          title={section.title}
          total={row[section.total] ?? 0}
          items={sources.data.filter((s) => s.kind === section.kind)}
        />
      ))}
    </div>
  );
}

function SourceSection({
  title,
  total,
  items,
}: {
  title: string;
  total: number;
  items: ReportSource[];
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
                <div className="truncate text-xs text-muted-foreground">
                  {item.detail}
                </div>
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
