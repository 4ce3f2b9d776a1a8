import { Download } from "lucide-react";

import { downloadCsv } from "@/lib/csv";
import type { MonthRange } from "@/lib/months";
import { Button } from "@/components/ui/button";

import { reportFileName } from "../period";
import { reportCsv } from "../report-csv";
import type { ReportRow, ReportSummary } from "../types";

/** The spec's Export CSV: the table as shown, with the totals row, named after the period. */
export function ExportCsvButton({
  range,
  rows,
  summary,
}: {
  range: MonthRange;
  rows: ReportRow[] | undefined;
  summary: ReportSummary | undefined;
}) {
  const ready = rows !== undefined && summary !== undefined;
  return (
    <Button
      variant="outline"
      disabled={!ready}
      onClick={() => {
        if (ready) downloadCsv(reportFileName(range), reportCsv(rows, summary));
      }}
    >
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}
