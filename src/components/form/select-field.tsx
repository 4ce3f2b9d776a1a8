import type { FieldPath, FieldValues } from "react-hook-form";

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

import { FormField, type FormFieldShellProps } from "./form-field";

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps<
  T extends FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
> = FormFieldShellProps<T, N> & {
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
};

/** A labelled choice from a fixed list (Radix Select), reporting the chosen value. */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>({
  options,
  placeholder,
  disabled,
  ...shell
}: SelectFieldProps<T, N>) {
  return (
    <FormField
      {...shell}
      render={({ field, controlProps }) => (
        <Select
          name={field.name}
          value={(field.value as string | undefined) ?? ""}
          onValueChange={field.onChange}
          disabled={disabled}
          required={shell.required}
        >
          <SelectTrigger
            {...controlProps}
            ref={field.ref}
            onBlur={field.onBlur}
          >
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}
