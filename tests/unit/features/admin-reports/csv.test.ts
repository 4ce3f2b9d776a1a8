import Papa from "papaparse";
import { describe, expect, it } from "vitest";

import { nairaCell, toCsv, UTF8_BOM, type CsvColumn } from "@/lib/csv";
import { reportFileName } from "@/features/admin-reports/period";
import { reportCsv } from "@/features/admin-reports/report-csv";
import type { ReportRow, ReportSummary } from "@/features/admin-reports/types";

interface Line {
  name: string;
  note: string;
  kobo: number;
}
const columns: CsvColumn<Line>[] = [
  { header: "Name", value: (r) => r.name },
  { header: "Note", value: (r) => r.note },
  { header: "Amount (NGN)", value: (r) => nairaCell(r.kobo) },
];

describe("toCsv", () => {
  it("starts with a UTF-8 byte order mark and a header row, lines end in CRLF", () => {
    const text = toCsv([{ name: "Ada", note: "ok", kobo: 1_250_000 }], columns);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1)).toBe("Name,Note,Amount (NGN)\r\nAda,ok,12500.00\r\n");
    // Encoded as UTF-8, the mark is the three bytes Excel looks for.
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
  });

  it("quotes commas, quotes and line breaks, and reads back to the same values", () => {
    const tricky: Line[] = [
      { name: "Okafor, Adaeze", note: 'Said "call on arrival"', kobo: 5 },
      { name: "Line\nbreak", note: "CR\r\nLF", kobo: -190_039_60 },
      { name: "₦ and é", note: "", kobo: 0 },
    ];
    const text = toCsv(tricky, columns);
    expect(text).toContain('"Okafor, Adaeze","Said ""call on arrival""",0.05');
    expect(text).toContain('"Line\nbreak","CR\r\nLF",-190039.60');
    expect(text).toContain("₦ and é,,0.00");
    const parsed = Papa.parse<string[]>(text.slice(1), {
      skipEmptyLines: true,
    });
    expect(parsed.data.slice(1)).toEqual(
      tricky.map((r) => [r.name, r.note, nairaCell(r.kobo)]),
    );
  });

  it("defuses cells a spreadsheet would run as formulas, but keeps negative amounts numbers", () => {
    const text = toCsv(
      [
        { name: "=HYPERLINK(1)", note: "+1", kobo: -500 },
        { name: "@SUM(A1)", note: "-x", kobo: 100 },
      ],
      columns,
    );
    const cells = Papa.parse<string[]>(text.slice(1), {
      skipEmptyLines: true,
    }).data;
    expect(cells.slice(1)).toEqual([
      ["'=HYPERLINK(1)", "'+1", "-5.00"],
      ["'@SUM(A1)", "'-x", "1.00"],
    ]);
  });
});

describe("nairaCell", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [1_250_000, "12500.00"],
    [1_800_050, "18000.50"],
    [-19_003_960, "-190039.60"],
    [123_456_789_012, "1234567890.12"],
  ])("%i kobo → %s", (kobo, text) => expect(nairaCell(kobo)).toBe(text));
});

const row = (over: Partial<ReportRow> = {}): ReportRow => ({
  id: "r1",
  vehicle_id: "v1",
  period: "2026-10-01",
  period_status: "open",
  model: 'Lexus "RX", 350',
  registration_number: "LND-027XA",
  owner: "Tunde Bakare",
  trips: 12,
  revenue_kobo: 300_000_000,
  fuel_kobo: 20_000_000,
  maintenance_kobo: 5_000_000,
  expenses_kobo: 25_000_000,
  commission_rate_bps: 2000,
  commission_kobo: 60_000_000,
  payout_kobo: 215_000_000,
  ...over,
});
const totals: ReportSummary = {
  revenue_kobo: 300_100_000,
  fuel_kobo: 20_000_000,
  maintenance_kobo: 5_000_000,
  expenses_kobo: 25_000_000,
  commission_kobo: 60_020_000,
  payout_kobo: 215_080_000,
  trips: 13,
  vehicles: 2,
  reports: 2,
  open_periods: 1,
  paid_periods: 0,
};

describe("the reports CSV", () => {
  it("has the table's columns with the currency named, one row per report and the database's totals last", () => {
    const typedIn = row({
      id: "r2",
      trips: null,
      fuel_kobo: null,
      maintenance_kobo: null,
      period_status: null,
      model: "Toyota Corolla",
      revenue_kobo: 100_000,
      commission_kobo: 20_000,
      payout_kobo: 80_000,
    });
    const text = reportCsv([row(), typedIn], totals);
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual([
      "Period",
      "Vehicle",
      "Registration",
      "Owner",
      "Status",
      "Trips",
      "Revenue (NGN)",
      "Fuel (NGN)",
      "Maintenance (NGN)",
      "Commission (NGN)",
      "Payout (NGN)",
    ]);
    expect(parsed.data).toEqual([
      {
        Period: "October 2026",
        Vehicle: 'Lexus "RX", 350',
        Registration: "LND-027XA",
        Owner: "Tunde Bakare",
        Status: "Closed",
        Trips: "12",
        "Revenue (NGN)": "3000000.00",
        "Fuel (NGN)": "200000.00",
        "Maintenance (NGN)": "50000.00",
        "Commission (NGN)": "600000.00",
        "Payout (NGN)": "2150000.00",
      },
      {
        Period: "October 2026",
        Vehicle: "Toyota Corolla",
        Registration: "LND-027XA",
        Owner: "Tunde Bakare",
        Status: "Open",
        Trips: "",
        "Revenue (NGN)": "1000.00",
        "Fuel (NGN)": "",
        "Maintenance (NGN)": "",
        "Commission (NGN)": "200.00",
        "Payout (NGN)": "800.00",
      },
      // The totals are the database's (report_summary), not a sum taken here.
      {
        Period: "Total",
        Vehicle: "",
        Registration: "",
        Owner: "",
        Status: "",
        Trips: "13",
        "Revenue (NGN)": "3001000.00",
        "Fuel (NGN)": "200000.00",
        "Maintenance (NGN)": "50000.00",
        "Commission (NGN)": "600200.00",
        "Payout (NGN)": "2150800.00",
      },
    ]);
  });

  it("is named after the period", () => {
    expect(reportFileName({ from: "2026-10", to: "2026-10" })).toBe(
      "ekoluxe-report-2026-10.csv",
    );
    expect(reportFileName({ from: "2026-08", to: "2026-10" })).toBe(
      "ekoluxe-report-2026-08-to-2026-10.csv",
    );
  });
});
