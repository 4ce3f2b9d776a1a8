import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Path } from "react-hook-form";

import { notify } from "@/lib/toast";
import type { z } from "@/lib/zod";

import { readDraft, useFormDraft } from "./use-form-draft";

interface SubmissionFormOptions<T extends FieldValues> {
  schema: z.ZodType<T, T>;
  defaults: T;
  draftKey: string;
  /** The fields whose absence raises the spec's `Missing Information` toast. */
  required: readonly Path<T>[];
}

/** One recipe for the public forms: zod validation, a tab-scoped draft, the spec's toasts. */
export function useSubmissionForm<T extends FieldValues>({
  schema,
  defaults,
  draftKey,
  required,
}: SubmissionFormOptions<T>) {
  const [initial] = useState(() => readDraft(draftKey, defaults));
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: initial as never,
  });
  const clearDraft = useFormDraft(draftKey, form);

  function onInvalid() {
    const missing = required.some((name) => {
      const value: unknown = form.getValues(name);
      return typeof value !== "string" || value.trim() === "";
    });
    if (missing) {
      notify("Missing Information", "Please fill all required fields", {
        variant: "destructive",
      });
    }
  }

  function resetAfterSuccess() {
    form.reset(defaults);
    clearDraft();
  }

  return { form, onInvalid, resetAfterSuccess };
}
