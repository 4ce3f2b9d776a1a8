import type { ComponentProps } from "react";
import type {
  ControllerRenderProps,
  FieldPath,
  FieldValues,
} from "react-hook-form";

import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

import { FormField, type FormFieldShellProps } from "./form-field";
import { PasswordInput } from "./password-input";
import { splitShellProps } from "./shell-props";

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

/** The form's side of a text control: its value as typed ("" before any), events and ref. */
function textBinding<T extends FieldValues, N extends FieldPath<T>>(
  field: ControllerRenderProps<T, N>,
  required: boolean | undefined,
) {
  return {
    ref: field.ref,
    name: field.name,
    value: (field.value as string | undefined) ?? "",
    onChange: field.onChange,
    onBlur: field.onBlur,
    required,
  };
}

export type TextFieldProps<
  T extends FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
> = FormFieldShellProps<T, N> & Omit<ComponentProps<"input">, BoundProps>;

/** A labelled input holding text as typed; `type="password"` adds a show/hide toggle. */
export function TextField<T extends FieldValues, N extends FieldPath<T>>({
  type,
  ...props
}: TextFieldProps<T, N>) {
  const [shell, inputProps] = splitShellProps(props);
  return (
    <FormField
      {...shell}
      render={({ field, controlProps }) => {
        const bound = {
          ...inputProps,
          ...controlProps,
          ...textBinding(field, shell.required),
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
export function TextareaField<T extends FieldValues, N extends FieldPath<T>>(
  props: TextareaFieldProps<T, N>,
) {
  const [shell, textareaProps] = splitShellProps(props);
  return (
    <FormField
      {...shell}
      render={({ field, controlProps }) => (
        <Textarea
          {...textareaProps}
          {...controlProps}
          {...textBinding(field, shell.required)}
        />
      )}
    />
  );
}
