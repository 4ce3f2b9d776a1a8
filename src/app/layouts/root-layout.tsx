import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";

import { RouteErrorBoundary } from "./route-error-boundary";
import { ScrollManager } from "./scroll-manager";

/**
 * Commits with the page (inside its boundary), so `<html data-live>` says React has adopted a
 * pre-rendered page, or drawn the first one: what a test waits for before acting.
 */
function PageLive() {
  useEffect(() => {
    document.documentElement.setAttribute("data-live", "");
  }, []);
  return null;
}

/**
 * Above every page: the error page for crashes, and nothing at all (rather than a half-built
 * page) until the first page's code has arrived.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={null}>
        <Outlet />
        <PageLive />
      </Suspense>
      <ScrollManager />
    </RouteErrorBoundary>
  );
}
