import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { combineLagosDateTime, lagosDate, lagosTimeOfDay } from "@/lib/dates";
import { formatNaira, koboToNairaText, nairaTextToKobo } from "@/lib/money";
import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/form/date-field";
import { FormField } from "@/components/form/form-field";
import { NumberField } from "@/components/form/number-field";
import { TextField } from "@/components/form/text-field";

import { useRecordCashPayment } from "../api/mutations";
import { collectCashSchema, type CollectCashValues } from "../schemas";
import type { UnpaidTrip } from "../types";
import { UnpaidTripPicker } from "./unpaid-trip-picker";

/** Record cash received for a completed trip: the amount defaults to what is left to pay. */
export function CollectCashForm({ onDone }: { onDone: () => void }) {
  const record = useRecordCashPayment();
  const [trip, setTrip] = useState<UnpaidTrip | null>(null);
  const form = useForm<CollectCashValues>({
    resolver: zodResolver(collectCashSchema),
    defaultValues: {
      bookingId: "",
      amount: "",
      receivedBy: "",
      receivedDate: lagosDate(),
      receivedTime: lagosTimeOfDay(),
    },
  });
  const leftKobo = trip ? trip.fareKobo - trip.paidKobo : null;

  const onSubmit = form.handleSubmit((values) => {
    const amountKobo = nairaTextToKobo(values.amount);
    if (leftKobo !== null && amountKobo > leftKobo) {
      form.setError("amount", {
        message: `That is more than the ${formatNaira(leftKobo)} left to pay.`,
      });
      return;
    }
    record.mutate(
      {
        bookingId: values.bookingId,
        amountKobo,
        receivedBy: values.receivedBy,
        receivedAt: combineLagosDateTime(
          values.receivedDate,
          values.receivedTime,
        ),
      },
      {
        onSuccess: () => {
          notify(
            "Payment Recorded",
            `${formatNaira(amountKobo)} cash for ${trip?.reference ?? "the booking"}.`,
          );
          onDone();
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        control={form.control}
        name="bookingId"
        label="Completed booking"
        required
        description={
          trip && leftKobo !== null
            ? `Fare ${formatNaira(trip.fareKobo)}, ${formatNaira(leftKobo)} left to pay.`
            : undefined
        }
        render={({ field, controlProps }) => (
          <UnpaidTripPicker
            controlProps={controlProps}
            onBlur={field.onBlur}
            onChoose={(chosen) => {
              setTrip(chosen);
              field.onChange(chosen?.id ?? "");
              if (chosen) {
                form.setValue(
                  "amount",
                  koboToNairaText(chosen.fareKobo - chosen.paidKobo),
                  { shouldValidate: form.formState.isSubmitted },
                );
              }
            }}
          />
        )}
      />
      <NumberField
        control={form.control}
        name="amount"
        label="Amount (NGN)"
        required
        min={0}
        step="0.01"
        inputMode="decimal"
      />
      <TextField
        control={form.control}
        name="receivedBy"
        label="Received by"
        required
        autoComplete="off"
        placeholder="Driver or staff name"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField
          control={form.control}
          name="receivedDate"
          label="Date received"
          required
          max={lagosDate()}
        />
        <TextField
          control={form.control}
          name="receivedTime"
          label="Time received"
          type="time"
          required
        />
      </div>
      <Button type="submit" disabled={record.isPending} className="mt-1">
        {record.isPending ? "Recording…" : "Record payment"}
      </Button>
    </form>
  );
}
