import {
  startTransition,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

const subscribeNever = () => () => undefined;

/**
 * Renders its children once the page has painted (and `fallback` until then), as a low-priority
 * update: content below the fold, or code that is only fetched when it renders, then costs the
 * first paint nothing, and a slow phone never sees one long frozen frame.
 *
 * `prerendered`: the children are part of the page's pre-rendered HTML (text search engines should
 * read), so on the server and while that HTML is hydrated they render at once; a page reached by
 * navigating in the app still defers them.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
  prerendered = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  prerendered?: boolean;
}) {
  // True on the server and during hydration (the server snapshot), false in a client render.
  const fromHtml = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [ready, setReady] = useState(prerendered && fromHtml);

  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);

  return ready ? children : fallback;
}
