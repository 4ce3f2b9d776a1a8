import { useState } from "react";
import { CheckCircle2, MapPinCheck, Play } from "lucide-react";

import { formatNaira } from "@/lib/money";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/confirm-dialog";

import { useTripStep } from "../api/mutations";
import { tripCollection } from "../trip-money";
import { availableSteps, stepLabels } from "../trips";
import type { DriverTrip, TripStep } from "../types";

const icons = { arrived: MapPinCheck, started: Play, completed: CheckCircle2 };

/** The completion question, reminding the driver of any cash still to take before the rider goes. */
function completionText(trip: DriverTrip): string {
  const money = tripCollection(trip);
  const cash =
    money?.kind === "collect"
      ? ` Collect ${formatNaira(money.dueKobo)} in cash before ${trip.customer_name} leaves.`
      : "";
  return `${trip.reference}: ${trip.customer_name} has arrived at ${trip.dropoff_location}.${cash} The car becomes available for the next booking.`;
}

/** The trip's next steps as large buttons; completing asks first. */
export function TripActions({ trip }: { trip: DriverTrip }) {
  const step = useTripStep();
  const [confirming, setConfirming] = useState(false);
  const steps = availableSteps(trip);
  if (!steps.length) return null;
  const pendingStep = step.isPending ? step.variables.step : null;

  const take = (next: TripStep) =>
    step.mutate(
      { trip, step: next },
      { onSuccess: () => setConfirming(false) },
    );

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {steps.map((next, index) => {
        const Icon = icons[next];
        return (
          <Button
            key={next}
            size="lg"
            variant={index === steps.length - 1 ? "default" : "outline"}
            className="w-full"
            disabled={step.isPending}
            aria-busy={pendingStep === next || undefined}
            onClick={() =>
              next === "completed" ? setConfirming(true) : take(next)
            }
          >
            <Icon aria-hidden />
            {pendingStep === next
              ? stepLabels[next].busy
              : stepLabels[next].idle}
          </Button>
        );
      })}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Complete this trip?"
        description={completionText(trip)}
        confirmLabel={stepLabels.completed.idle}
        pendingLabel={stepLabels.completed.busy}
        cancelLabel="Not yet"
        variant="default"
        pending={pendingStep === "completed"}
        onConfirm={() => take("completed")}
      />
    </div>
  );
}
