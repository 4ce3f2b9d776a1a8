import { formatNaira } from "@/lib/money";
import { formatMonth } from "@/lib/months";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
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

import type { ReportRow } from "../types";
import { PeriodStatusBadge } from "./period-status-badge";

const amount = "text-right whitespace-nowrap tabular-nums";
// On a phone each report is a card: vehicle and Details first, then the figures an owner is
// paid from; fuel, maintenance and commission wait for the Details sheet.
const cell = (label: string) => phoneTable.cell("detail", label);

const money = (kobo: number | null) =>
  kobo === null ? "-" : formatNaira(kobo);
const HEADS = [
  "Period",
  "Vehicle",
  "Owner",
  "Trips",
  "Revenue",
  "Fuel",
  "Maintenance",
  "Commission",
  "Payout",
  "Status",
];

/** One row per vehicle and month; each opens the trips and logs behind it. */
export function ReportTable({
  rows,
  onOpen,
}: {
  rows: ReportRow[];
  onOpen: (row: ReportRow) => void;
}) {
  return (
    <div className={cn("rounded-xl bg-card shadow-soft", phoneTable.frame)}>
      <Table className={phoneTable.table}>
        <TableCaption className="sr-only">
          Revenue reports per vehicle
        </TableCaption>
        <TableHeader className={phoneTable.header}>
          <TableRow>
            {HEADS.map((head) => (
              <TableHead
                key={head}
                className={isAmount(head) ? "text-right" : undefined}
              >
                {head}
              </TableHead>
            ))}
            <TableHead>
              <span className="sr-only">Details</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className={phoneTable.body}>
          {rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell
                colSpan={HEADS.length + 1}
                className="h-24 text-center text-muted-foreground"
              >
                No reports for this period yet.
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} className={phoneTable.row}>
                <TableCell
                  {...cell("Period")}
                  className={cn("whitespace-nowrap", cell("Period").className)}
                >
                  {formatMonth(row.period.slice(0, 7), "short")}
                </TableCell>
                <TableCell {...phoneTable.cell("title")}>
                  <div className="font-medium">{row.model}</div>
                  <div className="text-xs text-muted-foreground">
                    {row.registration_number}
                  </div>
                </TableCell>
                <TableCell {...cell("Owner")}>{row.owner}</TableCell>
                <TableCell
                  {...cell("Trips")}
                  className={cn(amount, cell("Trips").className)}
                >
                  {row.trips ?? "-"}
                </TableCell>
                <TableCell
                  {...cell("Revenue")}
                  className={cn(amount, cell("Revenue").className)}
                >
                  {money(row.revenue_kobo)}
                </TableCell>
                <TableCell
                  {...phoneTable.cell("hidden")}
                  className={cn(amount, phoneTable.cell("hidden").className)}
                >
                  {money(row.fuel_kobo)}
                </TableCell>
                <TableCell
                  {...phoneTable.cell("hidden")}
                  className={cn(amount, phoneTable.cell("hidden").className)}
                >
                  {money(row.maintenance_kobo)}
                </TableCell>
                <TableCell
                  {...phoneTable.cell("hidden")}
                  className={cn(amount, phoneTable.cell("hidden").className)}
                >
                  {money(row.commission_kobo)}
                </TableCell>
                <TableCell
                  {...cell("Payout")}
                  className={cn(
                    amount,
                    "font-medium",
                    row.payout_kobo < 0 && "text-danger",
                    cell("Payout").className,
                  )}
                >
                  {money(row.payout_kobo)}
                </TableCell>
                <TableCell {...cell("Status")}>
                  <PeriodStatusBadge status={row.period_status} />
                </TableCell>
                <TableCell {...phoneTable.cell("actions")}>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onOpen(row)}
                    aria-label={`Trips and logs of ${row.model} ${row.registration_number}, ${formatMonth(row.period.slice(0, 7))}`}
                  >
                    Details
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function isAmount(head: string) {
  return !["Period", "Vehicle", "Owner", "Status"].includes(head);
}
