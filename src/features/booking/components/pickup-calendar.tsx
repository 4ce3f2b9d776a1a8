import { useEffect, useRef, type ComponentProps } from "react";

import { Calendar } from "@/components/ui/calendar";

/**
 * The calendar of the pickup date popover, in a chunk of its own. When the popover opened before
 * this code arrived, focus sits on the empty popover; it moves to the calendar's first control,
 * where it would have been had the calendar been there at once.
 */
export function PickupCalendar(props: ComponentProps<typeof Calendar>) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const popover = root.current?.parentElement;
    if (popover && document.activeElement === popover) {
      root.current?.querySelector<HTMLElement>("button:enabled")?.focus();
    }
  }, []);
  return (
    <div ref={root}>
      <Calendar {...props} />
    </div>
  );
}
