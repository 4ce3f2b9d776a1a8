import { formatMonth } from "@/lib/months";
import { reportLinesCsv, totalsLine } from "@/lib/report-csv";
import type { Period } from "@/components/period/period";

import type { OwnerReport, OwnerTotals } from "./types";

/**
 * The vehicle report table as shown, with the payout breakdown behind each row and a totals row
 * from owner_report_totals (the database's sums, not the browser's). Loaded on click only.
 */

const COLUMNS = [
  "vehicle",
  "registration",
  "period",
  "trips",
  "revenue",
  "fuel",
  "maintenance",
  "expenses",
  "commission",
  "payout",
] as const;

export function ownerReportCsv(
  rows: readonly OwnerReport[],
  totals: OwnerTotals,
  period: Period,
): string {
  return reportLinesCsv(
    [
      ...rows.map((row) => ({ ...row, period: formatMonth(row.period) })),
      totalsLine(totals, {
        model: "Total",
        registration_number: "",
        period: period.label,
      }),
    ],
    COLUMNS,
  );
}

/** ekoluxe-owner-report-2026-10.csv, ekoluxe-owner-report-2026-Q3.csv, ... */
export const ownerReportFileName = (period: Period) =>
  `ekoluxe-owner-report-${period.slug}.csv`;

export { downloadCsv } from "@/lib/csv";
