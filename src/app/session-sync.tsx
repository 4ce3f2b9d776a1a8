import { Fragment, type ReactNode } from "react";

import { useSessionBridge } from "@/features/auth/hooks/use-session-bridge";
import type { AuthEventSource } from "@/features/auth/session-bridge";

interface SessionSyncProps {
  children: ReactNode;
  /** Where auth events come from; supabase-js unless a test passes its own. */
  loadAuth?: () => Promise<AuthEventSource>;
}

/**
 * Follows the session for everything that queries. When the user signs out or another account
 * takes over, the pages below remount on an empty cache, so no screen keeps the previous user's data.
 */
export function SessionSync({ children, loadAuth }: SessionSyncProps) {
  const generation = useSessionBridge(loadAuth);
  return <Fragment key={generation}>{children}</Fragment>;
}
