import { useQuery } from "@tanstack/react-query";

import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { ReportTrace } from "@/components/report-trace";

import { reportQueries } from "../api/queries";
import { formatMonth } from "../period";
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
    <Sheet open={row !== null} onOpenChange={onOpenChange}>
      <SheetContent className="w-[min(100%,34rem)] overflow-y-auto p-6 sm:max-w-xl">
        <SheetHeader className="pr-8">
          <SheetTitle>
            {row
              ? `${row.model}, ${formatMonth(row.period.slice(0, 7))}`
              : "Report"}
          </SheetTitle>
          <SheetDescription>
            {row
              ? `${row.registration_number}: the trips and logs this report was summed from.`
              : null}
          </SheetDescription>
        </SheetHeader>
        {row ? <SourcesBody row={row} /> : null}
      </SheetContent>
    </Sheet>
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
