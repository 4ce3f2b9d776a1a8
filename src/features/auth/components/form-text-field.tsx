import type { ComponentProps } from "react";
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
} from "react-hook-form";

import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

interface FormTextFieldProps<T extends FieldValues> extends Omit<
  ComponentProps<typeof Input>,
  "name" | "id" | "value" | "onChange" | "onBlur"
> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  idPrefix: string;
}

/** One labelled text input bound to react-hook-form, with its error under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  idPrefix,
  ...inputProps
}: FormTextFieldProps<T>) {
  const id = `${idPrefix}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field data-invalid={fieldState.invalid || undefined}>
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          <Input
            {...inputProps}
            {...field}
            id={id}
            aria-invalid={fieldState.invalid}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
          />
          <FieldError id={`${id}-error`}>
            {fieldState.error?.message}
          </FieldError>
        </Field>
      )}
    />
  );
}
