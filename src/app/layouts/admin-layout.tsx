import { useQuery } from "@tanstack/react-query";
import { ExternalLink, LogOut } from "lucide-react";
import { Link, Outlet } from "react-router-dom";

import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { BrandLogo } from "@/components/brand-logo";
import { sessionQueries } from "@/features/auth/api/queries";

import { AdminMobileMenu } from "./admin-mobile-menu";
import { AdminNavLinks } from "./admin-nav-links";
import { useLogout } from "./use-logout";

/** The back office shell: brand and account row, section tabs (a sheet on phones), the page. */
export function AdminLayout() {
  const { logout, isPending } = useLogout();
  // The guard above has already read the session; this reads the same cache entry.
  const email = useQuery(sessionQueries.current()).data?.email ?? null;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-primary text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
        <div className="container-page flex h-14 items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <BrandLogo />
            <span className="rounded-full border border-primary/40 px-2 py-0.5 text-xs font-semibold tracking-wider text-primary uppercase">
              Admin
            </span>
          </div>
          <div className="hidden items-center gap-2 lg:flex">
            {email ? (
              <span className="mr-2 max-w-56 truncate text-sm text-muted-foreground">
                {email}
              </span>
            ) : null}
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.home.href()}>
                <ExternalLink aria-hidden />
                View Site
              </Link>
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={isPending}
              onClick={logout}
            >
              <LogOut aria-hidden />
              Logout
            </Button>
          </div>
          <AdminMobileMenu
            email={email}
            onLogout={logout}
            loggingOut={isPending}
          />
        </div>
        <nav
          aria-label="Admin"
          className="container-page hidden border-t border-border/60 lg:block"
        >
          <AdminNavLinks />
        </nav>
      </header>
      {/* A screen wider than the phone scrolls inside main, so the bar and the menu stay in view. */}
      <main
        id="main"
        className="container-page min-w-0 flex-1 overflow-x-auto py-6 lg:py-8"
      >
        <Outlet />
      </main>
    </div>
  );
}

export { AdminLayout as Component };
