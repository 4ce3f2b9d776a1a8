import { Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";

import { RouteErrorBoundary } from "./route-error-boundary";
import { ScrollManager } from "./scroll-manager";

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
      </Suspense>
      <ScrollManager />
    </RouteErrorBoundary>
  );
}
