import { Menu, X } from "lucide-react";

import { useScrollThreshold } from "@/hooks/use-scroll-threshold";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { BrandLogo } from "@/components/brand-logo";

import { HeaderActions } from "./header-actions";
import { NavLinks } from "./nav-links";
import { usePageMenu } from "./use-page-menu";

const SCROLL_THRESHOLD_PX = 10;
const MOBILE_MENU_ID = "mobile-menu";

export function SiteHeader({
  signOutInPage = false,
}: {
  signOutInPage?: boolean;
}) {
  const scrolled = useScrollThreshold(SCROLL_THRESHOLD_PX);
  // Links inside the menu also close it at once, before the next page's code has arrived.
  const {
    open: menuOpen,
    close: closeMenu,
    toggle: toggleMenu,
  } = usePageMenu();

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-50 border-b border-transparent transition-[background-color,border-color,box-shadow] duration-300",
        scrolled && "glass",
        menuOpen && !scrolled && "border-border bg-background",
      )}
    >
      <div className="container-page flex h-16 items-center justify-between gap-6 md:h-20">
        <BrandLogo onClick={closeMenu} />
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks />
        </nav>
        <HeaderActions
          className="hidden lg:flex"
          signOutInPage={signOutInPage}
        />
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={toggleMenu}
        >
          {menuOpen ? (
            <X className="size-5" aria-hidden />
          ) : (
            <Menu className="size-5" aria-hidden />
          )}
        </Button>
      </div>
      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="border-t border-border/70 motion-safe:animate-menu-in lg:hidden"
      >
        <div className="container-page flex flex-col gap-4 py-4">
          <nav aria-label="Mobile">
            <NavLinks orientation="vertical" onNavigate={closeMenu} />
          </nav>
          <HeaderActions
            className="border-t border-border/70 pt-4"
            onAction={closeMenu}
            signOutInPage={signOutInPage}
          />
        </div>
      </div>
    </header>
  );
}
