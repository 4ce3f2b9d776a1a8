import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * Renders its children once the page has painted (and `fallback` until then), as a low-priority
 * update: content below the fold, or code that is only fetched when it renders, then costs the
 * first paint nothing, and a slow phone never sees one long frozen frame.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  return ready ? children : fallback;
}
