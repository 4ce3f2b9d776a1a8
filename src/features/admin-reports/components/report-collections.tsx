import { formatNaira } from "@/lib/money";
import { Skeleton } from "@/components/ui/skeleton";

import type { Collection } from "../types";

/**
 * What was actually received in the chosen months, from the payments ledger: each way of paying
 * and the refunds, beside the revenue the closed months earned. The database sums it
 * (report_collections); a late-cancellation fee kept is money received without a trip.
 */
export function ReportCollections({
  rows,
  loading,
}: {
  rows: Collection[] | undefined;
  loading: boolean;
}) {
  const net = rows?.reduce((sum, row) => sum + row.amount_kobo, 0) ?? 0;
  return (
    <section
      aria-label="Received"
      aria-busy={loading || undefined}
      className="rounded-2xl border border-border/80 bg-card p-4 shadow-soft sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">Received</h2>
        {rows ? (
          <p className="font-display text-lg text-foreground tabular-nums">
            {formatNaira(net)}
          </p>
        ) : null}
      </div>
      {loading && !rows ? (
        <Skeleton className="mt-3 h-6 w-2/3" />
      ) : rows && rows.length > 0 ? (
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {rows.map((row) => (
            <div key={row.how} className="flex items-baseline gap-2">
              <dt className="text-muted-foreground">
                {row.how}{" "}
                <span className="text-xs">
                  ({row.entries} {row.entries === 1 ? "payment" : "payments"})
                </span>
              </dt>
              <dd className="text-foreground tabular-nums">
                {formatNaira(row.amount_kobo)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">
          Nothing received in these months.
        </p>
      )}
    </section>
  );
}
