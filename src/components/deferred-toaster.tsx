import {
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";

import { toastStore } from "@/lib/toast";

const loadToaster = () => import("@/components/ui/toaster");

const Toaster = lazy(() =>
  loadToaster().then((module) => ({ default: module.Toaster })),
);

const hasToasts = () => toastStore.getSnapshot().length > 0;

// Toasts answer what the visitor does, so the first sign of interaction is the time to fetch them.
const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;
// Otherwise, once the page has settled.
const SETTLED_DELAY_MS = 4000;

function preloadOnInteractionOrLater() {
  let done = false;
  const preload = () => {
    if (done) return;
    done = true;
    void loadToaster();
    stop();
  };
  const timer = setTimeout(preload, SETTLED_DELAY_MS);
  INTERACTIONS.forEach((type) =>
    window.addEventListener(type, preload, { capture: true, passive: true }),
  );
  function stop() {
    clearTimeout(timer);
    INTERACTIONS.forEach((type) =>
      window.removeEventListener(type, preload, { capture: true }),
    );
  }
  return stop;
}

/**
 * Mounts the Radix toaster with the first toast and fetches it at the visitor's first interaction
 * (or a few seconds after the page opens), so the toast primitives stay out of the first paint.
 * Toasts raised before it arrives wait in the store.
 */
export function DeferredToaster() {
  const pending = useSyncExternalStore(
    toastStore.subscribe,
    hasToasts,
    () => false,
  );
  const [mounted, setMounted] = useState(false);
  if (pending && !mounted) setMounted(true);

  useEffect(preloadOnInteractionOrLater, []);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
