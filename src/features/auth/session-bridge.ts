import type { QueryClient } from "@tanstack/react-query";

import {
  sessionQueries,
  toAuthSession,
  type AuthSession,
  type SupabaseSessionLike,
} from "./api/queries";
import { openedByEmailLink } from "./email-link-session";
import type { StoredSession } from "./session";
import { announceSessionChange } from "./session-store";

/** The part of `supabase.auth` the bridge listens to; tests pass a fake. */
export interface AuthEventSource {
  onAuthStateChange(
    callback: (event: string, session: SupabaseSessionLike | null) => void,
  ): { data: { subscription: { unsubscribe: () => void } } };
}

interface SessionBridge {
  /** Feed for `onAuthStateChange`: token refreshes, user updates, sign-in and sign-out. */
  onAuthEvent: (event: string, session: SupabaseSessionLike | null) => void;
  /** Feed for the stored session, which changes when another tab signs in or out. */
  onStoredSession: (stored: StoredSession | null) => void;
}

/**
 * Keeps the query cache on one user. Signing out, or another account taking over, empties the
 * cache so nothing fetched for the previous user is shown again; `onUserChange` lets the screen
 * drop whatever it still holds from them.
 */
export function createSessionBridge(
  queryClient: QueryClient,
  initialUserId: string | null,
  onUserChange: () => void,
): SessionBridge {
  let userId = initialUserId;
  const sessionKey = sessionQueries.current().queryKey;

  function follow(next: AuthSession | null) {
    const changedUser = userId !== null && userId !== next?.userId;
    userId = next?.userId ?? null;
    if (changedUser) queryClient.clear();
    queryClient.setQueryData(sessionKey, next);
    if (changedUser) onUserChange();
  }

  return {
    onAuthEvent(event, session) {
      if (event === "SIGNED_OUT" || !session) follow(null);
      // A reset link's session: the person is here to choose a new password.
      else if (event === "PASSWORD_RECOVERY")
        follow({ ...toAuthSession(session), fromEmailLink: true });
      else follow(toAuthSession(session));
      // supabase-js has rewritten the stored session (a new token, a new e-mail): the nav re-reads it.
      if (event === "TOKEN_REFRESHED" || event === "USER_UPDATED")
        announceSessionChange();
    },
    onStoredSession(stored) {
      // Same user (a refresh written by another tab): this tab's own client reports its tokens.
      if ((stored && !stored.userId) || (stored?.userId ?? null) === userId)
        return;
      follow(
        stored?.userId
          ? {
              userId: stored.userId,
              email: stored.email,
              role: stored.role,
              ...(stored.needsCode ? { needsCode: stored.needsCode } : {}),
              ...(openedByEmailLink(stored.accessToken)
                ? { fromEmailLink: true as const }
                : {}),
            }
          : null,
      );
    },
  };
}
