import { useEffect, useState } from "react";
import { useLocation, type Location } from "react-router-dom";

/**
 * The open state of a menu that belongs to the page it was opened on. It remembers the location
 * it was opened at, so whatever moves the app elsewhere (a link outside the menu, Back and
 * Forward, a programmatic navigate) closes it in the same render that shows the new page.
 * The router hands out a new location object on every navigation, hash changes included.
 */
export function usePageMenu() {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<Location | null>(null);
  const open = openedAt === location;
  const close = () => setOpenedAt(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenedAt(null);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return {
    open,
    close,
    toggle: () => setOpenedAt(open ? null : location),
  };
}
