import { NavLink } from "react-router-dom";

import { adminNav } from "@/config/nav";
import { cn } from "@/lib/utils";

interface AdminNavLinksProps {
  orientation?: "horizontal" | "vertical";
}

const linkStyles = {
  horizontal: {
    list: "flex gap-1",
    link: "relative flex h-11 items-center px-3 text-sm whitespace-nowrap after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full",
    active: "text-foreground after:bg-primary",
    idle: "text-muted-foreground hover:text-foreground",
  },
  vertical: {
    list: "grid gap-0.5",
    link: "flex h-11 items-center rounded-lg border-l-2 px-3 text-[0.9375rem]",
    active: "border-primary bg-primary/10 text-foreground",
    idle: "border-transparent text-muted-foreground hover:bg-accent hover:text-foreground",
  },
};

/** The spec's admin sections; NavLink marks the current one with aria-current="page". */
export function AdminNavLinks({
  orientation = "horizontal",
}: AdminNavLinksProps) {
  const styles = linkStyles[orientation];
  return (
    <ul className={styles.list}>
      {adminNav.map((item) => (
        <li key={item.href}>
          <NavLink
            to={item.href}
            className={({ isActive }) =>
              cn(
                "rounded-md font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                styles.link,
                isActive ? styles.active : styles.idle,
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
