import { env } from "@/config/env";

import { authStorageKey } from "./session";

export const AUTH_STORAGE_KEY = authStorageKey(env.supabaseUrl);

// `storage` events only reach other tabs, so same-tab writers announce changes with this one.
const SESSION_CHANGE_EVENT = "ekoluxe:session-change";

function readStoredSession(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage can be blocked by privacy settings; the visitor is then simply signed out.
    return null;
  }
}

export const storedSessionStore = {
  subscribe(listener: () => void) {
    window.addEventListener("storage", listener);
    window.addEventListener(SESSION_CHANGE_EVENT, listener);
    return () => {
      window.removeEventListener("storage", listener);
      window.removeEventListener(SESSION_CHANGE_EVENT, listener);
    };
  },
  getSnapshot: readStoredSession,
  getServerSnapshot: (): string | null => null,
};

export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export function clearStoredSession(): void {
  window.localStorage.removeItem(AUTH_STORAGE_KEY);
  window.localStorage.removeItem(`${AUTH_STORAGE_KEY}-user`);
  announceSessionChange();
}
