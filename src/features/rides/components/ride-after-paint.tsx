import type { ReactNode } from "react";

import { useAfterPaint } from "@/hooks/use-after-paint";

/** The ride page waits a little longer after its status paints than the portal does. */
const AFTER_PAINT_MS = 200;

/**
 * Renders its children once the ride's text has been presented on screen (the browser's
 * largest-paint report for the commit that brought them, else two frames, at most 1.5 s), so what
 * they download (Leaflet, the cancel and rate forms) never competes with the status's first paint
 * on a slow phone.
 */
export function RideAfterPaint({
  children,
  now = false,
}: {
  children: ReactNode;
  /** Render at once (read on mount only): what the rider came back for cannot wait for paint. */
  now?: boolean;
}) {
  const ready = useAfterPaint({ now, breathMs: AFTER_PAINT_MS });
  return ready ? children : null;
}
