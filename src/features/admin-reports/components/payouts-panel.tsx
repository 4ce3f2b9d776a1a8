import { useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { formatNaira } from "@/lib/money";
import { formatMonth, type Month } from "@/lib/months";
import {
  payoutMethodLabels,
  payoutStatusLabels,
  payoutStatusTones,
} from "@/lib/payouts";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
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

import { reportQueries } from "../api/queries";
import { retryablePayoutIds } from "../payouts";
import type { OwnerPayout } from "../types";
import { RetryPayoutDialog } from "./retry-payout-dialog";

const cell = (label: string) => phoneTable.cell("detail", label);
const HEADS = ["Owner", "Amount", "Method", "Account or reference", "Status"];

/** The month's payouts to owners and where each stands, with Retry on one that did not arrive. */
export function PayoutsPanel({ month }: { month: Month }) {
  const payouts = useQuery(reportQueries.payouts(month));
  const [retrying, setRetrying] = useState<OwnerPayout | null>(null);
  if (!payouts.data || payouts.data.length === 0) return null;
  const retryable = retryablePayoutIds(payouts.data);
  const title = `Payouts for ${formatMonth(month)}`;

  return (
    <section aria-label={title} className="grid gap-3">
      <h3 className="text-base font-semibold">{title}</h3>
      <div className={cn("rounded-xl bg-card shadow-soft", phoneTable.frame)}>
        <Table className={phoneTable.table}>
          <TableCaption className="sr-only">{title}</TableCaption>
          <TableHeader className={phoneTable.header}>
            <TableRow>
              {HEADS.map((head) => (
                <TableHead
                  key={head}
                  className={head === "Amount" ? "text-right" : undefined}
                >
                  {head}
                </TableHead>
              ))}
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className={phoneTable.body}>
            {payouts.data.map((payout) => (
              <TableRow key={payout.id} className={phoneTable.row}>
                <TableCell {...phoneTable.cell("title")}>
                  {payout.owner_name}
                </TableCell>
                <TableCell
                  {...cell("Amount")}
                  className={cn(
                    "text-right whitespace-nowrap tabular-nums",
                    cell("Amount").className,
                  )}
                >
                  {formatNaira(payout.amount_kobo)}
                </TableCell>
                <TableCell {...cell("Method")}>
                  {payoutMethodLabels[payout.method]}
                </TableCell>
                <TableCell {...cell("Account")}>
                  <span className="text-sm">
                    {payout.bank_reference ?? payout.account_label ?? "-"}
                  </span>
                  <span className="block font-mono text-xs text-muted-foreground">
                    {payout.reference}
                  </span>
                </TableCell>
                <TableCell {...cell("Status")}>
                  <span className="grid justify-items-start gap-0.5">
                    <Badge
                      variant={payoutStatusTones[payout.status]}
                      data-value={payout.status}
                    >
                      {payoutStatusLabels[payout.status]}
                    </Badge>
                    {payout.failure_reason && payout.status !== "succeeded" ? (
                      <span className="text-xs text-danger">
                        {payout.failure_reason}
                      </span>
                    ) : null}
                  </span>
                </TableCell>
                <TableCell {...phoneTable.cell("actions")}>
                  {retryable.has(payout.id) ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setRetrying(payout)}
                      aria-label={`Retry the payout to ${payout.owner_name}`}
                    >
                      Retry
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <RetryPayoutDialog
        month={month}
        payout={retrying}
        onOpenChange={(open) => !open && setRetrying(null)}
      />
    </section>
  );
}
