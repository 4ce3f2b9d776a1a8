import { useMemo, useSyncExternalStore } from "react";

import { parseStoredSession, type StoredSession } from "../session";
import { storedSessionStore } from "../session-store";

/**
 * The visitor's session as supabase-js left it in localStorage, read without loading supabase-js.
 * Re-read on load, on `storage` events from other tabs and on same-tab sign-in or sign-out.
 */
export function useStoredSession(): StoredSession | null {
  const raw = useSyncExternalStore(
    storedSessionStore.subscribe,
    storedSessionStore.getSnapshot,
    storedSessionStore.getServerSnapshot,
  );
  return useMemo(() => parseStoredSession(raw), [raw]);
}
