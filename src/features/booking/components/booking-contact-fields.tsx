import type { Control } from "react-hook-form";

import { TextField } from "@/components/form/text-field";

import type { BookingFormValues } from "../form-values";

const contactFields = [
  {
    name: "customerName",
    label: "Your Name",
    type: "text",
    autoComplete: "name",
    placeholder: "Your full name",
  },
  {
    name: "customerPhone",
    label: "Phone",
    type: "tel",
    autoComplete: "tel",
    placeholder: "0803 123 4567",
  },
  {
    name: "customerEmail",
    label: "Email",
    type: "email",
    autoComplete: "email",
    placeholder: "you@example.com",
  },
] as const;

export function BookingContactFields({
  control,
}: {
  control: Control<BookingFormValues>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {contactFields.map((spec) => (
        <TextField
          key={spec.name}
          control={control}
          name={spec.name}
          id={`booking-${spec.name}`}
          label={spec.label}
          type={spec.type}
          inputMode={spec.type === "tel" ? "tel" : undefined}
          autoComplete={spec.autoComplete}
          placeholder={spec.placeholder}
          aria-required="true"
          className={spec.name === "customerName" ? "sm:col-span-2" : undefined}
        />
      ))}
    </div>
  );
}
