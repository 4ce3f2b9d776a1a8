import { Banknote, Receipt, Wallet } from "lucide-react";

import { formatNaira } from "@/lib/money";
import { formatMonth } from "@/lib/months";
import { Badge } from "@/components/ui/badge";
import { StatCard } from "@/components/stat-card";

import { withOpenMonths } from "../statements";
import type { OwnerStatement, OwnerTotals as Totals } from "../types";

const ZERO: Totals = {
  revenue_kobo: 0,
  expenses_kobo: 0,
  payout_kobo: 0,
  fuel_kobo: 0,
  maintenance_kobo: 0,
  commission_kobo: 0,
  trips: 0,
  vehicles: 0,
  reports: 0,
};

/**
 * The spec's three cards over the chosen period. Closed months read as their reports
 * (owner_report_totals). A period with no report yet but a month under way (this month) shows
 * that month summed live from its completed trips, marked as provisional, so it never reads ₦0
 * while trips are done; a span with closed months keeps the cards to them and names the open
 * month's figures so far beside them (the statements below list each month).
 */
export function OwnerTotals({
  totals,
  open,
  loading,
}: {
  totals: Totals | undefined;
  /** The period's months not yet closed (owner_statements rows with status open). */
  open: OwnerStatement[];
  loading: boolean;
}) {
  const onlyOpen =
    totals !== undefined && totals.reports === 0 && open.length > 0;
  const shown = totals && onlyOpen ? withOpenMonths(totals, open) : totals;
  const show = (pick: (t: Totals) => number) =>
    shown ? formatNaira(pick(shown)) : "—";
  const soFar = onlyOpen;
  const months = open
    .map((m) => formatMonth(m.period.slice(0, 7)))
    .reverse()
    .join(", ");
  const extra =
    totals && !onlyOpen && open.length > 0 ? withOpenMonths(ZERO, open) : null;
  return (
    <div className="grid gap-3">
      {soFar ? (
        <p
          data-testid="owner-provisional-note"
          className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
        >
          <Badge variant="warning">Provisional</Badge>
          <span>
            {months} so far, not yet closed: live from the trips completed to
            date, final once the month is closed.
          </span>
        </p>
      ) : extra ? (
        <p
          data-testid="owner-provisional-note"
          className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
        >
          <Badge variant="warning">Provisional</Badge>
          <span>
            The cards count closed months. {months} so far, not yet closed:{" "}
            {formatNaira(extra.revenue_kobo)} from{" "}
            {extra.trips.toLocaleString("en-NG")} completed trips, payout{" "}
            {formatNaira(extra.payout_kobo)}.
          </span>
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard
          label="Total Revenue"
          icon={<Banknote />}
          loading={loading}
          value={show((t) => t.revenue_kobo)}
          hint={
            shown
              ? `${shown.trips.toLocaleString("en-NG")} completed trips${soFar ? " so far" : ""}`
              : undefined
          }
        />
        <StatCard
          label="Total Expenses"
          icon={<Receipt />}
          loading={loading}
          value={show((t) => t.expenses_kobo)}
          hint={
            shown
              ? `Fuel ${formatNaira(shown.fuel_kobo)} · Maintenance ${formatNaira(shown.maintenance_kobo)}`
              : undefined
          }
        />
        <StatCard
          label="Net Payout"
          icon={<Wallet />}
          loading={loading}
          value={show((t) => t.payout_kobo)}
          hint={
            shown
              ? `After ${formatNaira(shown.commission_kobo)} commission${soFar ? " · so far, not yet closed" : ""}`
              : undefined
          }
          className="border-primary/40"
        />
      </div>
    </div>
  );
}
