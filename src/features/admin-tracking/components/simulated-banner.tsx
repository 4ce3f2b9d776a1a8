import { FlaskConical } from "lucide-react";

/** Shown while any simulated position is on screen, so nobody mistakes it for a real fix. */
export function SimulatedBanner() {
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-2.5 rounded-lg border border-warning/40 bg-warning/10 px-3.5 py-2.5 text-sm text-warning"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">Simulated telemetry</strong>
        <span className="text-foreground/80">
          {" "}
          — positions marked Simulator come from the telemetry simulator, not a
          driver&apos;s phone.
        </span>
      </p>
    </div>
  );
}
