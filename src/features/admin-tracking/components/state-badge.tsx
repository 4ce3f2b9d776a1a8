import { Circle, Diamond, Square, TriangleAlert } from "lucide-react";

import { cn } from "@/lib/utils";

import { stateLabel, type TrackingState } from "../state";

// Each state has its own shape as well as its colour, matching the map's markers and the legend,
// so it reads without colour.
const look: Record<
  TrackingState,
  { icon: typeof Circle; tone: string; fill?: boolean }
> = {
  "on-trip": {
    icon: Diamond,
    tone: "border-primary/40 bg-primary/10 text-primary",
    fill: true,
  },
  available: {
    icon: Circle,
    tone: "border-success/40 bg-success/10 text-success",
    fill: true,
  },
  "off-duty": {
    icon: Square,
    tone: "border-border bg-secondary text-muted-foreground",
  },
  stale: {
    icon: TriangleAlert,
    tone: "border-danger/40 bg-danger/10 text-danger",
  },
};

/** A vehicle's tracking state as a badge: shape icon, colour and word. */
export function StateBadge({ state }: { state: TrackingState }) {
  const { icon: Icon, tone, fill } = look[state];
  return (
    <span
      data-state={state}
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        tone,
      )}
    >
      <Icon
        aria-hidden
        className={cn("size-3", fill && "fill-current")}
        strokeWidth={2.5}
      />
      {stateLabel[state]}
    </span>
  );
}
