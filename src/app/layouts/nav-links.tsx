import { NavLink } from "react-router-dom";

import { mainNav } from "@/config/nav";
import { cn } from "@/lib/utils";

interface NavLinksProps {
  orientation?: "horizontal" | "vertical";
  onNavigate?: () => void;
}

export function NavLinks({
  orientation = "horizontal",
  onNavigate,
}: NavLinksProps) {
  const vertical = orientation === "vertical";
  return (
    <ul
      className={cn("flex", vertical ? "flex-col gap-1" : "items-center gap-1")}
    >
      {mainNav.map((item) => (
        <li key={item.href}>
          <NavLink
            to={item.href}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "relative block rounded-full text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                vertical ? "px-4 py-3 text-base" : "px-4 py-2",
                isActive
                  ? "text-primary"
                  : "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
                isActive && (vertical ? "bg-primary/10" : "nav-active"),
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
