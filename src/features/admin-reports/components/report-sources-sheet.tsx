import { useQuery } from "@tanstack/react-query";

import { ReportSheet } from "@/components/report-sheet";
import { ReportTrace } from "@/components/report-trace";

import { reportQueries } from "../api/queries";
import type { ReportRow } from "../types";

/** The trace of one report: every trip and log its period close summed, with the amounts. */
export function ReportSourcesSheet({
  row,
  onOpenChange,
}: {
  row: ReportRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ReportSheet
      report={row}
      onOpenChange={onOpenChange}
      closingTitle="Report"
      about="the trips and logs this report was summed from."
      padded
      headerClassName="pr-8"
    >
      {(report) => <SourcesBody row={report} />}
    </ReportSheet>
  );
}

function SourcesBody({ row }: { row: ReportRow }) {
  const sources = useQuery(reportQueries.sources(row.id));
  return (
    <ReportTrace
      sources={sources}
      totals={{
        trip: row.revenue_kobo,
        fuel: row.fuel_kobo,
        maintenance: row.maintenance_kobo,
      }}
    />
  );
}
