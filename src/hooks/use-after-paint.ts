import { startTransition, useEffect, useLayoutEffect, useState } from "react";

import { afterFirstPaint } from "@/lib/first-paint";

/** Longest wait for the browser to report the page's first paint. */
const PAINT_WAIT_MS = 1_500;

function supportsPaintTiming(): boolean {
  return (
    typeof PerformanceObserver !== "undefined" &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes(
      "largest-contentful-paint",
    )
  );
}

interface AfterPaintOptions {
  /** True at once (read on mount only): for what the visitor came back for. */
  now?: boolean;
  /** A breath after the paint's report, so the paint is well behind before downloads start. */
  breathMs?: number;
}

/**
 * False on the first render, true once the browser has reported that render's content on screen
 * (its largest-paint entry, else two frames, at most 1.5 s): what a section then loads (its
 * module, its reads) never competes with the page's first paint on a slow phone.
 */
export function useAfterPaint({
  now = false,
  breathMs = 100,
}: AfterPaintOptions = {}): boolean {
  const [painted, setPainted] = useState(now);
  // In the commit, before the browser paints it: that paint's report comes after `mountedAt`.
  useLayoutEffect(() => {
    if (painted) return;
    const mountedAt = performance.now();
    let done = false;
    let frame = 0;
    let breath: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const show = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      startTransition(() => setPainted(true));
    };
    const timer = setTimeout(show, PAINT_WAIT_MS);
    if (supportsPaintTiming()) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= mountedAt))
          breath ??= setTimeout(show, breathMs);
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
      clearTimeout(breath);
    };
  }, [painted, breathMs]);
  return painted;
}

/** How far below the screen a place counts as about to be seen. */
const AHEAD = "100px 0px";

/**
 * Whether `element` has come within reach of the screen (and stays true after): a figure below
 * the fold loads its heavy module when the visitor scrolls towards it, not with the page. Where the
 * browser cannot tell, it counts as seen.
 */
export function useSeen(element: Element | null): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      const timer = setTimeout(() => setSeen(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setSeen(true));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}

/**
 * False until the document has had its first paint (src/lib/first-paint.ts), then true; true at
 * once when `now`, and within a microtask on any page after the first: for work that only has to
 * stay out of the way of the page's first paint, not of every screen's.
 */
export function useAfterFirstPaint(now = false): boolean {
  const [done, setDone] = useState(now);
  useEffect(() => {
    if (done) return;
    let active = true;
    void afterFirstPaint().then(() => {
      if (active) setDone(true);
    });
    return () => {
      active = false;
    };
  }, [done]);
  return done;
}
