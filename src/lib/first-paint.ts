/** Longest wait for the first paint (a tab opened in the background has no frames to wait for). */
const FRAME_WAIT_MS = 100;

let painted: Promise<void> | null = null;

function hasPainted(): boolean {
  return (
    typeof performance !== "undefined" &&
    performance.getEntriesByName("first-contentful-paint").length > 0
  );
}

/**
 * Resolves once the page has put its first content on screen: at once after that, else after the
 * frame being built now is painted (a frame, then a task), at most 100 ms. Reads that start with a
 * page's first render wait for this, so that frame (the page's text and skeletons) is never held
 * back by their requests, and they still leave right after it.
 */
export function afterFirstPaint(): Promise<void> {
  if (hasPainted() || typeof requestAnimationFrame === "undefined")
    return Promise.resolve();
  painted ??= new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
  return painted;
}
