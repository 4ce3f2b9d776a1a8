/** Longest wait for the first paint (a tab opened in the background may paint much later). */
const PAINT_WAIT_MS = 100;
const FIRST_PAINT = "first-contentful-paint";

let painted: Promise<void> | null = null;

function hasPainted(): boolean {
  return performance.getEntriesByName(FIRST_PAINT).length > 0;
}

function reportsPaints(): boolean {
  return (
    typeof PerformanceObserver !== "undefined" &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes("paint")
  );
}

/**
 * Resolves once the page's first content is on screen: at once after that; before it, when the
 * browser reports that paint as presented (else two frames on), at most 100 ms. Reads that start
 * with a page's first render wait for this, so that frame (the page's text and skeletons) is never
 * held back by their requests, and they still leave right after it.
 */
export function afterFirstPaint(): Promise<void> {
  if (typeof performance === "undefined" || hasPainted())
    return Promise.resolve();
  painted ??= new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, PAINT_WAIT_MS);
    if (reportsPaints()) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName(FIRST_PAINT).length > 0) done();
      });
      observer.observe({ type: "paint", buffered: true });
    } else if (typeof requestAnimationFrame !== "undefined")
      requestAnimationFrame(() => requestAnimationFrame(done));
  });
  return painted;
}
