import { nairaCell, toCsv, type CsvColumn } from "@/lib/csv";

import { formatMonth, type OwnerPeriod } from "./period";
import type { OwnerReport, OwnerTotals } from "./types";

/**
 * The vehicle report table as shown, with the payout breakdown behind each row and a totals row
 * from owner_report_totals (the database's sums, not the browser's). Loaded on click only.
 */

type Line =
  | { kind: "report"; row: OwnerReport }
  | { kind: "total"; totals: OwnerTotals; period: OwnerPeriod };

const money =
  (pick: (line: Line) => number | null | undefined) => (line: Line) => {
    const kobo = pick(line);
    return kobo === null || kobo === undefined ? "" : nairaCell(kobo);
  };

const COLUMNS: CsvColumn<Line>[] = [
  {
    header: "Vehicle",
    value: (l) => (l.kind === "report" ? l.row.model : "Total"),
  },
  {
    header: "Registration",
    value: (l) => (l.kind === "report" ? l.row.registration_number : ""),
  },
  {
    header: "Period",
    value: (l) =>
      l.kind === "report" ? formatMonth(l.row.period) : l.period.label,
  },
  {
    header: "Trips",
    value: (l) => (l.kind === "report" ? l.row.trips : l.totals.trips),
  },
  {
    header: "Revenue (NGN)",
    value: money((l) =>
      l.kind === "report" ? l.row.revenue_kobo : l.totals.revenue_kobo,
    ),
  },
  {
    header: "Fuel (NGN)",
    value: money((l) =>
      l.kind === "report" ? l.row.fuel_kobo : l.totals.fuel_kobo,
    ),
  },
  {
    header: "Maintenance (NGN)",
    value: money((l) =>
      l.kind === "report" ? l.row.maintenance_kobo : l.totals.maintenance_kobo,
    ),
  },
  {
    header: "Expenses (NGN)",
    value: money((l) =>
      l.kind === "report" ? l.row.expenses_kobo : l.totals.expenses_kobo,
    ),
  },
  {
    header: "Commission (NGN)",
    value: money((l) =>
      l.kind === "report" ? l.row.commission_kobo : l.totals.commission_kobo,
    ),
  },
  {
    header: "Payout (NGN)",
    value: money((l) =>
      l.kind === "report" ? l.row.payout_kobo : l.totals.payout_kobo,
    ),
  },
];

export function ownerReportCsv(
  rows: readonly OwnerReport[],
  totals: OwnerTotals,
  period: OwnerPeriod,
): string {
  return toCsv<Line>(
    [
      ...rows.map((row) => ({ kind: "report" as const, row })),
      { kind: "total", totals, period },
    ],
    COLUMNS,
  );
}

/** ekoluxe-owner-report-2026-10.csv, ekoluxe-owner-report-2026-Q3.csv, ... */
export const ownerReportFileName = (period: OwnerPeriod) =>
  `ekoluxe-owner-report-${period.slug}.csv`;

export { downloadCsv } from "@/lib/csv";
