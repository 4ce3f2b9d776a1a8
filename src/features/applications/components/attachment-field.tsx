import { useId } from "react";
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormTrigger,
} from "react-hook-form";

import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@/components/ui/field";
import { FileInput } from "@/components/ui/file-input";

import { acceptAttribute, type AttachmentRule } from "../attachments";
import { preloadDocumentKind } from "../document-kind";
import { describedBy } from "./described-by";

interface AttachmentFieldProps<T extends FieldValues> {
  control: Control<T>;
  trigger: UseFormTrigger<T>;
  name: FieldPath<T>;
  label: string;
  description: string;
  rule: AttachmentRule;
  prompt: string;
}

/**
 * A file upload bound to the form; a wrong type or size, or bytes that are not what the name
 * says, are refused as soon as the file is chosen.
 */
export function AttachmentField<T extends FieldValues>({
  control,
  trigger,
  name,
  label,
  description,
  rule,
  prompt,
}: AttachmentFieldProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field>
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          <FileInput
            id={id}
            // Sized by the form, never by the chosen file's name, which would widen a phone's page.
            className="contain-inline-size"
            ref={field.ref}
            name={field.name}
            accept={acceptAttribute(rule)}
            file={(field.value as File | null) ?? null}
            prompt={prompt}
            onFileChange={(file) => {
              field.onChange(file);
              void trigger(name);
            }}
            onBlur={field.onBlur}
            onFocus={preloadDocumentKind}
            onPointerEnter={preloadDocumentKind}
            aria-invalid={fieldState.invalid}
            aria-describedby={describedBy(
              `${id}-hint`,
              fieldState.error && `${id}-error`,
            )}
          />
          <FieldDescription id={`${id}-hint`}>{description}</FieldDescription>
          <FieldError id={`${id}-error`}>
            {fieldState.error?.message}
          </FieldError>
        </Field>
      )}
    />
  );
}
