import { useId, useMemo } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { formatNaira, koboToNairaText, nairaTextToKobo } from "@/lib/money";
import { notify } from "@/lib/toast";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { TextareaField, TextField } from "@/components/form/text-field";

import { useRequestRefund } from "../api/mutations";
import { refundFormSchema, type RefundFormValues } from "../schemas";

interface RefundTarget {
  id: string;
  reference: string;
  refundableKobo: number;
}

/** Money back to the rider through Paystack, with the reason the ledger and action log keep. */
export function RefundDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: RefundTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Refund payment"
      description={`Up to ${formatNaira(booking.refundableKobo)} of ${booking.reference} goes back to the rider's card or account through Paystack.`}
      className="sm:max-w-md"
    >
      <RefundForm booking={booking} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function RefundForm({
  booking,
  onDone,
}: {
  booking: RefundTarget;
  onDone: () => void;
}) {
  const formId = useId();
  const schema = useMemo(
    () => refundFormSchema(booking.refundableKobo),
    [booking.refundableKobo],
  );
  const form = useForm<RefundFormValues>({
    resolver: zodResolver(schema),
    // Everything still refundable by default: the usual refund is the whole payment.
    defaultValues: {
      amount: koboToNairaText(booking.refundableKobo),
      reason: "",
    },
  });
  const refund = useRequestRefund();

  function onValid(values: RefundFormValues) {
    const amountKobo = nairaTextToKobo(values.amount);
    refund.mutate(
      { bookingId: booking.id, amountKobo, reason: values.reason },
      {
        onSuccess: () => {
          notify(
            "Refund started",
            `${formatNaira(amountKobo)} of ${booking.reference} is on its way back to the rider.`,
          );
          onDone();
        },
      },
    );
  }

  return (
    <form
      id={formId}
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(onValid)}
    >
      <TextField
        control={form.control}
        name="amount"
        label="Amount (NGN)"
        required
        inputMode="decimal"
        autoComplete="off"
      />
      <TextareaField
        control={form.control}
        name="reason"
        label="Reason"
        required
        aria-required="true"
        rows={3}
        placeholder="e.g. Driver arrived 40 minutes late"
      />
      <FormDialogFooter
        pending={refund.isPending}
        submitLabel="Refund"
        pendingLabel="Refunding..."
        onCancel={onDone}
      />
    </form>
  );
}
