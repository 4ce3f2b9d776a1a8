import { nairaCell, toCsv, type CsvColumn } from "@/lib/csv";

import { formatMonth } from "./period";
import type { ReportRow, ReportSummary } from "./types";

/** What the table shows, column for column, then one Total row from the database's totals. */

type CsvRow = Omit<
  ReportRow,
  "id" | "vehicle_id" | "period" | "period_status"
> & {
  period: string;
  status: string;
};

const amount = (kobo: number | null) => (kobo === null ? "" : nairaCell(kobo));

export const statusLabel = (status: ReportRow["period_status"]) =>
  status === "paid" ? "Paid" : status === "open" ? "Open" : "Not closed";

const columns: CsvColumn<CsvRow>[] = [
  { header: "Period", value: (r) => r.period },
  { header: "Vehicle", value: (r) => r.model },
  { header: "Registration", value: (r) => r.registration_number },
  { header: "Owner", value: (r) => r.owner },
  { header: "Status", value: (r) => r.status },
  { header: "Trips", value: (r) => r.trips },
  { header: "Revenue (NGN)", value: (r) => amount(r.revenue_kobo) },
  { header: "Fuel (NGN)", value: (r) => amount(r.fuel_kobo) },
  { header: "Maintenance (NGN)", value: (r) => amount(r.maintenance_kobo) },
  { header: "Commission (NGN)", value: (r) => amount(r.commission_kobo) },
  { header: "Payout (NGN)", value: (r) => amount(r.payout_kobo) },
];

export function reportCsv(
  rows: readonly ReportRow[],
  totals: ReportSummary,
): string {
  const lines: CsvRow[] = rows.map((row) => ({
    ...row,
    period: formatMonth(row.period.slice(0, 7)),
    status: statusLabel(row.period_status),
  }));
  lines.push({
    period: "Total",
    model: "",
    registration_number: "",
    owner: "",
    status: "",
    trips: totals.trips,
    revenue_kobo: totals.revenue_kobo,
    fuel_kobo: totals.fuel_kobo,
    maintenance_kobo: totals.maintenance_kobo,
    expenses_kobo: totals.expenses_kobo,
    commission_rate_bps: 0,
    commission_kobo: totals.commission_kobo,
    payout_kobo: totals.payout_kobo,
  });
  return toCsv(lines, columns);
}
