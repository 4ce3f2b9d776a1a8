import { lazy, Suspense, type ReactNode } from "react";
import { Outlet } from "react-router-dom";

import { SiteHeader } from "./site-header";

// Below every page: a chunk of its own, so the first download carries only what is on screen. On
// a pre-rendered page its HTML is there from the start, and React adopts it once the chunk is in.
const SiteFooter = lazy(async () => ({
  default: (await import("./site-footer")).SiteFooter,
}));

/**
 * The public site's chrome: fixed nav bar, page content, footer. `signOutInPage`: the page shows
 * its own sign-out control (the owner portal's Sign Out), so the nav bar leaves out its Logout.
 */
export function SiteShell({
  children,
  signOutInPage = false,
}: {
  children: ReactNode;
  signOutInPage?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader signOutInPage={signOutInPage} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}

export function PublicLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
