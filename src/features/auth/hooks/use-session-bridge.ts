import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";

import { afterFirstPaint } from "@/lib/first-paint";
import { loadSupabase } from "@/lib/load-supabase";

import { createSessionBridge, type AuthEventSource } from "../session-bridge";
import { useStoredSession } from "./use-stored-session";

async function loadAuth(): Promise<AuthEventSource> {
  return (await loadSupabase()).auth;
}

/**
 * Keeps the query cache in step with the session: supabase-js's auth events (token refresh, user
 * update, sign-out) and the stored session other tabs write. Returns a number that changes when
 * the user does, so the caller can remount what still shows the previous user. supabase-js is
 * only loaded once someone is signed in: a visitor has no session to follow.
 */
export function useSessionBridge(
  load: () => Promise<AuthEventSource> = loadAuth,
) {
  const queryClient = useQueryClient();
  const stored = useStoredSession();
  const [generation, setGeneration] = useState(0);
  const [bridge] = useState(() =>
    createSessionBridge(queryClient, stored?.userId ?? null, () =>
      setGeneration((current) => current + 1),
    ),
  );
  const signedIn = stored !== null;

  useEffect(() => bridge.onStoredSession(stored), [bridge, stored]);

  useEffect(() => {
    if (!signedIn) return;
    let unsubscribe: (() => void) | undefined;
    let active = true;
    // Auth events can wait for the document's first paint (supabase-js then never competes with
    // it); on every later page that has long happened, and they are followed at once.
    void afterFirstPaint()
      .then(load)
      .then((auth) => {
        if (!active) return;
        const { data } = auth.onAuthStateChange(bridge.onAuthEvent);
        unsubscribe = () => data.subscription.unsubscribe();
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [bridge, load, signedIn]);

  return generation;
}
