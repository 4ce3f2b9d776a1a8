import type { ReactNode } from "react";

import { DeferredToaster } from "@/components/deferred-toaster";

/**
 * App-wide providers. The query client is provided by `QueryBoundary`, only around the routes and
 * widgets that query, so the home page's first download leaves TanStack Query out.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <DeferredToaster />
    </>
  );
}
