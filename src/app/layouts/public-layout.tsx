import type { ReactNode } from "react";
import { Outlet } from "react-router-dom";

import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

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
      <SiteFooter />
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
