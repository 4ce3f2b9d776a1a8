import { useState, type ComponentProps } from "react";
import { Eye, EyeOff } from "lucide-react";
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
} from "react-hook-form";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
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
  type,
  className,
  ...inputProps
}: FormTextFieldProps<T>) {
  const [revealed, setRevealed] = useState(false);
  const id = `${idPrefix}-${name}`;
  const isPassword = type === "password";
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field data-invalid={fieldState.invalid || undefined}>
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          <div className="relative">
            <Input
              {...inputProps}
              {...field}
              id={id}
              type={isPassword && revealed ? "text" : type}
              className={cn(isPassword && "pr-12", className)}
              aria-invalid={fieldState.invalid}
              aria-describedby={fieldState.error ? `${id}-error` : undefined}
            />
            {isPassword ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label="Show"
                aria-controls={id}
                aria-pressed={revealed}
                onClick={() => setRevealed((value) => !value)}
                className="absolute top-1/2 right-1 size-9 -translate-y-1/2 text-muted-foreground"
              >
                {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
              </Button>
            ) : null}
          </div>
          <FieldError id={`${id}-error`}>
            {fieldState.error?.message}
          </FieldError>
        </Field>
      )}
    />
  );
}
