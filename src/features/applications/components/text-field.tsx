import { useId, type ComponentProps } from "react";
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";

import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

import { describedBy } from "./described-by";

type ControlProps = Pick<
  ComponentProps<"input">,
  "type" | "autoComplete" | "inputMode" | "placeholder" | "min" | "max"
> & { rows?: number };

interface TextFieldProps<T extends FieldValues> extends ControlProps {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  required?: boolean;
  multiline?: boolean;
  className?: string;
}

/** A labelled text input or textarea bound to the form, with its hint and error announced. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  required,
  multiline,
  className,
  rows,
  ...controlProps
}: TextFieldProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const shared = {
          id,
          name: field.name,
          value: field.value as string,
          onChange: field.onChange,
          onBlur: field.onBlur,
          required,
          "aria-invalid": fieldState.invalid,
          "aria-describedby": describedBy(
            description && `${id}-hint`,
            fieldState.error && `${id}-error`,
          ),
        };
        return (
          <Field className={className}>
            <div className="flex items-center gap-1">
              <FieldLabel htmlFor={id}>{label}</FieldLabel>
              {required ? (
                <span
                  aria-hidden="true"
                  className="text-sm leading-none text-primary"
                >
                  *
                </span>
              ) : null}
            </div>
            {multiline ? (
              <Textarea
                {...shared}
                ref={field.ref}
                rows={rows}
                {...controlProps}
              />
            ) : (
              <Input {...shared} ref={field.ref} {...controlProps} />
            )}
            {description ? (
              <FieldDescription id={`${id}-hint`}>
                {description}
              </FieldDescription>
            ) : null}
            <FieldError id={`${id}-error`}>
              {fieldState.error?.message}
            </FieldError>
          </Field>
        );
      }}
    />
  );
}
