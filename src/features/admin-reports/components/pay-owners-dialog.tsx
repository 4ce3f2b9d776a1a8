import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";

import { formatNaira } from "@/lib/money";
import { formatMonth, type Month } from "@/lib/months";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { QueryBody } from "@/components/query-body";

import { usePayPeriod } from "../api/mutations";
import { reportQueries } from "../api/queries";
import { payOwnersFormSchema, type PayOwnersFormValues } from "../schemas";
import type { PayoutPlanRow } from "../types";
import { OwnerPayoutFields } from "./owner-payout-fields";

/** Mark as paid: each owner of the closed month is paid by Paystack or by a recorded transfer. */
export function PayOwnersDialog({
  month,
  open,
  onOpenChange,
}: {
  month: Month;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Pay owners"
      description={`${formatMonth(month)} is locked once its owners are paid: by Paystack transfer to an account the owner verified, or a bank transfer you already made.`}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    >
      <PlanBody month={month} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function PlanBody({ month, onDone }: { month: Month; onDone: () => void }) {
  const plan = useQuery(reportQueries.payoutPlan(month));
  return (
    <QueryBody query={plan} errorTitle="Error fetching reports">
      {(data) => <PayOwnersForm month={month} plan={data} onDone={onDone} />}
    </QueryBody>
  );
}

function PayOwnersForm({
  month,
  plan,
  onDone,
}: {
  month: Month;
  plan: PayoutPlanRow[];
  onDone: () => void;
}) {
  // An owner whose expenses passed their revenue owes the difference: nothing is sent to them.
  const payable = plan.filter((row) => row.amount_kobo > 0);
  const owing = plan.filter((row) => row.amount_kobo <= 0);
  const form = useForm<PayOwnersFormValues>({
    resolver: zodResolver(payOwnersFormSchema),
    defaultValues: {
      payouts: payable.map((row) => ({
        owner_name: row.owner_name,
        method: row.can_transfer ? "paystack_transfer" : "bank_transfer",
        bank_reference: "",
      })),
    },
  });
  const pay = usePayPeriod();
  const total = payable.reduce((sum, row) => sum + row.amount_kobo, 0);

  function onValid(values: PayOwnersFormValues) {
    const payouts = payable.map((row, index) => {
      const chosen = values.payouts[index]!;
      return {
        owner_id: row.owner_id,
        owner_name: row.owner_name,
        method: chosen.method,
        ...(chosen.method === "bank_transfer"
          ? { bank_reference: chosen.bank_reference.trim() }
          : {}),
      };
    });
    pay.mutate({ month, payouts }, { onSuccess: onDone });
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(onValid)}
    >
      {payable.map((row, index) => (
        <OwnerPayoutFields
          key={row.owner_id ?? row.owner_name}
          control={form.control}
          index={index}
          row={row}
        />
      ))}
      {owing.map((row) => (
        <p
          key={row.owner_id ?? row.owner_name}
          className="rounded-xl border border-dashed border-border p-3 text-sm text-muted-foreground"
        >
          {row.owner_name}: nothing to pay (
          {row.amount_kobo < 0
            ? `owes ${formatNaira(-row.amount_kobo)}`
            : "no payout"}
          )
        </p>
      ))}
      <p className="text-sm">
        Total{" "}
        <span className="font-medium tabular-nums">{formatNaira(total)}</span>{" "}
        to {payable.length === 1 ? "1 owner" : `${payable.length} owners`}
      </p>
      <FormDialogFooter
        pending={pay.isPending}
        submitLabel="Pay owners"
        pendingLabel="Paying..."
        onCancel={onDone}
      />
    </form>
  );
}
