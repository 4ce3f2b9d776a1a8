import {
  stateHint,
  stateLabel,
  trackingStates,
  type TrackingState,
} from "../state";

/**
 * What the markers mean: each state's marker as drawn on the map (shape and colour), its word,
 * what it says, and how many of the shown vehicles are in it.
 */
export function TrackingLegend({
  counts,
}: {
  counts: Record<TrackingState, number>;
}) {
  return (
    <section
      aria-labelledby="tracking-legend-title"
      className="tracking-legend"
    >
      <h2 id="tracking-legend-title" className="sr-only">
        Legend
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-muted-foreground">
        {trackingStates.map((state) => (
          <li
            key={state}
            data-state={state}
            className="flex items-center gap-2"
            title={stateHint[state]}
          >
            <span
              aria-hidden
              data-state={state}
              className="tracking-marker-icon tracking-legend-swatch"
            >
              <span className="tracking-marker" />
            </span>
            <span>
              <span className="font-medium text-foreground">
                {stateLabel[state]}
              </span>{" "}
              <span className="tabular-nums">{counts[state]}</span>
              <span className="sr-only">: {stateHint[state]}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
