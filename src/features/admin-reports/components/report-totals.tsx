import { formatNaira } from "@/lib/money";
import { StatCard } from "@/components/stat-card";

import type { ReportSummary } from "../types";

/** Revenue, Expenses, Commission and Payout of the chosen months, as the database summed them. */
export function ReportTotals({
  summary,
  loading,
}: {
  summary: ReportSummary | undefined;
  loading: boolean;
}) {
  const value = (kobo: number | undefined) =>
    kobo === undefined ? "-" : formatNaira(kobo);
  const trips = summary
    ? `${count(summary.trips, "trip")}, ${count(summary.vehicles, "vehicle")}`
    : undefined;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Revenue"
        value={value(summary?.revenue_kobo)}
        hint={trips}
        loading={loading}
      />
      <StatCard
        label="Expenses"
        value={value(summary?.expenses_kobo)}
        hint={summary ? `Fuel ${formatNaira(summary.fuel_kobo)}` : undefined}
        loading={loading}
      />
      <StatCard
        label="Commission"
        value={value(summary?.commission_kobo)}
        loading={loading}
      />
      <StatCard
        label="Payout"
        value={value(summary?.payout_kobo)}
        loading={loading}
      />
    </div>
  );
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
