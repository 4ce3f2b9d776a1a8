import { useState } from "react";
import { CheckCircle2, MapPinCheck, Play } from "lucide-react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/confirm-dialog";

import { useTripStep } from "../api/mutations";
import { availableSteps, stepLabels } from "../trips";
import type { DriverTrip, TripStep } from "../types";

const icons = { arrived: MapPinCheck, started: Play, completed: CheckCircle2 };

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
        description={`${trip.reference}: ${trip.customer_name} has arrived at ${trip.dropoff_location}. The car becomes available for the next booking.`}
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
