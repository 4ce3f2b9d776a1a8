import { useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { searchParams } from "@/config/search-params";
import { formatMonthRange, isSingleMonth } from "@/lib/months";
import { Skeleton } from "@/components/ui/skeleton";
import { usePeriodSearch } from "@/components/period/use-period-search";

import { reportQueries } from "../api/queries";
import { rangeFromSearch, rangeSearch } from "../period";
import type { ReportRow } from "../types";
import { ExportCsvButton } from "./export-csv-button";
import { PayoutsPanel } from "./payouts-panel";
import { PeriodActions } from "./period-actions";
import { PeriodChooser } from "./period-chooser";
import { PeriodPayments } from "./period-payments";
import { ReportChart } from "./report-chart";
import { ReportCollections } from "./report-collections";
import { ReportSourcesSheet } from "./report-sources-sheet";
import { ReportTable } from "./report-table";
import { ReportTotals } from "./report-totals";

/**
 * The reports screen: a period, its totals, what was received (the ledger), the chart by month
 * and the per-vehicle table.
 */
export function ReportsAdmin() {
  // ?from=2026-08&to=2026-10: the chosen months, shareable as a link.
  const [range, setRange] = usePeriodSearch(
    searchParams.adminReports,
    rangeFromSearch,
    rangeSearch,
  );
  const summary = useQuery(reportQueries.summary(range));
  const rows = useQuery(reportQueries.rows(range));
  const monthly = useQuery(reportQueries.monthly(range.to));
  const collections = useQuery(reportQueries.collections(range));
  const [open, setOpen] = useState<ReportRow | null>(null);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <PeriodChooser range={range} onChange={setRange} />
          {isSingleMonth(range) ? (
            <PeriodActions
              month={range.from}
              hasReports={rows.data ? rows.data.length > 0 : undefined}
            />
          ) : null}
        </div>
        <ExportCsvButton
          range={range}
          rows={rows.data}
          summary={summary.data}
        />
      </div>
      <h2 className="sr-only">{formatMonthRange(range)}</h2>
      <ReportTotals summary={summary.data} loading={summary.isPending} />
      <ReportCollections
        rows={collections.data}
        loading={collections.isPending}
      />
      {monthly.data ? (
        <ReportChart points={monthly.data} />
      ) : (
        <Skeleton className="h-80 w-full rounded-2xl" />
      )}
      {rows.data ? (
        <ReportTable rows={rows.data} onOpen={setOpen} />
      ) : rows.isError ? (
        <p
          role="alert"
          className="rounded-2xl border border-border/80 p-6 text-center text-sm text-muted-foreground"
        >
          Error fetching reports
        </p>
      ) : (
        <Skeleton className="h-64 w-full rounded-2xl" />
      )}
      {isSingleMonth(range) ? (
        <>
          <PayoutsPanel month={range.from} />
          <PeriodPayments month={range.from} />
        </>
      ) : null}
      <ReportSourcesSheet
        row={open}
        onOpenChange={(next) => !next && setOpen(null)}
      />
    </div>
  );
}
