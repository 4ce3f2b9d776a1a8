import { lazy, Suspense, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";

import { searchParams } from "@/config/search-params";
import { addMonths } from "@/lib/months";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import {
  periodFromSearch,
  periodSearch,
  type Period,
} from "@/components/period/period";
import { PeriodPicker } from "@/components/period/period-picker";
import { usePeriodSearch } from "@/components/period/use-period-search";

import { ownerPortalQueries } from "../api/queries";
import { openMonths } from "../statements";
import type { OwnerReport, OwnerTotals as Totals } from "../types";
import { OwnerReportTable } from "./owner-report-table";
import { OwnerStatements } from "./owner-statements";
import { OwnerTotals } from "./owner-totals";
import { OwnerVehicles } from "./owner-vehicles";
import { PayoutBreakdownSheet } from "./payout-breakdown-sheet";

/** The chart's months: the twelve up to the period's end, or the whole period when longer. */
function chartRange(period: Period) {
  const start = `${addMonths(period.to.slice(0, 7), -11)}-01`;
  return { from: start < period.from ? start : period.from, to: period.to };
}

// recharts travels with the chart only, after the numbers are on screen.
const PayoutChart = lazy(() => import("./payout-chart"));
// Payouts and the payout account (with its form) load after the figures, below them.
const OwnerPayoutSections = lazy(() => import("./owner-payout-sections"));

/**
 * The signed-in owner's portal: a period, the spec's three cards and vehicle report table, the
 * payout by month, each vehicle's trips, utilisation, status and next service, then the payouts
 * made and the account they go to. Every figure comes aggregated from the database for the
 * owner's own vehicles.
 */
export function OwnerDashboard({
  email,
  signOut,
}: {
  email: string | null;
  /** The Sign Out button, wired by the app (it owns the session). */
  signOut: ReactNode;
}) {
  // ?period=quarter&quarter=2026-Q3: the chosen period, shareable as a link.
  const [period, setPeriod] = usePeriodSearch(
    searchParams.ownerPortal,
    periodFromSearch,
    periodSearch,
  );
  const totals = useQuery(ownerPortalQueries.totals(period));
  const reports = useQuery(ownerPortalQueries.reports(period));
  const monthly = useQuery(ownerPortalQueries.monthly(chartRange(period)));
  const vehicles = useQuery(ownerPortalQueries.vehicles(period));
  const statements = useQuery(ownerPortalQueries.statements(period));
  const [open, setOpen] = useState<OwnerReport | null>(null);

  return (
    <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 pt-24 pb-16 md:gap-8 md:pt-32">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-border/60 pb-5">
        <div className="grid gap-1">
          <p className="text-eyebrow font-semibold text-primary uppercase">
            Owner Portal
          </p>
          <h1 className="text-3xl text-foreground md:text-4xl">
            Your vehicles' earnings
          </h1>
          {email ? (
            <p className="text-sm text-muted-foreground">
              Signed in as {email}
            </p>
          ) : null}
        </div>
        {signOut}
      </header>

      <section
        aria-label="Period and export"
        className="flex flex-wrap items-end justify-between gap-4"
      >
        <PeriodPicker period={period} onChange={setPeriod} />
        <ExportButton
          period={period}
          rows={reports.data}
          totals={totals.data}
        />
      </section>

      <section aria-labelledby="owner-totals-title" className="grid gap-3">
        <h2
          id="owner-totals-title"
          className="text-lg text-foreground"
          aria-live="polite"
        >
          {period.label}
        </h2>
        <OwnerTotals
          totals={totals.data}
          open={openMonths(statements.data)}
          loading={totals.isPending || statements.isPending}
        />
      </section>

      <section aria-labelledby="owner-statements-title" className="grid gap-3">
        <div className="grid gap-1">
          <h2 id="owner-statements-title" className="text-lg text-foreground">
            Statements
          </h2>
          <p className="text-sm text-muted-foreground">
            Where each month stands: open months are live from the trips
            completed so far; closed months are their reports, paid or awaiting
            payment.
          </p>
        </div>
        {statements.data ? (
          <OwnerStatements rows={statements.data} />
        ) : statements.isError ? (
          <p className="rounded-2xl border border-border/80 p-6 text-center text-sm text-muted-foreground">
            Error fetching reports
          </p>
        ) : (
          <Skeleton className="h-24 w-full rounded-2xl" />
        )}
      </section>

      {monthly.data?.some((m) => m.vehicles > 0) ? (
        <section aria-labelledby="owner-chart-title" className="grid gap-3">
          <h2 id="owner-chart-title" className="text-lg text-foreground">
            Payout by month
          </h2>
          <Suspense fallback={<Skeleton className="h-72 w-full rounded-2xl" />}>
            {monthly.data ? (
              <PayoutChart
                chosen={period}
                // From the first month with a report: no run of empty bars before the owner joined.
                points={monthly.data.slice(
                  monthly.data.findIndex((m) => m.vehicles > 0),
                )}
              />
            ) : (
              <Skeleton className="h-72 w-full rounded-2xl" />
            )}
          </Suspense>
        </section>
      ) : null}

      <section aria-labelledby="owner-reports-title" className="grid gap-3">
        <h2 id="owner-reports-title" className="text-lg text-foreground">
          Vehicle reports
        </h2>
        {reports.data ? (
          <OwnerReportTable rows={reports.data} onOpen={setOpen} />
        ) : reports.isError ? (
          <p
            role="alert"
            className="rounded-2xl border border-border/80 p-6 text-center text-sm text-muted-foreground"
          >
            Error fetching reports
          </p>
        ) : (
          <Skeleton className="h-48 w-full rounded-2xl" />
        )}
      </section>

      {vehicles.data && vehicles.data.length > 0 ? (
        <section aria-labelledby="owner-vehicles-title" className="grid gap-3">
          <div className="grid gap-1">
            <h2 id="owner-vehicles-title" className="text-lg text-foreground">
              Your vehicles
            </h2>
            <p className="text-sm text-muted-foreground">
              Trips and utilisation in {period.label}: utilisation is the share
              of the period's days so far on which the vehicle completed at
              least one trip.
            </p>
          </div>
          <OwnerVehicles vehicles={vehicles.data} />
        </section>
      ) : null}

      <Suspense fallback={<Skeleton className="h-48 w-full rounded-2xl" />}>
        <OwnerPayoutSections />
      </Suspense>

      <PayoutBreakdownSheet
        row={open}
        onOpenChange={(next) => !next && setOpen(null)}
      />
    </div>
  );
}

/** Export CSV of what is shown: the table's rows with their breakdown and the totals row. */
function ExportButton({
  period,
  rows,
  totals,
}: {
  period: Period;
  rows: OwnerReport[] | undefined;
  totals: Totals | undefined;
}) {
  const ready = rows !== undefined && totals !== undefined;
  return (
    <Button
      variant="outline"
      disabled={!ready}
      onClick={async () => {
        if (!ready) return;
        const csv = await import("../owner-csv");
        csv.downloadCsv(
          csv.ownerReportFileName(period),
          csv.ownerReportCsv(rows, totals, period),
        );
      }}
    >
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}
