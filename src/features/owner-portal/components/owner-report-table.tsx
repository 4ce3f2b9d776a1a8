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
import { phoneTable } from "@/components/phone-layout";

import type { OwnerReport } from "../types";

// On a phone each report is a card: the vehicle and its Breakdown link, then period and money.
const detail = (label: string) => phoneTable.cell("detail", label);

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
      <div
        className={cn(
          "overflow-x-auto rounded-2xl border border-border/80 bg-card shadow-soft",
          "max-md:overflow-visible max-md:border-0 max-md:bg-transparent max-md:shadow-none",
          phoneTable.frame,
        )}
      >
        <Table className={phoneTable.table}>
          <TableHeader className={phoneTable.header}>
            <TableRow>
              <TableHead>Vehicle</TableHead>
              <TableHead>Period</TableHead>
              <TableHead className="text-right">Revenue</TableHead>
              <TableHead className="text-right">Expenses</TableHead>
              <TableHead className="text-right">Payout</TableHead>
              <TableHead>
                <span className="sr-only">Breakdown</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className={phoneTable.body}>
            {rows.map((row) => (
              <TableRow key={row.id} className={phoneTable.row}>
                <TableCell {...phoneTable.cell("title")}>
                  <div className="font-medium text-foreground">{row.model}</div>
                  <div className="text-xs text-muted-foreground">
                    {row.registration_number}
                  </div>
                </TableCell>
                <TableCell
                  {...detail("Period")}
                  className={cn(
                    "whitespace-nowrap",
                    detail("Period").className,
                  )}
                >
                  {formatMonth(row.period)}
                </TableCell>
                <TableCell
                  {...detail("Revenue")}
                  className={cn(
                    "text-right tabular-nums",
                    detail("Revenue").className,
                  )}
                >
                  {formatNaira(row.revenue_kobo)}
                </TableCell>
                <TableCell
                  {...detail("Expenses")}
                  className={cn(
                    "text-right tabular-nums",
                    detail("Expenses").className,
                  )}
                >
                  {formatNaira(row.expenses_kobo)}
                </TableCell>
                <TableCell
                  {...detail("Payout")}
                  className={cn(
                    "text-right font-medium tabular-nums",
                    row.payout_kobo < 0 ? "text-danger" : "text-foreground",
                    detail("Payout").className,
                  )}
                >
                  {formatNaira(row.payout_kobo)}
                </TableCell>
                <TableCell
                  {...phoneTable.cell("actions")}
                  className={cn(
                    "text-right",
                    phoneTable.cell("actions").className,
                  )}
                >
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
