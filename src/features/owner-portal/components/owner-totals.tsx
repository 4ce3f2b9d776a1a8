import { Banknote, Receipt, Wallet } from "lucide-react";

import { formatNaira } from "@/lib/money";
import { StatCard } from "@/components/stat-card";

import type { OwnerTotals as Totals } from "../types";

/** The spec's three cards, from owner_report_totals over the chosen period. */
export function OwnerTotals({
  totals,
  loading,
}: {
  totals: Totals | undefined;
  loading: boolean;
}) {
  const show = (pick: (t: Totals) => number) =>
    totals ? formatNaira(pick(totals)) : "—";
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <StatCard
        label="Total Revenue"
        icon={<Banknote />}
        loading={loading}
        value={show((t) => t.revenue_kobo)}
        hint={
          totals
            ? `${totals.trips.toLocaleString("en-NG")} completed trips`
            : undefined
        }
      />
      <StatCard
        label="Total Expenses"
        icon={<Receipt />}
        loading={loading}
        value={show((t) => t.expenses_kobo)}
        hint={
          totals
            ? `Fuel ${formatNaira(totals.fuel_kobo)} · Maintenance ${formatNaira(totals.maintenance_kobo)}`
            : undefined
        }
      />
      <StatCard
        label="Net Payout"
        icon={<Wallet />}
        loading={loading}
        value={show((t) => t.payout_kobo)}
        hint={
          totals
            ? `After ${formatNaira(totals.commission_kobo)} commission`
            : undefined
        }
        className="border-primary/40"
      />
    </div>
  );
}
