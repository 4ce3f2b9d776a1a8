import type { ReactElement } from "react";

export const TOAST_DURATION_MS = 5000;
// One toast on screen at a time: a new one replaces the old, newest first.
const TOAST_LIMIT = 1;
// Leaves time for the exit animation before the toast leaves the store.
const REMOVE_DELAY_MS = 1000;

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  variant?: ToastVariant;
  /** Milliseconds on screen; `Infinity` keeps the toast until it is dismissed. */
  duration?: number;
  action?: ReactElement;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  action?: ReactElement;
  open: boolean;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((toast) => toast.id !== id));
  }, REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function dismissToast(id?: string): void {
  const dismissed = toasts.filter(
    (toast) => id === undefined || toast.id === id,
  );
  dismissed.forEach((toast) => scheduleRemoval(toast.id));
  emit(
    toasts.map((toast) =>
      dismissed.includes(toast) ? { ...toast, open: false } : toast,
    ),
  );
}

/** Raises a toast. The only way the app shows one. */
export function notify(
  title: string,
  description?: string,
  {
    variant = "default",
    duration = TOAST_DURATION_MS,
    action,
  }: ToastOptions = {},
) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const toast: ToastItem = {
    id,
    title,
    description,
    variant,
    duration,
    action,
    open: true,
  };
  emit([toast, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): readonly ToastItem[] => toasts,
};
