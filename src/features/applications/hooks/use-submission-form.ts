import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult } from "@tanstack/react-query";
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
  /** Sends the values; its own error path raises the failure toast. */
  mutation: UseMutationResult<unknown, Error, T>;
  /** The spec's toast once the values are sent: title and description. */
  sent: readonly [title: string, description: string];
}

/**
 * One recipe for the public forms: zod validation, a tab-scoped draft, the spec's toasts, and a
 * form emptied (its draft with it) only once the values are sent.
 */
export function useSubmissionForm<T extends FieldValues>({
  schema,
  defaults,
  draftKey,
  required,
  mutation,
  sent,
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

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        notify(...sent);
        form.reset(defaults);
        clearDraft();
      },
    });
  }, onInvalid);

  return { form, onSubmit, pending: mutation.isPending };
}
