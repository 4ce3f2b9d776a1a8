import { Controller, type Control } from "react-hook-form";

import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import type { BookingFormValues } from "../schemas";

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
        <Controller
          key={spec.name}
          control={control}
          name={spec.name}
          render={({ field, fieldState }) => (
            <Field
              className={
                spec.name === "customerName" ? "sm:col-span-2" : undefined
              }
            >
              <FieldLabel htmlFor={`booking-${spec.name}`}>
                {spec.label}
              </FieldLabel>
              <Input
                {...field}
                id={`booking-${spec.name}`}
                type={spec.type}
                inputMode={spec.type === "tel" ? "tel" : undefined}
                autoComplete={spec.autoComplete}
                placeholder={spec.placeholder}
                aria-required="true"
                aria-invalid={fieldState.invalid}
                aria-describedby={
                  fieldState.error ? `booking-${spec.name}-error` : undefined
                }
              />
              <FieldError id={`booking-${spec.name}-error`}>
                {fieldState.error?.message}
              </FieldError>
            </Field>
          )}
        />
      ))}
    </div>
  );
}
