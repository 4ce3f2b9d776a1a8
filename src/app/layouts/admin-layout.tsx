import { ExternalLink, LogOut } from "lucide-react";
import { Link, NavLink, Outlet } from "react-router-dom";

import { adminNav } from "@/config/nav";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { BrandLogo } from "@/components/brand-logo";

import { useLogout } from "./use-logout";

/** The admin back office shell; the admin guard sits above it in the route tree. */
export function AdminLayout() {
  const { logout, isPending } = useLogout();

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <BrandLogo />
          <div className="flex items-center gap-2">
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
        </div>
        <nav aria-label="Admin" className="container-page overflow-x-auto">
          <ul className="flex gap-1 pb-2">
            {adminNav.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-full px-3 py-1.5 text-sm whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                      isActive
                        ? "bg-primary/15 text-primary"
                        : "text-muted-foreground hover:bg-accent hover:text-foreground",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="container-page flex-1 py-8">
        <Outlet />
      </main>
    </div>
  );
}

export { AdminLayout as Component };
