import type { ComponentProps } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";

import { FileInput } from "@/components/ui/file-input";

import { FormField, type FormFieldShellProps } from "./form-field";
import { splitShellProps } from "./shell-props";

type FileInputProps = ComponentProps<typeof FileInput>;

export type FileFieldProps<
  T extends FieldValues,
  N extends FieldPath<T> = FieldPath<T>,
> = FormFieldShellProps<T, N> &
  Omit<
    FileInputProps,
    | "id"
    | "name"
    | "file"
    | "onFileChange"
    | "onBlur"
    | "ref"
    | "className"
    | "aria-invalid"
    | "aria-describedby"
  > & {
    /** Runs after the form has the new file, e.g. to validate it at once. */
    onFileChange?: (file: File | null) => void;
  };

/** A labelled drop zone holding one `File` (or null). */
export function FileField<T extends FieldValues, N extends FieldPath<T>>({
  onFileChange,
  ...props
}: FileFieldProps<T, N>) {
  const [shell, inputProps] = splitShellProps(props);
  return (
    <FormField
      {...shell}
      render={({ field, controlProps }) => (
        <FileInput
          {...inputProps}
          {...controlProps}
          // Sized by the form, never by the chosen file's name, which would widen a phone's page.
          className="contain-inline-size"
          ref={field.ref}
          name={field.name}
          required={shell.required}
          file={(field.value as File | null | undefined) ?? null}
          onFileChange={(file) => {
            field.onChange(file);
            onFileChange?.(file);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
