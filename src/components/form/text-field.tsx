import type { ComponentProps } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";

import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

import { FormField, type FormFieldShellProps } from "./form-field";
import { PasswordInput } from "./password-input";

type BoundProps =
  | "id"
  | "name"
  | "value"
  | "defaultValue"
  | "onChange"
  | "onBlur"
  | "ref"
  | "required"
  | "className"
  | "aria-invalid"
  | "aria-describedby";

export type TextFieldProps<
  T extends FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
> = FormFieldShellProps<T, N> & Omit<ComponentProps<"input">, BoundProps>;

/** A labelled input holding text as typed; `type="password"` adds a show/hide toggle. */
export function TextField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  description,
  required,
  id,
  error,
  className,
  type,
  ...inputProps
}: TextFieldProps<T, N>) {
  return (
    <FormField
      {...{ control, name, label, description, required, id, error, className }}
      render={({ field, controlProps }) => {
        const bound = {
          ...inputProps,
          ...controlProps,
          ref: field.ref,
          name: field.name,
          value: (field.value as string | undefined) ?? "",
          onChange: field.onChange,
          onBlur: field.onBlur,
          required,
        };
        return type === "password" ? (
          <PasswordInput {...bound} />
        ) : (
          <Input {...bound} type={type} />
        );
      }}
    />
  );
}

export type TextareaFieldProps<
  T extends FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
> = FormFieldShellProps<T, N> & Omit<ComponentProps<"textarea">, BoundProps>;

/** A labelled multi-line text box. */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  description,
  required,
  id,
  error,
  className,
  ...textareaProps
}: TextareaFieldProps<T, N>) {
  return (
    <FormField
      {...{ control, name, label, description, required, id, error, className }}
      render={({ field, controlProps }) => (
        <Textarea
          {...textareaProps}
          {...controlProps}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required={required}
        />
      )}
    />
  );
}
