import {
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";

import { toastStore } from "@/lib/toast";

const Toaster = lazy(() =>
  import("@/components/ui/toaster").then((module) => ({
    default: module.Toaster,
  })),
);

const hasToasts = () => toastStore.getSnapshot().length > 0;

function preloadWhenIdle() {
  if (typeof window.requestIdleCallback !== "function") return undefined;
  const handle = window.requestIdleCallback(
    () => void import("@/components/ui/toaster"),
  );
  return () => window.cancelIdleCallback(handle);
}

/**
 * Mounts the Radix toaster with the first toast (and fetches it once the browser is idle), so the
 * toast primitives stay out of the first download. Toasts raised before it arrives wait in the store.
 */
export function DeferredToaster() {
  const pending = useSyncExternalStore(
    toastStore.subscribe,
    hasToasts,
    () => false,
  );
  const [mounted, setMounted] = useState(false);
  if (pending && !mounted) setMounted(true);

  useEffect(preloadWhenIdle, []);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
