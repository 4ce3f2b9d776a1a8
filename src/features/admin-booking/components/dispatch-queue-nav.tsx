import { ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "@/components/ui/button";

/**
 * Moves the dispatch dialog through the bookings waiting for a driver (most urgent first), so a
 * dispatcher works down the list without closing it.
 */
export function DispatchQueueNav({
  index,
  count,
  onMove,
}: {
  index: number;
  count: number;
  onMove: (index: number) => void;
}) {
  return (
    <nav
      aria-label="Bookings waiting for a driver"
      className="flex items-center justify-between gap-2 rounded-lg border border-border bg-muted/30 px-3 py-1.5 text-sm"
    >
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onMove(index - 1)}
        disabled={index === 0}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <span className="text-muted-foreground" aria-live="polite">
        {index + 1} of {count} waiting
      </span>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onMove(index + 1)}
        disabled={index >= count - 1}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
