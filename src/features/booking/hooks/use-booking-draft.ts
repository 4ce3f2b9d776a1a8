import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import { emptyBookingForm, type BookingFormValues } from "../schemas";

export const BOOKING_DRAFT_KEY = "ekoluxe:booking-draft";

interface StoredDraft {
  values: BookingFormValues;
  idempotencyKey: string;
}

function readDraft(): StoredDraft | null {
  try {
    const raw = window.sessionStorage.getItem(BOOKING_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (
      typeof parsed.idempotencyKey !== "string" ||
      typeof parsed.values !== "object"
    ) {
      return null;
    }
    return {
      idempotencyKey: parsed.idempotencyKey,
      values: { ...emptyBookingForm, ...parsed.values },
    };
  } catch {
    // An unreadable draft is simply no draft.
    return null;
  }
}

function writeDraft(draft: StoredDraft | null) {
  try {
    if (draft)
      window.sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft));
    else window.sessionStorage.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // Storage full or blocked: the form still works, it just will not survive a reload.
  }
}

/**
 * Keeps the unsent booking in sessionStorage with the idempotency key of this attempt, so a
 * reload loses nothing and a retried submit never books twice.
 */
export function useBookingDraft(form: UseFormReturn<BookingFormValues>) {
  const [initialKey] = useState(
    () => readDraft()?.idempotencyKey ?? crypto.randomUUID(),
  );
  const keyRef = useRef(initialKey);

  useEffect(() => {
    const subscription = form.watch((values) => {
      writeDraft({
        idempotencyKey: keyRef.current,
        values: { ...emptyBookingForm, ...values } as BookingFormValues,
      });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const getIdempotencyKey = useCallback(() => keyRef.current, []);

  /** After a booking succeeds: forget the draft and give the next booking a new key. */
  const clear = useCallback(() => {
    keyRef.current = crypto.randomUUID();
    writeDraft(null);
  }, []);

  return { getIdempotencyKey, clear };
}

/** The values a new form starts from: the unsent draft if there is one. */
export function readDraftValues(): BookingFormValues {
  return readDraft()?.values ?? emptyBookingForm;
}
