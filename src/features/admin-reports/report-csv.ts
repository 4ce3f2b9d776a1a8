import { formatMonth } from "@/lib/months";
import { reportLinesCsv, totalsLine } from "@/lib/report-csv";

import type { ReportRow, ReportSummary } from "./types";

/** What the table shows, column for column, then one Total row from the database's totals. */

export const statusLabel = (status: ReportRow["period_status"]) =>
  status === "paid" ? "Paid" : status === "open" ? "Closed" : "Open";

const COLUMNS = [
  "period",
  "vehicle",
  "registration",
  "owner",
  "status",
  "trips",
  "revenue",
  "fuel",
  "maintenance",
  "commission",
  "payout",
] as const;

export function reportCsv(
  rows: readonly ReportRow[],
  totals: ReportSummary,
): string {
  return reportLinesCsv(
    [
      ...rows.map((row) => ({
        ...row,
        period: formatMonth(row.period),
        status: statusLabel(row.period_status),
      })),
      totalsLine(totals, {
        period: "Total",
        model: "",
        registration_number: "",
        owner: "",
        status: "",
      }),
    ],
    COLUMNS,
  );
}
