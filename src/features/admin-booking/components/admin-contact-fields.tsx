import type { Control } from "react-hook-form";

import { TextField } from "@/components/form/text-field";
import type { BookingFormValues } from "@/features/booking/schemas";

/** The customer's name, phone and e-mail, as the operator takes them down. */
export function AdminContactFields({
  control,
}: {
  control: Control<BookingFormValues>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        control={control}
        name="customerName"
        label="Customer Name"
        autoComplete="off"
        aria-required="true"
        className="sm:col-span-2"
      />
      <TextField
        control={control}
        name="customerPhone"
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="0803 123 4567"
        aria-required="true"
      />
      <TextField
        control={control}
        name="customerEmail"
        label="Email"
        type="email"
        autoComplete="off"
        placeholder="customer@example.com"
        aria-required="true"
      />
    </div>
  );
}
