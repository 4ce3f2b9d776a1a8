import { formatNaira } from "@/lib/money";
import { formatMonth } from "@/lib/months";
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

import type { ReportRow } from "../types";
import { PeriodStatusBadge } from "./period-status-badge";

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
    <div className="rounded-xl bg-card shadow-soft">
      <Table>
        <TableCaption className="sr-only">
          Revenue reports per vehicle
        </TableCaption>
        <TableHeader>
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
        <TableBody>
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
              <TableRow key={row.id}>
                <TableCell className="whitespace-nowrap">
                  {formatMonth(row.period.slice(0, 7), "short")}
                </TableCell>
                <TableCell>
                  <div className="font-medium">{row.model}</div>
                  <div className="text-xs text-muted-foreground">
                    {row.registration_number}
                  </div>
                </TableCell>
                <TableCell>{row.owner}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {row.trips ?? "-"}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {money(row.revenue_kobo)}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {money(row.fuel_kobo)}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {money(row.maintenance_kobo)}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {money(row.commission_kobo)}
                </TableCell>
                <TableCell
                  className={`text-right font-medium whitespace-nowrap tabular-nums ${row.payout_kobo < 0 ? "text-danger" : ""}`}
                >
                  {money(row.payout_kobo)}
                </TableCell>
                <TableCell>
                  <PeriodStatusBadge status={row.period_status} />
                </TableCell>
                <TableCell>
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
