import type { FieldPath, FieldValues } from "react-hook-form";

import { TextField, type TextFieldProps } from "./text-field";

/** A native date input holding an ISO date (`YYYY-MM-DD`); `min` and `max` bound it. */
export function DateField<T extends FieldValues, N extends FieldPath<T>>(
  props: Omit<TextFieldProps<T, N>, "type">,
) {
  return <TextField {...props} type="date" />;
}
