import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  dismissToast,
  notify,
  TOAST_DURATION_MS,
  toastStore,
} from "@/lib/toast";

describe("notify", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("shows one toast at a time, newest first, for 5000 ms by default", () => {
    notify("First");
    notify("Logged Out", "You have been successfully logged out.");
    const toasts = toastStore.getSnapshot();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      title: "Logged Out",
      description: "You have been successfully logged out.",
      variant: "default",
      duration: TOAST_DURATION_MS,
      open: true,
    });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it("supports the destructive variant and an infinite duration", () => {
    notify("Booking Failed", "Network down", {
      variant: "destructive",
      duration: Infinity,
    });
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      variant: "destructive",
      duration: Infinity,
    });
  });

  it("closes on dismiss and leaves the store after the exit animation", () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    const { dismiss } = notify("Quick Booking Sent!");
    dismiss();
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
    vi.runAllTimers();
    expect(toastStore.getSnapshot()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
