import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type RefObject,
} from "react";
import type { UseFormReturn } from "react-hook-form";

import { emptyBookingForm, type BookingFormValues } from "../form-values";

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

type BookingField = keyof BookingFormValues;

/**
 * Text typed into a pre-rendered field before the page's code ran is in the field, not yet in the
 * form: the form takes it (as typed by the customer) before anything else fills the form.
 */
function adoptTypedText(
  form: UseFormReturn<BookingFormValues>,
  element: HTMLFormElement | null,
): boolean {
  let adopted = false;
  for (const name of Object.keys(emptyBookingForm) as BookingField[]) {
    const field = element?.elements.namedItem(name);
    if (
      field instanceof HTMLInputElement &&
      field.value !== form.getValues(name)
    ) {
      form.setValue(name, field.value, { shouldDirty: true });
      adopted = true;
    }
  }
  return adopted;
}

function newAttempt(): Attempt {
  return { idempotencyKey: crypto.randomUUID() };
}

/**
 * Keeps the unsent booking in sessionStorage with the idempotency key of this attempt, so a
 * reload loses nothing and a retried submit never books twice, even when an earlier try was
 * booked but its answer never arrived.
 *
 * The server cannot read this tab's storage, so the form renders empty there and in the browser's
 * first render alike (the markup matches), and takes the draft right after mounting, before the
 * browser paints. Only fields still untouched take it: nothing the customer typed is replaced.
 */
export function useBookingDraft(
  form: UseFormReturn<BookingFormValues>,
  formElement: RefObject<HTMLFormElement | null>,
) {
  const attempt = useRef<Attempt | null>(null);
  const currentAttempt = useCallback(
    () => (attempt.current ??= newAttempt()),
    [],
  );

  const save = useCallback(
    (values: BookingFormValues) => writeDraft({ ...currentAttempt(), values }),
    [currentAttempt],
  );

  useLayoutEffect(() => {
    const typed = adoptTypedText(form, formElement.current);
    const draft = readDraft();
    if (draft) {
      attempt.current = {
        idempotencyKey: draft.idempotencyKey,
        sentRequest: draft.sentRequest,
      };
      form.reset(draft.values, { keepDirtyValues: true });
    }
    // Changes are saved as they come from here on; what was typed before is saved now.
    if (typed) save(form.getValues());
  }, [form, formElement, save]);

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
      const current = currentAttempt();
      attempt.current =
        current.sentRequest === undefined || current.sentRequest === request
          ? { ...current, sentRequest: request }
          : { ...newAttempt(), sentRequest: request };
      save(values);
      return attempt.current.idempotencyKey;
    },
    [currentAttempt, save],
  );

  /** After a booking succeeds: forget the draft and give the next booking a new key. */
  const clear = useCallback(() => {
    attempt.current = newAttempt();
    writeDraft(null);
  }, []);

  return { idempotencyKeyFor, clear };
}
