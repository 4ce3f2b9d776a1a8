import { useSyncExternalStore } from "react";

// One clock for the whole page: the rows' "12 s ago" and the stale threshold tick together, and
// a tick re-renders only what reads the time, not every row around it.
const TICK_MS = 1_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const read = () => now;

/** The current time, refreshed every second, shared by every reader. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, read, read);
}
