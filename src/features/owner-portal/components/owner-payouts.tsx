import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";

import { formatIsoDate, lagosDate } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { formatMonth } from "@/lib/months";
import {
  payoutMethodLabel,
  payoutStatusLabel,
  payoutStatusTone,
} from "@/lib/payouts";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { phoneTable } from "@/components/phone-layout";

import { payoutQueries, PAYOUTS_PAGE } from "../api/payout-queries";
import { payoutDate } from "../payouts";
import type { OwnerPayout } from "../types";

export const NO_PAYOUTS =
  "No payouts yet. When a closed month is paid, its payout shows here with its status.";

const DID_NOT_ARRIVE =
  "This transfer did not reach your account; we will send it again.";

const detail = (label: string, className?: string) => {
  const props = phoneTable.cell("detail", label);
  return { ...props, className: cn(className, props.className) };
};

/**
 * Every payout to the owner, newest month first, with where it stands: a Paystack transfer is
 * Pending until Paystack confirms it, then Paid (or Failed, or Reversed by the bank); an outside
 * bank transfer is recorded as Paid with the bank's reference. Not tied to the chosen period: a
 * month's payout is made after it closes, and an owner looks here for the latest money sent.
 */
export function OwnerPayouts() {
  const [limit, setLimit] = useState(PAYOUTS_PAGE);
  const payouts = useQuery(payoutQueries.list(limit));

  if (payouts.isPending)
    return <Skeleton className="h-32 w-full rounded-2xl" />;
  if (payouts.isError && !payouts.data)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-center gap-3 rounded-2xl border border-border/80 p-6 text-sm text-muted-foreground"
      >
        Error fetching payouts
        <Button
          variant="outline"
          size="sm"
          onClick={() => void payouts.refetch()}
        >
          <RotateCw aria-hidden />
          Try again
        </Button>
      </div>
    );
  const { rows, more } = payouts.data;
  if (rows.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        {NO_PAYOUTS}
      </p>
    );
  return (
    <div className="grid justify-items-center gap-3">
      <div
        className={cn(
          "w-full overflow-x-auto rounded-2xl border border-border/80 bg-card shadow-soft",
          "max-md:overflow-visible max-md:border-0 max-md:bg-transparent max-md:shadow-none",
          phoneTable.frame,
        )}
      >
        <Table className={phoneTable.table} aria-label="Payouts">
          <TableHeader className={phoneTable.header}>
            <TableRow>
              <TableHead>Month</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Method</TableHead>
              <TableHead>Reference</TableHead>
              <TableHead>Date</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className={phoneTable.body}>
            {rows.map((row) => (
              <PayoutRow key={row.id} row={row} />
            ))}
          </TableBody>
        </Table>
      </div>
      {more ? (
        <Button
          variant="outline"
          size="sm"
          disabled={payouts.isFetching}
          onClick={() => setLimit((shown) => shown + PAYOUTS_PAGE)}
        >
          Show older payouts
        </Button>
      ) : null}
    </div>
  );
}

function PayoutRow({ row }: { row: OwnerPayout }) {
  const month = formatMonth(row.period.slice(0, 7));
  const status = payoutStatusLabel(row.status);
  const trouble = row.status === "failed" || row.status === "reversed";
  return (
    <TableRow
      aria-label={`${month}: ${status}`}
      data-status={row.status}
      className={phoneTable.row}
    >
      <TableCell {...phoneTable.cell("title")}>
        <div className="grid gap-0.5">
          <span className="font-medium whitespace-nowrap text-foreground">
            {month}
          </span>
          {trouble ? (
            <span className="max-w-64 text-xs font-normal whitespace-normal text-danger">
              {row.failure_reason ?? DID_NOT_ARRIVE}
            </span>
          ) : null}
        </div>
      </TableCell>
      <TableCell {...phoneTable.cell("actions")}>
        <Badge variant={payoutStatusTone(row.status)}>{status}</Badge>
      </TableCell>
      <TableCell
        {...detail(
          "Amount",
          "text-right font-medium tabular-nums text-foreground",
        )}
      >
        {formatNaira(row.amount_kobo)}
      </TableCell>
      <TableCell {...detail("Method")}>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <span>{payoutMethodLabel(row.method)}</span>
          {row.account_label ? (
            <span className="text-xs text-muted-foreground">
              {row.account_label}
            </span>
          ) : null}
        </div>
      </TableCell>
      <TableCell {...detail("Reference")}>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <span className="font-mono text-xs">{row.reference}</span>
          {row.bank_reference ? (
            <span className="text-xs text-muted-foreground">
              Bank reference {row.bank_reference}
            </span>
          ) : null}
        </div>
      </TableCell>
      <TableCell {...detail("Date", "whitespace-nowrap")}>
        {formatIsoDate(lagosDate(new Date(payoutDate(row))))}
      </TableCell>
    </TableRow>
  );
}
