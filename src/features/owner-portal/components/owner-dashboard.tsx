import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useState,
  type ReactNode,
} from "react";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";

import { searchParams } from "@/config/search-params";
import { useAfterPaint, useSeen } from "@/hooks/use-after-paint";
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
import { preloadable } from "../preloadable";
import { openMonths } from "../statements";
import type { OwnerReport } from "../types";
import { OwnerReportTable } from "./owner-report-table";
import { OwnerStatements } from "./owner-statements";
import { OwnerTotals } from "./owner-totals";
import { OwnerVehicles } from "./owner-vehicles";

/** The chart's months: the twelve up to the period's end, or the whole period when longer. */
function chartRange(period: Period) {
  const start = `${addMonths(period.to.slice(0, 7), -11)}-01`;
  return { from: start < period.from ? start : period.from, to: period.to };
}

// recharts travels with the chart only, fetched after the numbers, once the chart's place comes
// on screen (below the fold on a phone).
const PayoutChart = lazy(() => import("./payout-chart"));
// Payouts and the payout account (with its form) load after the figures, below them.
const OwnerPayoutSections = lazy(() => import("./owner-payout-sections"));
// The breakdown sheet brings the dialog (focus trap, scroll lock): fetched once the table is on
// screen, so a first Breakdown opens at once without the dialog weighing on the first paint.
const { View: PayoutBreakdownSheet, preload: preloadBreakdownSheet } =
  preloadable(() =>
    import("./payout-breakdown-sheet").then(
      (module) => module.PayoutBreakdownSheet,
    ),
  );

// The picker lists ten years of months: drawn again only when the period changes.
const Picker = memo(PeriodPicker);
// The report table and the vehicle cards are drawn from deferred answers: an answer arriving
// draws them in a render that yields to the browser as it goes, not in one long task, and the
// memo keeps the urgent pass from drawing the previous ones again.
const ReportTable = memo(OwnerReportTable);
const Vehicles = memo(OwnerVehicles);

/**
 * The signed-in owner's portal: a period, the spec's three cards and vehicle report table, the
 * payout by month, each vehicle's trips, utilisation, status and next service, then the payouts
 * made and the account they go to. Every figure comes aggregated from the database for the
 * owner's own vehicles.
 *
 * Each section asks for its own figures (the cache sends each request once, all at the same
 * time), so an answer redraws its section only: on a slow phone the page never stalls redrawing
 * everything each time one of the seven answers arrives.
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
  const [open, setOpen] = useState<OwnerReport | null>(null);
  // Mounted from the first Breakdown on, so later ones (and the closing animation) are immediate.
  const [sheetUsed, setSheetUsed] = useState(false);
  const openBreakdown = useCallback((row: OwnerReport) => {
    setSheetUsed(true);
    setOpen(row);
  }, []);
  // Everything below the figures' first answer waits for the page's first paint.
  const painted = useAfterPaint();

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
        <Picker period={period} onChange={setPeriod} />
        <ExportButton period={period} />
      </section>

      <TotalsSection period={period} />
      <StatementsSection period={period} />
      <ChartSection period={period} />
      <ReportsSection period={period} onOpen={openBreakdown} />
      <VehiclesSection period={period} />

      {painted ? (
        <Suspense fallback={<Skeleton className="h-48 w-full rounded-2xl" />}>
          <OwnerPayoutSections />
        </Suspense>
      ) : (
        <Skeleton className="h-48 w-full rounded-2xl" />
      )}

      {sheetUsed ? (
        <Suspense fallback={null}>
          <PayoutBreakdownSheet
            row={open}
            onOpenChange={(next) => !next && setOpen(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

const TotalsSection = memo(function TotalsSection({
  period,
}: {
  period: Period;
}) {
  const totals = useQuery(ownerPortalQueries.totals(period));
  const statements = useQuery(ownerPortalQueries.statements(period));
  return (
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
  );
});

const StatementsSection = memo(function StatementsSection({
  period,
}: {
  period: Period;
}) {
  const statements = useQuery(ownerPortalQueries.statements(period));
  return (
    <section aria-labelledby="owner-statements-title" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="owner-statements-title" className="text-lg text-foreground">
          Statements
        </h2>
        <p className="text-sm text-muted-foreground">
          Where each month stands: open months are live from the trips completed
          so far; closed months are their reports, paid or awaiting payment.
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
  );
});

const ChartSection = memo(function ChartSection({
  period,
}: {
  period: Period;
}) {
  const monthly = useQuery(ownerPortalQueries.monthly(chartRange(period)));
  // Where the chart sits is only known once the figures above it have arrived; until then its
  // place is not watched, so a page still full of skeletons does not fetch recharts for nothing.
  const totals = useQuery(ownerPortalQueries.totals(period));
  const statements = useQuery(ownerPortalQueries.statements(period));
  const settled = totals.data !== undefined && statements.data !== undefined;
  const [place, setPlace] = useState<HTMLElement | null>(null);
  const seen = useSeen(settled ? place : null);
  if (!monthly.data?.some((m) => m.vehicles > 0)) return null;
  const placeholder = <Skeleton className="h-72 w-full rounded-2xl" />;
  return (
    <section
      ref={setPlace}
      aria-labelledby="owner-chart-title"
      className="grid gap-3"
    >
      <h2 id="owner-chart-title" className="text-lg text-foreground">
        Payout by month
      </h2>
      {seen ? (
        <Suspense fallback={placeholder}>
          <PayoutChart
            chosen={period}
            // From the first month with a report: no run of empty bars before the owner joined.
            points={monthly.data.slice(
              monthly.data.findIndex((m) => m.vehicles > 0),
            )}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
});

const ReportsSection = memo(function ReportsSection({
  period,
  onOpen,
}: {
  period: Period;
  onOpen: (row: OwnerReport) => void;
}) {
  const reports = useQuery(ownerPortalQueries.reports(period));
  const rows = useDeferredValue(reports.data);
  const shown = rows !== undefined;
  useEffect(() => {
    if (shown) void preloadBreakdownSheet();
  }, [shown]);
  return (
    <section aria-labelledby="owner-reports-title" className="grid gap-3">
      <h2 id="owner-reports-title" className="text-lg text-foreground">
        Vehicle reports
      </h2>
      {rows ? (
        <ReportTable rows={rows} onOpen={onOpen} />
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
  );
});

const VehiclesSection = memo(function VehiclesSection({
  period,
}: {
  period: Period;
}) {
  const vehicles = useDeferredValue(
    useQuery(ownerPortalQueries.vehicles(period)).data,
  );
  if (!vehicles || vehicles.length === 0) return null;
  return (
    <section aria-labelledby="owner-vehicles-title" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="owner-vehicles-title" className="text-lg text-foreground">
          Your vehicles
        </h2>
        <p className="text-sm text-muted-foreground">
          Trips and utilisation in {period.label}: utilisation is the share of
          the period's days so far on which the vehicle completed at least one
          trip.
        </p>
      </div>
      <Vehicles vehicles={vehicles} />
    </section>
  );
});

/** Export CSV of what is shown: the table's rows with their breakdown and the totals row. */
const ExportButton = memo(function ExportButton({
  period,
}: {
  period: Period;
}) {
  const { data: rows } = useQuery(ownerPortalQueries.reports(period));
  const { data: totals } = useQuery(ownerPortalQueries.totals(period));
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
});
