import { useSyncExternalStore } from "react";

const subscribeNever = () => () => undefined;

/**
 * A browser-only value (the clock, storage) for a page that may have been rendered ahead of time:
 * `fallback` on the server and during hydration, so the first client render matches the HTML;
 * `read()` right after.
 */
export function useAfterHydration<T, F = T>(read: () => T, fallback: F): T | F {
  return useSyncExternalStore<T | F>(subscribeNever, read, () => fallback);
}
