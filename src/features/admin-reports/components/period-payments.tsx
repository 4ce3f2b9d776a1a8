import { useQuery } from "@tanstack/react-query";

import { formatLagosStamp } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { formatMonth, type Month } from "@/lib/months";
import { cn } from "@/lib/utils";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { phoneTable } from "@/components/phone-layout";

import { reportQueries } from "../api/queries";
import type { PeriodPayment } from "../types";

const amount = "text-right whitespace-nowrap tabular-nums";
const cell = (label: string) => phoneTable.cell("detail", label);
const HEADS = ["Trip", "Vehicle", "Completed", "How paid", "Fare", "Paid"];

interface HowTotal {
  how: string;
  trips: number;
  paidKobo: number;
  /** Fares not yet received: what an Unpaid (or part-paid) group still owes. */
  dueKobo: number;
}

/** The shown trips grouped by how they were paid, the most common way first. */
function totalsByHow(rows: PeriodPayment[]): HowTotal[] {
  const totals = new Map<string, HowTotal>();
  for (const row of rows) {
    const total = totals.get(row.paid_how) ?? {
      how: row.paid_how,
      trips: 0,
      paidKobo: 0,
      dueKobo: 0,
    };
    total.trips += 1;
    // paid_kobo is what was kept: charges less refunds.
    total.paidKobo += row.paid_kobo;
    total.dueKobo += Math.max(row.fare_kobo - row.paid_kobo, 0);
    totals.set(row.paid_how, total);
  }
  return [...totals.values()].sort((a, b) => b.trips - a.trips);
}

/** The month's completed trips and how each was paid: what finance reconciles the close with. */
export function PeriodPayments({ month }: { month: Month }) {
  const payments = useQuery(reportQueries.periodPayments(month));
  if (!payments.data || payments.data.length === 0) return null;
  const title = `How ${formatMonth(month)}'s trips were paid`;
  return (
    <section aria-label={title} className="grid gap-3">
      <h3 className="text-base font-semibold">{title}</h3>
      <ul className="flex flex-wrap gap-2" aria-label="Totals by how paid">
        {totalsByHow(payments.data).map((total) => (
          <li
            key={total.how}
            className="rounded-xl border border-border bg-card px-3 py-2 text-sm"
          >
            <span className="font-medium">{total.how}</span>
            <span className="text-muted-foreground">
              {" · "}
              {total.trips === 1 ? "1 trip" : `${total.trips} trips`}
              {" · "}
            </span>
            <span className="tabular-nums">
              {total.paidKobo > 0 || total.dueKobo === 0
                ? formatNaira(total.paidKobo)
                : `${formatNaira(total.dueKobo)} due`}
            </span>
          </li>
        ))}
      </ul>
      <div className={cn("rounded-xl bg-card shadow-soft", phoneTable.frame)}>
        <Table className={cn(phoneTable.table, "text-xs")}>
          <TableCaption className="sr-only">{title}</TableCaption>
          <TableHeader className={phoneTable.header}>
            <TableRow>
              {HEADS.map((head) => (
                <TableHead
                  key={head}
                  className={
                    head === "Fare" || head === "Paid" ? "text-right" : ""
                  }
                >
                  {head}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody className={phoneTable.body}>
            {payments.data.map((row) => (
              <TableRow key={row.booking_reference} className={phoneTable.row}>
                <TableCell
                  {...phoneTable.cell("title")}
                  className={cn(
                    "py-1.5 font-mono",
                    phoneTable.cell("title").className,
                  )}
                >
                  {row.booking_reference}
                </TableCell>
                <TableCell {...cell("Vehicle")}>
                  {row.vehicle_plate ?? "-"}
                </TableCell>
                <TableCell {...cell("Completed")}>
                  <time dateTime={row.completed_at}>
                    {formatLagosStamp(row.completed_at)}
                  </time>
                </TableCell>
                <TableCell {...cell("How paid")}>{row.paid_how}</TableCell>
                <TableCell
                  {...cell("Fare")}
                  className={cn(amount, cell("Fare").className)}
                >
                  {formatNaira(row.fare_kobo)}
                </TableCell>
                <TableCell
                  {...cell("Paid")}
                  className={cn(amount, cell("Paid").className)}
                >
                  {formatNaira(row.paid_kobo)}
                  {row.refunded_kobo > 0 ? (
                    <span className="block text-danger">
                      {formatNaira(row.refunded_kobo)} refunded
                    </span>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
