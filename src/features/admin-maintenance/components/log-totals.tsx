import { useQuery } from "@tanstack/react-query";

import { formatNaira } from "@/lib/money";
import { StatCard } from "@/components/stat-card";

import { maintenanceQueries } from "../api/queries";
import type { MaintenanceFilters } from "../types";

const count = new Intl.NumberFormat("en-NG");

/** The filtered view's entry count and total cost, summed by the database. */
export function LogTotals({
  filters,
  isFiltered,
}: {
  filters: MaintenanceFilters;
  isFiltered: boolean;
}) {
  const summary = useQuery(maintenanceQueries.summary(filters));
  const hint = isFiltered ? "Matching the filters" : "All vehicles, all time";
  const failed = summary.isError && !summary.data;
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-xl">
      <StatCard
        label="Entries"
        loading={summary.isPending}
        value={failed ? "—" : count.format(summary.data?.entries ?? 0)}
        hint={hint}
      />
      <StatCard
        label="Total cost"
        loading={summary.isPending}
        value={failed ? "—" : formatNaira(summary.data?.totalCostKobo ?? 0)}
        hint={hint}
      />
    </div>
  );
}
