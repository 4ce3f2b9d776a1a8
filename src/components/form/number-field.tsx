import type { FieldPath, FieldValues } from "react-hook-form";

import { TextField, type TextFieldProps } from "./text-field";

/**
 * A number input holding its text as typed, so an empty or half-typed entry survives a draft
 * and the schema decides how to read it.
 */
export function NumberField<T extends FieldValues, N extends FieldPath<T>>({
  inputMode = "numeric",
  ...props
}: Omit<TextFieldProps<T, N>, "type">) {
  return <TextField {...props} type="number" inputMode={inputMode} />;
}
