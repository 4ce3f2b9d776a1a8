import { ExternalLink, LogOut, Menu } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";

import { AdminNavLinks } from "./admin-nav-links";
import { usePageMenu } from "./use-page-menu";

interface AdminMobileMenuProps {
  email: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Phones and tablets: the same sections in a side sheet, closed by any navigation. */
export function AdminMobileMenu({
  email,
  onLogout,
  loggingOut,
}: AdminMobileMenuProps) {
  // The open state belongs to the page it was opened on, so a chosen link closes the sheet.
  const menu = usePageMenu();

  return (
    <Sheet
      open={menu.open}
      onOpenChange={(open) => (open === menu.open ? undefined : menu.toggle())}
    >
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden">
          <Menu className="size-5" aria-hidden />
          <span className="sr-only">Open admin menu</span>
        </Button>
      </SheetTrigger>
      <SheetContent side="right" closeLabel="Close admin menu">
        <SheetHeader>
          <SheetTitle>Admin menu</SheetTitle>
          <SheetDescription>
            {email ? `Signed in as ${email}` : "EkoLuxe back office"}
          </SheetDescription>
        </SheetHeader>
        <nav aria-label="Admin" className="px-3">
          <AdminNavLinks orientation="vertical" />
        </nav>
        <div className="mt-auto grid gap-2 border-t border-border p-6">
          <Button asChild variant="outline">
            <Link to={paths.home.href()}>
              <ExternalLink aria-hidden />
              View Site
            </Link>
          </Button>
          <Button variant="ghost" disabled={loggingOut} onClick={onLogout}>
            <LogOut aria-hidden />
            Logout
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
