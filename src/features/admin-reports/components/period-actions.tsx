import { useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { formatLagosDateTime } from "@/lib/dates";
import { formatMonth, type Month } from "@/lib/months";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/confirm-dialog";

import { useClosePeriod } from "../api/mutations";
import { reportQueries } from "../api/queries";
import { PayOwnersDialog } from "./pay-owners-dialog";
import { PeriodStatusBadge } from "./period-status-badge";

type Step = "close" | "pay" | null;

/**
 * The chosen month's status and what can be done with it: close, re-run, mark as paid (which
 * pays its owners, see PayOwnersDialog). A month
 * without a report has nothing to pay (`hasReports` false): it offers no Mark as paid and says so;
 * undefined while the reports load, when Mark as paid waits too.
 */
export function PeriodActions({
  month,
  hasReports,
}: {
  month: Month;
  hasReports: boolean | undefined;
}) {
  const period = useQuery(reportQueries.period(month));
  const close = useClosePeriod();
  const [step, setStep] = useState<Step>(null);
  const name = formatMonth(month);
  if (period.isPending || period.isError) return null;
  const status = period.data?.status ?? null;

  return (
    <div
      className="flex flex-wrap items-center gap-2"
      aria-label={`${name} status`}
      role="group"
    >
      <PeriodStatusBadge status={status} />
      {status === "paid" && period.data?.paid_at ? (
        <span className="text-xs text-muted-foreground">
          Paid {formatLagosDateTime(period.data.paid_at)}
        </span>
      ) : null}
      {status !== "paid" ? (
        <Button variant="outline" size="sm" onClick={() => setStep("close")}>
          {status === "open" ? "Re-run" : "Close period"}
        </Button>
      ) : null}
      {status === "open" && hasReports ? (
        <Button size="sm" onClick={() => setStep("pay")}>
          Mark as paid
        </Button>
      ) : null}
      {status === "open" && hasReports === false ? (
        <span className="text-xs text-muted-foreground">
          No reports: nothing to pay
        </span>
      ) : null}
      <ConfirmDialog
        open={step === "close"}
        onOpenChange={(open) => setStep(open ? "close" : null)}
        title={status === "open" ? `Re-run ${name}?` : `Close ${name}?`}
        description={
          status === "open"
            ? "The month's reports are computed again from its completed trips and maintenance logs, replacing the current figures."
            : "Each vehicle's revenue, fuel, maintenance, commission and payout are computed from the month's completed trips and maintenance logs."
        }
        confirmLabel={status === "open" ? "Re-run" : "Close period"}
        pendingLabel="Computing"
        variant="default"
        pending={close.isPending}
        onConfirm={() =>
          close.mutate(month, { onSuccess: () => setStep(null) })
        }
      />
      <PayOwnersDialog
        month={month}
        open={step === "pay"}
        onOpenChange={(open) => setStep(open ? "pay" : null)}
      />
    </div>
  );
}
