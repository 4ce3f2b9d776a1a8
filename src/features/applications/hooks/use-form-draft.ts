import { useCallback, useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

type Draft = Record<string, string>;

function storage(): Storage | null {
  // Storage access throws when the browser blocks it (some private modes); the form then simply
  // has no draft.
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function textFields(values: Record<string, unknown>): Draft {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/** The defaults with whatever text the visitor had typed in this tab; files are never kept. */
export function readDraft<T extends FieldValues>(key: string, defaults: T): T {
  const raw = storage()?.getItem(key);
  if (!raw) return defaults;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (typeof saved !== "object" || saved === null) return defaults;
  const draft = textFields(saved as Record<string, unknown>);
  const merged: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(defaults)) {
    const typed = draft[name];
    if (typeof value === "string" && typed !== undefined) merged[name] = typed;
  }
  return merged as T;
}

export function writeDraft(key: string, values: Record<string, unknown>) {
  const draft = textFields(values);
  const empty = Object.values(draft).every((value) => value.trim() === "");
  if (empty) storage()?.removeItem(key);
  else storage()?.setItem(key, JSON.stringify(draft));
}

/** Keeps the form's text in sessionStorage as it is typed; returns the function that drops it. */
export function useFormDraft<T extends FieldValues>(
  key: string,
  form: UseFormReturn<T>,
) {
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [watch, key]);
  return useCallback(() => storage()?.removeItem(key), [key]);
}
