import type {
  Control,
  FieldPath,
  FieldValues,
  UseFormTrigger,
} from "react-hook-form";

import { FileField } from "@/components/form/file-field";

import { acceptAttribute, type AttachmentRule } from "../attachments";
import { preloadDocumentKind } from "../document-kind";

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
  trigger,
  name,
  rule,
  ...field
}: AttachmentFieldProps<T>) {
  return (
    <FileField
      {...field}
      name={name}
      accept={acceptAttribute(rule)}
      onFileChange={() => void trigger(name)}
      onFocus={preloadDocumentKind}
      onPointerEnter={preloadDocumentKind}
    />
  );
}
