import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import { emptyBookingForm, type BookingFormValues } from "../schemas";

export const BOOKING_DRAFT_KEY = "ekoluxe:booking-draft";

interface Attempt {
  idempotencyKey: string;
  /** The request this key was first sent with; another request gets a key of its own. */
  sentRequest?: string;
}

interface StoredDraft extends Attempt {
  values: BookingFormValues;
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
      sentRequest:
        typeof parsed.sentRequest === "string" ? parsed.sentRequest : undefined,
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

function newAttempt(): Attempt {
  return { idempotencyKey: crypto.randomUUID() };
}

/**
 * Keeps the unsent booking in sessionStorage with the idempotency key of this attempt, so a
 * reload loses nothing and a retried submit never books twice, even when an earlier try was
 * booked but its answer never arrived.
 */
export function useBookingDraft(form: UseFormReturn<BookingFormValues>) {
  const [firstAttempt] = useState(readAttempt);
  const attempt = useRef(firstAttempt);

  const save = useCallback(
    (values: BookingFormValues) => writeDraft({ ...attempt.current, values }),
    [],
  );

  useEffect(() => {
    const subscription = form.watch((values) =>
      save({ ...emptyBookingForm, ...values } as BookingFormValues),
    );
    return () => subscription.unsubscribe();
  }, [form, save]);

  /**
   * The key to send these values with: the same one for as long as the customer retries the
   * same request, a new one once they change it (the server answers a reused key with the
   * booking first made with it).
   */
  const idempotencyKeyFor = useCallback(
    (values: BookingFormValues) => {
      const request = JSON.stringify(values);
      const current = attempt.current;
      attempt.current =
        current.sentRequest === undefined || current.sentRequest === request
          ? { ...current, sentRequest: request }
          : { ...newAttempt(), sentRequest: request };
      save(values);
      return attempt.current.idempotencyKey;
    },
    [save],
  );

  /** After a booking succeeds: forget the draft and give the next booking a new key. */
  const clear = useCallback(() => {
    attempt.current = newAttempt();
    writeDraft(null);
  }, []);

  return { idempotencyKeyFor, clear };
}

function readAttempt(): Attempt {
  const draft = readDraft();
  return draft
    ? { idempotencyKey: draft.idempotencyKey, sentRequest: draft.sentRequest }
    : newAttempt();
}

/** The values a new form starts from: the unsent draft if there is one. */
export function readDraftValues(): BookingFormValues {
  return readDraft()?.values ?? emptyBookingForm;
}
