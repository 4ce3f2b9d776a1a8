import { useWatch, type FieldPath, type FieldValues } from "react-hook-form";

import { PasswordStrengthMeter } from "./password-strength-meter";
import { TextField, type TextFieldProps } from "./text-field";

type NewPasswordFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
> = Omit<TextFieldProps<T, N>, "type" | "description"> & {
  /** The person's own details (name, e-mail), which make a password easy to guess. */
  personal?: readonly string[];
};

/** A password being chosen: the field, with a strength estimate as its description. */
export function NewPasswordField<
  T extends FieldValues,
  N extends FieldPath<T>,
>({ personal, ...props }: NewPasswordFieldProps<T, N>) {
  const value: unknown = useWatch({ control: props.control, name: props.name });
  return (
    <TextField
      {...props}
      type="password"
      autoComplete="new-password"
      description={
        <PasswordStrengthMeter
          password={typeof value === "string" ? value : ""}
          personal={personal}
        />
      }
    />
  );
}
