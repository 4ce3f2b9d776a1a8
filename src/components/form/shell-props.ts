import type { FieldValues } from "react-hook-form";

import type { FormFieldShellProps } from "./form-field";

type ShellKey = keyof FormFieldShellProps<FieldValues>;

/**
 * Splits a field's props into what `FormField` needs (label, ids, error, …) and what goes to the
 * control, so a field that forwards its remaining props to an input does not list the shell's
 * eight names again. The control's props keep their order.
 *
 * Typed by key only: a `Control<T>` is not assignable to `Control<FieldValues>`, and `Pick`
 * keeps each field's own `T` and `N` for `FormField`.
 */
export function splitShellProps<P extends { [K in ShellKey]?: unknown }>({
  control,
  name,
  label,
  description,
  required,
  id,
  error,
  className,
  ...controlProps
}: P): [Pick<P, ShellKey>, Omit<P, ShellKey>] {
  const shell = {
    control,
    name,
    label,
    description,
    required,
    id,
    error,
    className,
  };
  return [shell as Pick<P, ShellKey>, controlProps];
}
