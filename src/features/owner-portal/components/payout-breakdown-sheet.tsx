import { useQuery } from "@tanstack/react-query";

import { formatNaira } from "@/lib/money";
import { cn } from "@/lib/utils";
import { ReportSheet } from "@/components/report-sheet";
import { ReportTrace } from "@/components/report-trace";

import { ownerPortalQueries } from "../api/queries";
import type { OwnerReport } from "../types";

const percent = new Intl.NumberFormat("en-NG", {
  style: "percent",
  maximumFractionDigits: 2,
});

/** How one month's payout was reached, then the trips and logs it was summed from. */
export function PayoutBreakdownSheet({
  row,
  onOpenChange,
}: {
  row: OwnerReport | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ReportSheet
      report={row}
      onOpenChange={onOpenChange}
      closingTitle="Payout"
      about="how this month's payout was reached."
    >
      {(report) => (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 px-5 pb-6 sm:px-6">
          <ProfitAndLoss row={report} />
          <Trace row={report} />
        </div>
      )}
    </ReportSheet>
  );
}

function ProfitAndLoss({ row }: { row: OwnerReport }) {
  const split = row.fuel_kobo !== null && row.maintenance_kobo !== null;
  const lines: { label: string; kobo: number; sign: "+" | "–" }[] = [
    {
      label:
        row.trips === null
          ? "Revenue"
          : `Revenue from ${row.trips} completed ${row.trips === 1 ? "trip" : "trips"}`,
      kobo: row.revenue_kobo,
      sign: "+",
    },
    ...(split
      ? [
          { label: "Fuel", kobo: row.fuel_kobo ?? 0, sign: "–" as const },
          {
            label: "Maintenance",
            kobo: row.maintenance_kobo ?? 0,
            sign: "–" as const,
          },
        ]
      : [{ label: "Expenses", kobo: row.expenses_kobo, sign: "–" as const }]),
    {
      label: `EkoLuxe commission (${percent.format(row.commission_rate_bps / 10_000)})`,
      kobo: row.commission_kobo,
      sign: "–",
    },
  ];
  return (
    <section aria-label="Profit and loss">
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Profit and loss
      </h3>
      <dl className="divide-y divide-border/60 rounded-xl border border-border/60 text-sm">
        {lines.map((line) => (
          <div
            key={line.label}
            className="flex items-baseline justify-between gap-3 px-3 py-2.5"
          >
            <dt className="text-muted-foreground">{line.label}</dt>
            <dd className="text-foreground tabular-nums">
              {line.sign === "–" ? "– " : ""}
              {formatNaira(line.kobo)}
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 bg-primary/5 px-3 py-3">
          <dt className="font-semibold text-foreground">Payout</dt>
          <dd
            className={cn(
              "font-display text-lg font-semibold tabular-nums",
              row.payout_kobo < 0 ? "text-danger" : "text-primary",
            )}
          >
            {formatNaira(row.payout_kobo)}
          </dd>
        </div>
      </dl>
      {row.payout_kobo < 0 ? (
        <p className="mt-2 text-xs text-muted-foreground">
          This month's costs and commission were more than its revenue: the
          difference is owed to EkoLuxe.
        </p>
      ) : null}
    </section>
  );
}

function Trace({ row }: { row: OwnerReport }) {
  return <ReportTrace sources={useQuery(ownerPortalQueries.sources(row.id))} />;
}
