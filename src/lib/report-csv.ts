import { nairaCell, toCsv, type CsvColumn } from "./csv";

/**
 * Revenue report exports, shared by the back office and the owner portal: each screen writes the
 * columns its table shows, in its own order, one line per vehicle and month, then a totals line
 * from the database's sums (never a sum taken in the browser). Amounts are naira cells; a figure
 * a typed-in report does not have (its trips, its fuel and maintenance split) is left empty.
 */

/** One line of an export, already in words where the screen shows words. Kobo. */
export interface ReportCsvLine {
  period: string;
  model: string;
  registration_number: string;
  owner?: string;
  status?: string;
  trips: number | null;
  revenue_kobo: number;
  fuel_kobo: number | null;
  maintenance_kobo: number | null;
  expenses_kobo: number;
  commission_kobo: number;
  payout_kobo: number;
}

type Amount = Extract<keyof ReportCsvLine, `${string}_kobo`>;

const amount = (header: string, key: Amount): CsvColumn<ReportCsvLine> => ({
  header: `${header} (NGN)`,
  value: (line) => {
    const kobo = line[key];
    return kobo === null || kobo === undefined ? "" : nairaCell(kobo);
  },
});

const COLUMNS = {
  period: { header: "Period", value: (l) => l.period },
  vehicle: { header: "Vehicle", value: (l) => l.model },
  registration: { header: "Registration", value: (l) => l.registration_number },
  owner: { header: "Owner", value: (l) => l.owner },
  status: { header: "Status", value: (l) => l.status },
  trips: { header: "Trips", value: (l) => l.trips },
  revenue: amount("Revenue", "revenue_kobo"),
  fuel: amount("Fuel", "fuel_kobo"),
  maintenance: amount("Maintenance", "maintenance_kobo"),
  expenses: amount("Expenses", "expenses_kobo"),
  commission: amount("Commission", "commission_kobo"),
  payout: amount("Payout", "payout_kobo"),
} satisfies Record<string, CsvColumn<ReportCsvLine>>;

type ReportCsvColumn = keyof typeof COLUMNS;

/** The database's totals over the exported reports. Kobo. */
type ReportCsvTotals = Record<"trips" | Amount, number>;

/** The totals line: the database's sums, with the words the screen puts beside them. */
export function totalsLine(
  totals: ReportCsvTotals,
  words: Pick<ReportCsvLine, "period" | "model" | "registration_number"> &
    Partial<Pick<ReportCsvLine, "owner" | "status">>,
): ReportCsvLine {
  return {
    ...words,
    trips: totals.trips,
    revenue_kobo: totals.revenue_kobo,
    fuel_kobo: totals.fuel_kobo,
    maintenance_kobo: totals.maintenance_kobo,
    expenses_kobo: totals.expenses_kobo,
    commission_kobo: totals.commission_kobo,
    payout_kobo: totals.payout_kobo,
  };
}

export function reportLinesCsv(
  lines: readonly ReportCsvLine[],
  columns: readonly ReportCsvColumn[],
): string {
  return toCsv(
    lines,
    columns.map((column) => COLUMNS[column]),
  );
}
