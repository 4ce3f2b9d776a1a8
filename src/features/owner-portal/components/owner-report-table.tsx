import { ChevronRight } from "lucide-react";

import { formatNaira } from "@/lib/money";
import { formatMonth } from "@/lib/months";
import { cn } from "@/lib/utils";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

import type { OwnerReport } from "../types";

// On a phone the table scrolls sideways under its first column, so each row keeps its vehicle.
const STICKY =
  "sticky left-0 z-10 max-w-36 bg-card whitespace-normal shadow-[1px_0_0_var(--color-border)] sm:static sm:max-w-none sm:bg-transparent sm:shadow-none";

export const EMPTY_MESSAGE =
  "No financial reports found for your vehicles yet.";

/**
 * The spec's vehicle report table (Vehicle, Period, Revenue, Expenses, Payout), one row per
 * monthly report; each row opens how its payout was reached.
 */
export function OwnerReportTable({
  rows,
  onOpen,
}: {
  rows: OwnerReport[];
  onOpen: (row: OwnerReport) => void;
}) {
  if (rows.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
        {EMPTY_MESSAGE}
      </p>
    );
  return (
    <div className="grid gap-2">
      <p className="text-xs text-muted-foreground sm:hidden">
        Swipe the table sideways for expenses and payout.
      </p>
      <div className="overflow-x-auto rounded-2xl border border-border/80 bg-card shadow-soft">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className={STICKY}>Vehicle</TableHead>
              <TableHead>Period</TableHead>
              <TableHead className="text-right">Revenue</TableHead>
              <TableHead className="text-right">Expenses</TableHead>
              <TableHead className="text-right">Payout</TableHead>
              <TableHead>
                <span className="sr-only">Breakdown</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell className={STICKY}>
                  <div className="font-medium text-foreground">{row.model}</div>
                  <div className="text-xs text-muted-foreground">
                    {row.registration_number}
                  </div>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatMonth(row.period)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatNaira(row.revenue_kobo)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatNaira(row.expenses_kobo)}
                </TableCell>
                <TableCell
                  className={cn(
                    "text-right font-medium tabular-nums",
                    row.payout_kobo < 0 ? "text-danger" : "text-foreground",
                  )}
                >
                  {formatNaira(row.payout_kobo)}
                </TableCell>
                <TableCell className="text-right">
                  <button
                    type="button"
                    onClick={() => onOpen(row)}
                    className="inline-flex min-h-9 cursor-pointer items-center gap-1 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    Breakdown
                    <span className="sr-only">
                      {` of ${row.model} ${row.registration_number}, ${formatMonth(row.period)}`}
                    </span>
                    <ChevronRight className="size-4" aria-hidden />
                  </button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
