import { startTransition, useEffect, useState, type ReactNode } from "react";

/** Longest wait for the browser to report the page's largest paint. */
const PAINT_WAIT_MS = 1_500;
/** A breath after that report, so the paint is well behind before the downloads start. */
const AFTER_PAINT_MS = 200;

function supportsLcp(): boolean {
  return (
    typeof PerformanceObserver !== "undefined" &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes(
      "largest-contentful-paint",
    )
  );
}

/**
 * Renders its children once the ride's text has been presented on screen (the browser's
 * largest-paint report for the commit that brought them, else two frames, at most 1.5 s), so what
 * they download (Leaflet, the cancel and rate forms) never competes with the status's first paint
 * on a slow phone.
 */
export function RideAfterPaint({
  children,
  now = false,
}: {
  children: ReactNode;
  /** Render at once (read on mount only): what the rider came back for cannot wait for paint. */
  now?: boolean;
}) {
  const [ready, setReady] = useState(now);

  useEffect(() => {
    if (ready) return;
    const mountedAt = performance.now();
    let done = false;
    let frame = 0;
    let observer: PerformanceObserver | undefined;
    const show = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      startTransition(() => setReady(true));
    };
    const timer = setTimeout(show, PAINT_WAIT_MS);
    if (supportsLcp()) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= mountedAt))
          setTimeout(show, AFTER_PAINT_MS);
      });
      observer.observe({ type: "largest-contentful-paint", buffered: true });
    } else {
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(show);
      });
    }
    return () => {
      done = true;
      observer?.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);

  return ready ? children : null;
}
