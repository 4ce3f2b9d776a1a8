import { Check, X } from "lucide-react";

import { formatLagosShort } from "@/lib/dates";
import { cn } from "@/lib/utils";

import type { RideStage, RideView } from "../types";

/** A moment of the ride in Lagos time, short: "Thu, 26 Nov, 11:05". */
export function RideTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatLagosShort(at)}</time>;
}

interface Step {
  key: string;
  label: string;
  at: string | null;
}

// How far along each stage is: arrived is the end of "on the way".
const reached: Record<Exclude<RideStage, "cancelled">, number> = {
  requested: 0,
  confirmed: 1,
  on_the_way: 2,
  arrived: 2,
  in_progress: 3,
  completed: 4,
};

function stepsOf(ride: RideView): Step[] {
  return [
    { key: "requested", label: "Requested", at: ride.created_at },
    { key: "confirmed", label: "Confirmed", at: ride.confirmed_at },
    {
      key: "on_the_way",
      label:
        ride.stage === "arrived" || ride.arrived_at
          ? "Driver arrived"
          : "Driver on the way",
      at: ride.arrived_at,
    },
    { key: "in_progress", label: "In progress", at: ride.started_at },
    { key: "completed", label: "Completed", at: ride.completed_at },
  ];
}

/** Who cancelled, in the words of whoever reads the page. */
function cancelledBy(ride: RideView): string {
  if (ride.cancelled_by === "operator") return "Cancelled by EkoLuxe";
  if (ride.cancelled_by === "rider")
    return ride.access === "manage"
      ? "Cancelled by you"
      : "Cancelled by the rider";
  return "Cancelled";
}

/**
 * The ride's progress: requested, confirmed, driver on the way, in progress, completed, each with
 * the Lagos time it happened; a cancelled ride ends after the steps it reached with who cancelled
 * it and when (and, on the rider's own link, why).
 */
export function RideTimeline({ ride }: { ride: RideView }) {
  const steps = stepsOf(ride);
  if (ride.stage === "cancelled") {
    const done = steps.filter(
      (step) =>
        step.key === "requested" || (step.at !== null && step.at !== undefined),
    );
    return (
      <ol aria-label="Ride progress" className="grid gap-0">
        {done.map((step) => (
          <TimelineStep key={step.key} step={step} state="done" />
        ))}
        <TimelineStep
          step={{
            key: "cancelled",
            label: cancelledBy(ride),
            at: ride.cancelled_at,
          }}
          state="cancelled"
          detail={ride.cancellation_reason}
          last
        />
      </ol>
    );
  }
  const current = reached[ride.stage];
  return (
    <ol aria-label="Ride progress" className="grid gap-0">
      {steps.map((step, index) => (
        <TimelineStep
          key={step.key}
          step={step}
          state={
            index < current || ride.stage === "completed"
              ? "done"
              : index === current
                ? "current"
                : "upcoming"
          }
          last={index === steps.length - 1}
        />
      ))}
    </ol>
  );
}

type StepState = "done" | "current" | "upcoming" | "cancelled";

const stateWords: Record<StepState, string> = {
  done: "done",
  current: "now",
  upcoming: "next",
  cancelled: "",
};

function TimelineStep({
  step,
  state,
  detail,
  last = false,
}: {
  step: Step;
  state: StepState;
  detail?: string | null;
  last?: boolean;
}) {
  return (
    <li
      className="relative flex gap-4 pb-6 last:pb-0"
      data-step={step.key}
      data-state={state}
      aria-current={state === "current" ? "step" : undefined}
    >
      {last ? null : (
        <span
          aria-hidden="true"
          className={cn(
            "absolute top-7 bottom-1 left-[13px] w-0.5 rounded-full",
            state === "done" ? "bg-primary/70" : "bg-border",
          )}
        />
      )}
      <span
        aria-hidden="true"
        className={cn(
          "relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2",
          state === "done" &&
            "border-primary bg-primary text-primary-foreground",
          state === "current" &&
            "border-primary bg-background text-primary shadow-gold",
          state === "upcoming" && "border-border bg-background",
          state === "cancelled" &&
            "border-destructive bg-destructive text-destructive-foreground",
        )}
      >
        {state === "done" ? <Check className="size-4" /> : null}
        {state === "cancelled" ? <X className="size-4" /> : null}
        {state === "current" ? (
          <span className="size-2.5 animate-pulse rounded-full bg-primary motion-reduce:animate-none" />
        ) : null}
      </span>
      <div className="min-w-0 pt-0.5">
        <p
          className={cn(
            "font-medium",
            state === "upcoming" ? "text-muted-foreground" : "text-foreground",
          )}
        >
          {step.label}
          {stateWords[state] ? (
            <span className="sr-only">{`, ${stateWords[state]}`}</span>
          ) : null}
        </p>
        {step.at ? (
          <p className="text-sm text-muted-foreground tabular-nums">
            <RideTime at={step.at} />
          </p>
        ) : null}
        {detail ? (
          <p className="mt-1 text-sm text-pretty text-muted-foreground">
            Reason: {detail}
          </p>
        ) : null}
      </div>
    </li>
  );
}
