import type { ReactNode } from "react";
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";

import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@/components/ui/field";

import { describedBy } from "./described-by";
import { useFieldIds } from "./field-ids";

/** What every control needs to be named, described and flagged by its field. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

export interface FormFieldShellProps<
  T extends FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
> {
  control: Control<T>;
  name: N;
  label: ReactNode;
  description?: ReactNode;
  /** Marks the label with an asterisk; the control decides how it announces it. */
  required?: boolean;
  /** A stable id for the control; a generated one otherwise. */
  id?: string;
  /** A message from outside the schema (e.g. a server check); the schema's own error wins. */
  error?: string;
  className?: string;
}

interface FormFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
> extends FormFieldShellProps<T, N> {
  render: (props: {
    field: ControllerRenderProps<T, N>;
    fieldState: ControllerFieldState;
    controlProps: FieldControlProps;
  }) => ReactNode;
}

/**
 * One field bound to the form: label, control, description and error, with the control's id,
 * `aria-describedby` and `aria-invalid` wired in one place for every kind of control.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  description,
  required,
  id: givenId,
  error,
  className,
  render,
}: FormFieldProps<T, N>) {
  const { id, descriptionId, errorId } = useFieldIds(givenId);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? error;
        const invalid = fieldState.invalid || Boolean(error);
        const controlProps: FieldControlProps = {
          id,
          "aria-invalid": invalid,
          "aria-describedby": describedBy(
            description ? descriptionId : undefined,
            message ? errorId : undefined,
          ),
        };
        return (
          <Field className={className} data-invalid={invalid || undefined}>
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
            {render({ field, fieldState, controlProps })}
            {description ? (
              <FieldDescription id={descriptionId}>
                {description}
              </FieldDescription>
            ) : null}
            <FieldError id={errorId}>{message}</FieldError>
          </Field>
        );
      }}
    />
  );
}
