import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";

import { formatNaira } from "@/lib/money";
import { type Month } from "@/lib/months";
import { notify } from "@/lib/toast";
import { Skeleton } from "@/components/ui/skeleton";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";

import { useRetryPayout } from "../api/mutations";
import { reportQueries } from "../api/queries";
import { ownerKey } from "../payouts";
import { payOwnersFormSchema, type PayOwnersFormValues } from "../schemas";
import type { OwnerPayout, PayoutPlanRow } from "../types";
import { OwnerPayoutFields } from "./owner-payout-fields";

/** A failed or reversed payout sent again, by Paystack or as an outside bank transfer. */
export function RetryPayoutDialog({
  month,
  payout,
  onOpenChange,
}: {
  month: Month;
  payout: OwnerPayout | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={payout !== null}
      onOpenChange={onOpenChange}
      title="Retry payout"
      description={
        payout
          ? `${formatNaira(payout.amount_kobo)} to ${payout.owner_name} again. The ${payout.status} payout stays in the record.`
          : ""
      }
      className="sm:max-w-md"
    >
      {payout ? (
        <RetryBody
          month={month}
          payout={payout}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
}

function RetryBody(props: {
  month: Month;
  payout: OwnerPayout;
  onDone: () => void;
}) {
  // The plan says whether the owner now has a verified account Paystack can send to.
  const plan = useQuery(reportQueries.payoutPlan(props.month));
  if (plan.isPending) return <Skeleton className="h-32 w-full" />;
  const line = plan.data?.find(
    (row) => ownerKey(row) === ownerKey(props.payout),
  );
  const row: PayoutPlanRow = {
    owner_id: props.payout.owner_id,
    owner_name: props.payout.owner_name,
    vehicles: line?.vehicles ?? 0,
    account_label: line?.account_label ?? null,
    can_transfer: line?.can_transfer ?? false,
    payout_id: props.payout.id,
    payout_status: props.payout.status,
    payout_method: props.payout.method,
    amount_kobo: props.payout.amount_kobo,
  };
  return <RetryForm {...props} row={row} />;
}

function RetryForm({
  payout,
  row,
  onDone,
}: {
  payout: OwnerPayout;
  row: PayoutPlanRow;
  onDone: () => void;
}) {
  // A one-owner Pay owners form: the same choice of method and the same reference rule.
  const form = useForm<PayOwnersFormValues>({
    resolver: zodResolver(payOwnersFormSchema),
    defaultValues: {
      payouts: [
        {
          owner_name: row.owner_name,
          method: row.can_transfer ? "paystack_transfer" : "bank_transfer",
          bank_reference: "",
        },
      ],
    },
  });
  const retry = useRetryPayout();

  function onValid(values: PayOwnersFormValues) {
    const chosen = values.payouts[0]!;
    retry.mutate(
      {
        payoutId: payout.id,
        method: chosen.method,
        bankReference:
          chosen.method === "bank_transfer"
            ? chosen.bank_reference.trim()
            : undefined,
      },
      {
        onSuccess: () => {
          notify("Payout Sent", `${payout.owner_name} is being paid again.`);
          onDone();
        },
      },
    );
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(onValid)}
    >
      <OwnerPayoutFields control={form.control} index={0} row={row} />
      <FormDialogFooter
        pending={retry.isPending}
        submitLabel="Retry payout"
        pendingLabel="Sending..."
        onCancel={onDone}
      />
    </form>
  );
}
