import { useEffect } from "react";

/**
 * Keeps the screen on while `active` (the Screen Wake Lock API, where the browser has it). The
 * browser drops the lock whenever the page is hidden, so it is asked for again on return.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== "visible" || sentinel) return;
      navigator.wakeLock.request("screen").then(
        (lock) => {
          if (stopped) return void lock.release();
          sentinel = lock;
          lock.addEventListener("release", () => {
            if (sentinel === lock) sentinel = null;
          });
        },
        // Refused (low battery, no user gesture yet): the screen may dim; sharing goes on.
        () => undefined,
      );
    };
    acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", acquire);
      void sentinel?.release();
    };
  }, [active]);
}
